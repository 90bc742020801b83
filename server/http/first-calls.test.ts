import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signUp, type TestClient } from '../testing/api-client';
import { startTestServer, stopTestServers, type TestServer } from '../testing/test-server';

/** A built web app's index.html, as Vite writes it (the test needs no build). */
const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="description" content="Rapport: a workspace for business relationships." />
    <title>Rapport</title>
    <script type="module" crossorigin src="/assets/index-Cvk1CMoJ.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-BZrxosCH.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;
const webDirectory = mkdtempSync(join(tmpdir(), 'rapport-web-'));
const previous = process.env.RAPPORT_WEB_DIR;
let server: TestServer;
let viewer: TestClient;
let cookie: string;

/** A browser's session cookie, as a sign-in leaves it. */
async function cookieOf(client: TestClient): Promise<string> {
  const signIn = await fetch(`${server.url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify({ email: client.user!.email, password: 'Passw0rd!x' }),
  });
  return (signIn.headers.getSetCookie().find((c) => c.includes('session_token')) ?? '').split(';')[0] ?? '';
}

beforeAll(async () => {
  mkdirSync(join(webDirectory, 'assets'));
  writeFileSync(join(webDirectory, 'index.html'), INDEX);
  process.env.RAPPORT_WEB_DIR = webDirectory;
  server = await startTestServer();
  viewer = await signUp(server.url);
  cookie = await cookieOf(viewer);
});
afterAll(async () => {
  await stopTestServers();
  if (previous === undefined) delete process.env.RAPPORT_WEB_DIR;
  else process.env.RAPPORT_WEB_DIR = previous;
  rmSync(webDirectory, { recursive: true, force: true });
});

const preloadsOf = (html: string) =>
  [...html.matchAll(/<link rel="preload" as="fetch" crossorigin="use-credentials" href="([^"]+)">/g)].map((m) =>
    (m[1] ?? '').replaceAll('&amp;', '&'),
  );

it("names a signed-in timeline's first API calls as preloads, in the viewer's own compressed copy", async () => {
  const me = viewer.user!.id;
  const res = await fetch(`${server.url}/group/g-1`, { headers: { cookie, 'accept-encoding': 'br' } });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-encoding')).toBe('br');
  expect(res.headers.get('cache-control')).toBe('private, no-cache');
  expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
  const html = await res.text(); // fetch decodes Brotli
  expect(html).not.toMatch(/<script(?![^>]*\ssrc=)/);
  expect(preloadsOf(html)).toEqual([
    '/api/auth/get-session',
    `/api/user/id?userId=${me}`,
    `/api/pairing/user/unread?userId=${me}&limit=-1`,
    `/api/group/user/unread?userId=${me}&limit=-1`,
    '/api/group/id?groupId=g-1',
    '/api/group/posts?groupId=g-1&skip=0&limit=15',
    `/api/group/lastViewed?groupId=g-1&userId=${me}`,
  ]);
  const home = await (await fetch(`${server.url}/`, { headers: { cookie } })).text();
  expect(preloadsOf(home).at(-1)).toBe(`/api/user/posts?userId=${me}&skip=0&limit=15`);
  const other = await (await fetch(`${server.url}/relationships/u-2`, { headers: { cookie } })).text();
  expect(preloadsOf(other).slice(4)).toEqual([
    '/api/user/id?userId=u-2',
    `/api/pairing/status?userId=${me}&connectedWithUserId=u-2`,
    `/api/pairing/lastViewed?userId1=${me}&userId2=u-2`,
  ]);
});

it("names a connected relationship's first posts, by the pairing the server looked up", async () => {
  const other = await signUp(server.url);
  const path = `/relationships/${other.user!.id}`;
  const postsOf = async () =>
    preloadsOf(await (await fetch(`${server.url}${path}`, { headers: { cookie } })).text()).filter((url) =>
      url.startsWith('/api/pairing/posts'),
    );
  const connect = (from: TestClient, to: TestClient) =>
    from.post('/api/user/connect', { userId: from.user!.id, connectWithUserId: to.user!.id, source: 'search' });
  // Requested is not connected: the page shows no timeline, so nothing is fetched for one.
  const asked = await connect(viewer, other);
  expect(await postsOf()).toEqual([]);
  await connect(other, viewer);
  const { pairingId } = asked.body.data as { pairingId: string };
  expect(await postsOf()).toEqual([`/api/pairing/posts?pairingId=${pairingId}&skip=0&limit=15`]);
  // The other side's page names the same pairing; a stranger's names none.
  const stranger = await signUp(server.url);
  const strangerPage = await (
    await fetch(`${server.url}/relationships/${other.user!.id}`, { headers: { cookie: await cookieOf(stranger) } })
  ).text();
  expect(preloadsOf(strangerPage).filter((url) => url.includes(pairingId))).toEqual([]);
});

it('names none for a stranger, a signed-out visitor, or a page outside the timelines', async () => {
  for (const [path, headers] of [
    ['/group/g-1', {}],
    ['/group/g-1', { cookie: 'rapport.session_token=forged.value' }],
    ['/jobs/view', { cookie }],
    ['/login', { cookie }],
    ['/group/a%22%3E%3Cscript%3E', { cookie }],
  ] as const) {
    const res = await fetch(`${server.url}${path}`, { headers });
    const html = await res.text();
    expect([path, res.status, preloadsOf(html)]).toEqual([path, 200, []]);
    expect(res.headers.get('cache-control')).toBe('no-cache');
  }
});
