import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymous, sessionCookie, signUp, TEST_PASSWORD, TestClient } from '../testing/api-client';
import { stopServersCleanly } from '../realtime/testing/close-servers';
import { postgresTestUrl } from '../testing/test-database';
import { startTestServer, type TestServer } from '../testing/test-server';
import { leanReadsServed } from './lean-reads';
import { sessionCacheOf } from './session';

/**
 * GET /api/user/id for oneself, answered from memory before the app (lean-reads.ts): the same
 * bytes and headers as the app's answer, and a session that ends is refused at once, on the
 * instance that ended it and on another one over the same database whose bus reaches it:
 * Redis when the run has TEST_REDIS_URL, else PostgreSQL's LISTEN/NOTIFY on PostgreSQL (a
 * single instance on SQLite alone, whose bus is in-process). Runs on both databases.
 */
let first: TestServer;
let instances: TestServer[];
/** PostgreSQL wakes each LISTEN backend on its own: the other instance may be a few ms later. */
let graceMs = 0;

beforeAll(async () => {
  const redis = process.env.TEST_REDIS_URL;
  const env: Record<string, string> = redis
    ? { REALTIME_FANOUT: 'redis', REDIS_URL: redis }
    : postgresTestUrl()
      ? { REALTIME_FANOUT: 'pg' }
      : {};
  if (env.REALTIME_FANOUT === 'pg') graceMs = 200;
  first = await startTestServer({ env });
  instances = env.REALTIME_FANOUT ? [first, await startTestServer({ sameDataAs: first })] : [first];
});
afterAll(() => stopServersCleanly(instances));

const on = (client: TestClient, server: TestServer) => new TestClient(server.url, client.token, client.user);
const own = (client: TestClient) => client.get(`/api/user/id?userId=${client.user?.id}`);

/** The answer as sent, and whether the lean path sent it. */
async function read(server: TestServer, path: string, headers: Readonly<Record<string, string>>, method = 'GET') {
  const before = leanReadsServed(server.services);
  const res = await fetch(`${server.url}${path}`, { method, headers });
  const body = await res.text();
  const sent = Object.fromEntries([...res.headers].filter(([name]) => name !== 'date'));
  return { status: res.status, body, headers: sent, lean: leanReadsServed(server.services) - before === 1 };
}

/** Reads oneself on every instance until the lean path answers (the first read fills the caches). */
async function warm(client: TestClient) {
  for (const server of instances) {
    let lean = false;
    for (let i = 0; i < 3 && !lean; i++) {
      const before = leanReadsServed(server.services);
      expect((await own(on(client, server))).status).toBe(200);
      lean = leanReadsServed(server.services) > before;
    }
    expect(lean).toBe(true);
  }
}

/** The status of one's own profile on each instance (an ended session's 401 may take graceMs on another). */
async function statuses(client: TestClient): Promise<number[]> {
  const out: number[] = [];
  for (const server of instances) {
    const deadline = Date.now() + (server === first ? 0 : graceMs);
    let status = (await own(on(client, server))).status;
    while (status === 200 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 5));
      status = (await own(on(client, server))).status;
    }
    out.push(status);
  }
  return out;
}
const everywhere = (status: number) => (instances ?? []).map(() => status);

describe('GET /api/user/id for oneself on the lean path', () => {
  it('answers the bytes and headers the app answers, by bearer token or session cookie, GET or HEAD', async () => {
    const ada = await signUp(first.url);
    const path = `/api/user/id?userId=${ada.user?.id}`;
    const bearer = { authorization: `Bearer ${ada.token}` };
    const cookie = { cookie: sessionCookie(ada) };
    const gzip = { 'accept-encoding': 'br, gzip' };
    for (const [method, headers] of [
      ['GET', bearer],
      ['GET', { ...bearer, ...gzip }],
      ['GET', cookie],
      ['GET', { ...cookie, ...gzip }],
      ['HEAD', bearer],
    ] as const) {
      sessionCacheOf(first.services).forget({ userId: ada.user?.id });
      const app = await read(first, path, headers, method);
      const lean = await read(first, path, headers, method);
      expect([method, app.lean, lean.lean]).toEqual([method, false, true]);
      expect(lean).toEqual({ ...app, lean: true });
      expect(lean.headers).toMatchObject({
        'content-type': 'application/json',
        vary: 'Accept-Encoding',
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'no-referrer',
      });
      if (method === 'GET')
        expect(JSON.parse(lean.body)).toMatchObject({ isSuccess: true, data: { userId: ada.user?.id } });
      else expect([lean.body, Number(lean.headers['content-length']) > 100]).toEqual(['', true]);
    }
  });

  it('leaves to the app another member’s profile, a second parameter, bad input and no session', async () => {
    const [ada, bob] = await Promise.all([signUp(first.url), signUp(first.url)]);
    await warm(ada);
    const bearer = { authorization: `Bearer ${ada.token}` };
    const other = await read(first, `/api/user/id?userId=${bob.user?.id}`, bearer);
    expect(other).toMatchObject({ status: 200, lean: false });
    expect(JSON.parse(other.body).data).toMatchObject({ userId: bob.user?.id, firstName: bob.user?.firstName });
    expect(await read(first, `/api/user/id?userId=${ada.user?.id}&x=1`, bearer)).toMatchObject({
      status: 200,
      lean: false,
    });
    expect(await read(first, '/api/user/id?userId=', bearer)).toMatchObject({ status: 400, lean: false });
    expect(await read(first, `/api/user/id?userId=${ada.user?.id}`, {})).toMatchObject({ status: 401, lean: false });
    expect(await read(first, `/api/user/id?userId=${ada.user?.id}`, { authorization: 'Bearer nope' })).toMatchObject({
      status: 401,
      lean: false,
    });
  });

  it('shows an edit of one’s profile at once, on every instance', async () => {
    const ada = await signUp(first.url);
    await warm(ada);
    expect((await ada.patch('/api/user', { userId: ada.user?.id, headline: 'Now at Acme' })).status).toBe(200);
    for (const server of instances) expect((await own(on(ada, server))).body.data.headline).toBe('Now at Acme');
  });
});

describe('a session that ends is refused at once, on every instance', () => {
  it('signing out', async () => {
    const ada = await signUp(first.url);
    await warm(ada);
    expect((await ada.post('/api/auth/sign-out')).status).toBe(200);
    expect(await statuses(ada)).toEqual(everywhere(401));
  });

  it('revoking one session, then all of them', async () => {
    const ada = await signUp(first.url);
    const signIn = await anonymous(first.url).post('/api/auth/sign-in/email', {
      email: ada.user?.email,
      password: TEST_PASSWORD,
    });
    const laptop = new TestClient(first.url, signIn.headers.get('set-auth-token') ?? '', ada.user);
    for (const client of [ada, laptop]) await warm(client);
    const revoked = await ada.post('/api/auth/revoke-session', { token: (laptop.token as string).split('.')[0] });
    expect(revoked.status).toBe(200);
    expect(await statuses(laptop)).toEqual(everywhere(401));
    expect(await statuses(ada)).toEqual(everywhere(200));
    await warm(ada);
    expect((await on(ada, instances.at(-1) as TestServer).post('/api/auth/revoke-sessions', {})).status).toBe(200);
    expect(await statuses(ada)).toEqual(everywhere(401));
  });

  it('changing the password ends the other sessions and the old token of the one that changed it', async () => {
    const ada = await signUp(first.url);
    const signIn = await anonymous(first.url).post('/api/auth/sign-in/email', {
      email: ada.user?.email,
      password: TEST_PASSWORD,
    });
    const laptop = new TestClient(first.url, signIn.headers.get('set-auth-token') ?? '', ada.user);
    for (const client of [ada, laptop]) await warm(client);
    const changed = await ada.post('/api/auth/change-password', {
      currentPassword: TEST_PASSWORD,
      newPassword: 'N3w#Password',
    });
    expect(changed.status).toBe(200);
    for (const client of [laptop, ada]) expect(await statuses(client)).toEqual(everywhere(401));
    const renewed = new TestClient(first.url, changed.headers.get('set-auth-token') ?? '', ada.user);
    expect(await statuses(renewed)).toEqual(everywhere(200));
  });

  it('deleting one’s account', async () => {
    const ada = await signUp(first.url);
    await warm(ada);
    expect((await ada.post('/api/account/deletion', { password: TEST_PASSWORD })).status).toBe(200);
    expect(await statuses(ada)).toEqual(everywhere(401));
  });
});

describe('GET /api/health on the lean path', () => {
  it('answers the bytes and headers the app answers, to anyone; the app answers when debug logs every request', async () => {
    const logger = first.services.logger;
    const level = logger.level;
    logger.level = 'debug'; // the lean path steps aside: the app's route answers and logs
    const app = await read(first, '/api/health', {});
    logger.level = level;
    const lean = await read(first, '/api/health', {});
    const expectLean = !postgresTestUrl(); // PostgreSQL's ping is a round trip: the app's route
    expect([app.lean, lean.lean]).toEqual([false, expectLean]);
    expect(lean).toEqual({ ...app, lean: expectLean });
    expect(JSON.parse(lean.body)).toEqual({ isSuccess: true, data: { status: 'ok', product: 'Rapport' } });
    expect(lean.headers).toMatchObject({
      'content-type': 'application/json',
      vary: 'Accept-Encoding',
      'x-content-type-options': 'nosniff',
    });
  });
});
