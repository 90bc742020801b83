import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SIGN_IN_LINK_SECONDS } from '@shared/api/sign-in-links';
import { messages } from '@shared/messages';
import { anonymous, signUp, type TestClient } from '../../testing/api-client';
import { startTestServer, stopTestServers, type TestServer } from '../../testing/test-server';

let server: TestServer;
let ada: TestClient;
let bob: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  ada = await signUp(server.url, { firstName: 'Ada', lastName: 'Link' });
  bob = await signUp(server.url, { firstName: 'Bob', lastName: 'Other' });
});
afterAll(async () => {
  vi.useRealTimers();
  await stopTestServers();
});

async function mint(client: TestClient, path: string): Promise<string> {
  const res = await client.post('/api/sign-in-link', { path });
  expect(res.status).toBe(200);
  expect(res.body.data.url).toMatch(new RegExp(`^${server.url}/api/sign-in-link/[A-Za-z0-9_-]{43}$`));
  return res.body.data.url as string;
}

/** Opens a link as a browser's new tab would (no cookie yet, Sec-Fetch-Site: none). */
async function open(url: string, site = 'none') {
  const res = await fetch(url, { redirect: 'manual', headers: { 'sec-fetch-site': site } });
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('rapport.session_token=')) ?? null;
  return { status: res.status, location: res.headers.get('location'), cookie };
}

/** Who a cookie signs in, as the web app asks. */
async function whoIs(cookie: string): Promise<string | null> {
  const res = await fetch(`${server.url}/api/auth/get-session`, {
    headers: { cookie: cookie.split(';')[0] ?? '', origin: server.url },
  });
  const body = (await res.json()) as { user?: { id: string } } | null;
  return body?.user?.id ?? null;
}

describe('one-time sign-in links', () => {
  it('signs the browser in as the link’s user and lands where the link was going, once', async () => {
    const url = await mint(ada, `/relationships/${bob.user?.id}?chat=1`);
    const first = await open(url);
    expect(first.status).toBe(302);
    expect(first.location).toBe(`/relationships/${bob.user?.id}?chat=1`);
    expect(first.cookie).toContain('HttpOnly');
    expect(await whoIs(first.cookie ?? '')).toBe(ada.user?.id);
    // Used: a second opening (anyone's) signs nobody in and goes to the sign-in page.
    const again = await open(url);
    expect(again).toEqual({ status: 302, location: '/login', cookie: null });
  });

  it('expires after its short life', async () => {
    const url = await mint(ada, '/');
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + (SIGN_IN_LINK_SECONDS + 1) * 1000 });
    try {
      expect(await open(url)).toEqual({ status: 302, location: '/login', cookie: null });
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses a stranger: no link without a session, none for another user, none from another site', async () => {
    const stranger = anonymous(server.url);
    expect((await stranger.post('/api/sign-in-link', { path: '/' })).status).toBe(401);
    // A link is always the caller's: a userId naming someone else is refused (decision 3).
    expect((await bob.post('/api/sign-in-link', { path: '/', userId: ada.user?.id })).status).toBe(403);
    const own = await bob.post('/api/sign-in-link', { path: '/', userId: bob.user?.id });
    const opened = await open(own.body.data.url);
    expect(await whoIs(opened.cookie ?? '')).toBe(bob.user?.id);
    // Planted on another site's page, a link is refused and stays unused.
    const url = await mint(ada, '/');
    expect(await open(url, 'cross-site')).toEqual({ status: 302, location: '/login', cookie: null });
    expect((await open(url)).cookie).not.toBeNull();
    // A guessed token signs nobody in.
    expect(await open(`${server.url}/api/sign-in-link/${'A'.repeat(43)}`)).toEqual({
      status: 302,
      location: '/login',
      cookie: null,
    });
    expect((await open(`${server.url}/api/sign-in-link/short`)).location).toBe('/login');
  });

  it('opens only paths of this app', async () => {
    for (const path of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'relationships', '']) {
      const res = await ada.post('/api/sign-in-link', { path });
      expect(res.status).toBe(400);
      expect(res.body.isSuccess).toBe(false);
    }
    const res = await ada.post('/api/sign-in-link', { path: '//evil.example' });
    expect(res.body.message).toBe(messages.auth.signInLinkPath);
  });
});
