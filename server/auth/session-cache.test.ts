import { afterAll, describe, expect, it } from 'vitest';
import { channel, events } from '@shared/realtime';
import { stopServersCleanly } from '../realtime/testing/close-servers';
import { hasRedisServer, startRedisServer } from '../realtime/testing/redis-server';
import { anonymous, signUp, TEST_PASSWORD, TestClient } from '../testing/api-client';
import { postgresTestUrl } from '../testing/test-database';
import { startTestServer, type TestServer } from '../testing/test-server';
import { SessionCache } from './session-cache';

const servers: TestServer[] = [];
const stops: (() => Promise<void>)[] = [];
afterAll(async () => {
  await stopServersCleanly(servers);
  for (const stop of stops) await stop();
});

const user = { id: 'u1', email: 'a@example.test', name: 'A B', firstName: 'A', lastName: 'B' };
const session = (id: string, userId = 'u1', usableUntil = Date.now() + 60_000) => ({
  sessionId: id,
  user: { ...user, id: userId, profileAlias: 'a-b', userType: 'user', status: 'active' },
  usableUntil,
});

describe('the session cache', () => {
  it('serves a session for its time to live, never past the session’s own end', () => {
    const cache = new SessionCache(30_000, 10);
    const now = Date.now();
    cache.set('t1', session('s1'), cache.generation, now);
    cache.set('t2', session('s2', 'u1', now + 5_000), cache.generation, now);
    expect(cache.get('t1', now + 29_000)?.sessionId).toBe('s1');
    expect(cache.get('t1', now + 30_001)).toBeNull();
    expect(cache.get('t2', now + 5_001)).toBeNull();
  });

  it('drops one session, all but one, a user’s, or everyone’s', () => {
    const cache = new SessionCache();
    const fill = () => {
      for (const [token, id, userId] of [
        ['t1', 's1', 'u1'],
        ['t2', 's2', 'u1'],
        ['t3', 's3', 'u2'],
      ] as const)
        cache.set(token, session(id, userId), cache.generation);
    };
    const left = () => ['t1', 't2', 't3'].filter((t) => cache.get(t));
    fill();
    cache.apply({ type: 'disconnect', userId: 'u1', sessionId: 's1' });
    expect(left()).toEqual(['t2', 't3']);
    fill();
    cache.apply({ type: 'disconnect', userId: 'u1', exceptSessionId: 's1' });
    expect(left()).toEqual(['t1', 't3']);
    fill();
    cache.apply({ type: 'event', channel: channel.user('u2'), seq: 1, event: events.userUpdated });
    expect(left()).toEqual(['t1', 't2']);
    fill();
    cache.apply({ type: 'event', channel: channel.user('u2'), seq: 2, event: 'post.created' });
    expect(left()).toEqual(['t1', 't2', 't3']);
    cache.apply({ type: 'event', channel: channel.user('u2'), seq: 3 });
    expect(left()).toEqual(['t1', 't2']);
    fill();
    cache.apply({ type: 'sessions', userId: 'u1' });
    expect(left()).toEqual(['t3']);
    fill();
    cache.apply({ type: 'resync' });
    expect(left()).toEqual([]);
  });

  it('keeps nothing while the bus is away (a sign-out elsewhere could be lost), and caches again once it is back', () => {
    const cache = new SessionCache();
    cache.set('t1', session('s1'), cache.generation);
    cache.apply({ type: 'away' });
    expect(cache.get('t1')).toBeNull();
    cache.set('t1', session('s1'), cache.generation);
    expect(cache.get('t1')).toBeNull();
    cache.apply({ type: 'resync' });
    cache.set('t1', session('s1'), cache.generation);
    expect(cache.get('t1')?.sessionId).toBe('s1');
  });

  it('does not keep a session read before a removal arrived', () => {
    const cache = new SessionCache();
    const before = cache.generation;
    cache.apply({ type: 'disconnect', userId: 'u1' });
    cache.set('t1', session('s1'), before);
    expect(cache.get('t1')).toBeNull();
  });

  it('keeps at most its size, dropping the oldest', () => {
    const cache = new SessionCache(30_000, 2);
    for (const t of ['t1', 't2', 't3']) cache.set(t, session(t), cache.generation);
    expect(['t1', 't2', 't3'].map((t) => !!cache.get(t))).toEqual([false, true, true]);
  });
});

const me = (client: TestClient, server: TestServer) =>
  new TestClient(server.url, client.token).get(`/api/user/id?userId=${client.user?.id}`);

/**
 * The status the other instance answers right after a revocation. Redis writes a message to
 * every subscriber before it answers the publisher, so that is at once; PostgreSQL wakes each
 * LISTEN backend on its own, so on a busy host the other one may be a few milliseconds later.
 */
async function statusAfterRevocation(read: () => Promise<{ status: number }>, graceMs: number): Promise<number> {
  const deadline = Date.now() + graceMs;
  for (;;) {
    const { status } = await read();
    if (status !== 200 || Date.now() >= deadline) return status;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** Two instances on one database whose buses reach each other; each has used the sessions. */
async function crossInstanceRevocation(env: Record<string, string>, graceMs: number) {
  const first = await startTestServer({ env });
  const second = await startTestServer({ sameDataAs: first, env });
  servers.push(second, first);

  const ada = await signUp(first.url);
  expect((await me(ada, second)).status).toBe(200);
  expect((await ada.post('/api/auth/sign-out')).status).toBe(200);
  expect(await statusAfterRevocation(() => me(ada, second), graceMs)).toBe(401);
  expect((await me(ada, first)).status).toBe(401);

  // A new password ends the other sessions on every instance; the one that changed it stays.
  const phone = await signUp(first.url);
  const signIn = await anonymous(first.url).post('/api/auth/sign-in/email', {
    email: phone.user?.email,
    password: TEST_PASSWORD,
  });
  const laptop = new TestClient(first.url, signIn.headers.get('set-auth-token') ?? '');
  laptop.user = phone.user;
  expect([(await me(phone, second)).status, (await me(laptop, second)).status]).toEqual([200, 200]);
  const changed = await phone.post('/api/auth/change-password', {
    currentPassword: TEST_PASSWORD,
    newPassword: 'N3w#Password',
  });
  expect(changed.status).toBe(200);
  expect(await statusAfterRevocation(() => me(laptop, second), graceMs)).toBe(401);
  // The session that changed it goes on under a new token; its old one is refused too.
  expect(await statusAfterRevocation(() => me(phone, second), graceMs)).toBe(401);
  phone.token = changed.headers.get('set-auth-token') ?? '';
  expect((await me(phone, second)).status).toBe(200);

  // Revoking every session through better-auth reaches the other instance too.
  expect((await phone.post('/api/auth/revoke-sessions', {})).status).toBe(200);
  expect(await statusAfterRevocation(() => me(phone, second), graceMs)).toBe(401);
}

describe.skipIf(!hasRedisServer)('revocation across instances over Redis', () => {
  it('an ended session is refused by the other instance at once', async () => {
    const redis = await startRedisServer();
    stops.push(redis.stop);
    await crossInstanceRevocation({ REDIS_URL: redis.url }, 0);
  });
});

describe.skipIf(!postgresTestUrl())('revocation across instances over PostgreSQL LISTEN/NOTIFY', () => {
  it('an ended session is refused by the other instance at once', async () => {
    await crossInstanceRevocation({ REALTIME_FANOUT: 'pg' }, 200);
  });
});
