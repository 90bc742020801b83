import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SelfProfile } from '@shared/api/profiles';
import { channel, events } from '@shared/realtime';
import { stopServersCleanly } from '../../realtime/testing/close-servers';
import { hasRedisServer, startRedisServer } from '../../realtime/testing/redis-server';
import { signUp, TestClient } from '../../testing/api-client';
import { postgresTestUrl } from '../../testing/test-database';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { SelfProfileCache } from './self-profile-cache';
import { idOf, setUserStatus, setUserType } from './testing';

const servers: TestServer[] = [];
const stops: (() => Promise<void>)[] = [];
afterAll(async () => {
  await stopServersCleanly(servers);
  for (const stop of stops) await stop();
});

const profile = (userId: string) => ({ userId }) as SelfProfile;

describe('the own-profile cache', () => {
  it('serves a profile for its time to live', () => {
    const cache = new SelfProfileCache(30_000, 10);
    const now = Date.now();
    cache.set('u1', profile('u1'), cache.generation, now);
    expect(cache.get('u1', now + 29_000)?.userId).toBe('u1');
    expect(cache.get('u1', now + 30_001)).toBeNull();
  });

  it("drops a user's profile on their user.updated, sessions or disconnect message; all on resync", () => {
    const cache = new SelfProfileCache();
    const fill = () => {
      for (const id of ['u1', 'u2']) cache.set(id, profile(id), cache.generation);
    };
    const left = () => ['u1', 'u2'].filter((id) => cache.get(id));
    fill();
    cache.apply({ type: 'event', channel: channel.user('u2'), seq: 1, event: events.userUpdated });
    expect(left()).toEqual(['u1']);
    fill();
    cache.apply({ type: 'event', channel: channel.user('u2'), seq: 2, event: 'post.created' });
    expect(left()).toEqual(['u1', 'u2']);
    cache.apply({ type: 'event', channel: channel.user('u2'), seq: 3 });
    expect(left()).toEqual(['u1']);
    fill();
    cache.apply({ type: 'sessions', userId: 'u1' });
    expect(left()).toEqual(['u2']);
    fill();
    cache.apply({ type: 'disconnect', userId: 'u2', sessionId: 's1' });
    expect(left()).toEqual(['u1']);
    fill();
    cache.apply({ type: 'sessions' });
    expect(left()).toEqual([]);
    fill();
    cache.apply({ type: 'resync' });
    expect(left()).toEqual([]);
  });

  it('keeps nothing while the bus is away, and caches again once it is back', () => {
    const cache = new SelfProfileCache();
    cache.set('u1', profile('u1'), cache.generation);
    cache.apply({ type: 'away' });
    expect(cache.get('u1')).toBeNull();
    cache.set('u1', profile('u1'), cache.generation);
    expect(cache.get('u1')).toBeNull();
    cache.apply({ type: 'resync' });
    cache.set('u1', profile('u1'), cache.generation);
    expect(cache.get('u1')).not.toBeNull();
  });

  it('does not keep a profile read before a removal, and keeps at most its size', () => {
    const cache = new SelfProfileCache(30_000, 2);
    const before = cache.generation;
    cache.forget('u9');
    cache.set('u1', profile('u1'), before);
    expect(cache.get('u1')).toBeNull();
    for (const id of ['u1', 'u2', 'u3']) cache.set(id, profile(id), cache.generation);
    expect(['u1', 'u2', 'u3'].map((id) => !!cache.get(id))).toEqual([false, true, true]);
  });
});

const self = async (client: TestClient, server: TestServer) =>
  (await new TestClient(server.url, client.token).get(`/api/user/id?userId=${idOf(client)}`)).body.data as SelfProfile;

describe('GET /api/user/id for oneself after every write to the profile', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
    servers.push(server);
  });

  it('answers the profile as written by each path, never the cached one', async () => {
    const ada = await signUp(server.url, { firstName: 'Ada', lastName: 'Lovelace' });
    expect((await self(ada, server)).headline).toBeNull();
    expect((await self(ada, server)).headline).toBeNull();

    await ada.patch('/api/user', {
      userId: idOf(ada),
      headline: 'Engines',
      userLinks: [{ title: 'Site', url: 'https://ada.example' }],
    });
    expect(await self(ada, server)).toMatchObject({ headline: 'Engines', userLinks: [{ title: 'Site' }] });

    await ada.request('PUT', '/api/company/user', { userId: idOf(ada), name: 'Analytical Co' });
    expect((await self(ada, server)).company?.name).toBe('Analytical Co');

    await ada.patch('/api/user/status', { userId: idOf(ada), status: 'pending' });
    expect((await self(ada, server)).status).toBe('pending');
    await ada.patch('/api/user/status', { userId: idOf(ada), status: 'active' });

    await setUserType(server.services, idOf(ada), 'premium');
    expect((await self(ada, server)).userType).toBe('premium');
    await setUserStatus(server.services, idOf(ada), 'active');

    // better-auth's own change to the user (its update-user route).
    expect((await ada.post('/api/auth/update-user', { firstName: 'Augusta' })).status).toBe(200);
    expect((await self(ada, server)).firstName).toBe('Augusta');
  });
});

/** Two instances on one database whose buses reach each other; each has read the profile. */
async function crossInstance(env: Record<string, string>, graceMs: number) {
  const first = await startTestServer({ env });
  const second = await startTestServer({ sameDataAs: first, env });
  servers.push(second, first);
  const ada = await signUp(first.url, { firstName: 'Ada', lastName: 'Lovelace' });
  expect((await self(ada, first)).headline).toBeNull();
  expect((await self(ada, second)).headline).toBeNull();
  await ada.patch('/api/user', { userId: idOf(ada), headline: 'Engines' });
  const deadline = Date.now() + graceMs;
  let seen = await self(ada, second);
  while (seen.headline !== 'Engines' && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 5));
    seen = await self(ada, second);
  }
  expect(seen.headline).toBe('Engines');
  expect((await self(ada, first)).headline).toBe('Engines');
}

describe.skipIf(!hasRedisServer)('the own-profile cache across instances over Redis', () => {
  it('an edit on one instance is answered by the other', async () => {
    const redis = await startRedisServer();
    stops.push(redis.stop);
    await crossInstance({ REDIS_URL: redis.url }, 200);
  });
});

describe.skipIf(!postgresTestUrl())('the own-profile cache across instances over PostgreSQL LISTEN/NOTIFY', () => {
  it('an edit on one instance is answered by the other', async () => {
    await crossInstance({ REALTIME_FANOUT: 'pg' }, 200);
  });
});
