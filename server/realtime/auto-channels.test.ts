import { afterAll, describe, expect, it } from 'vitest';
import { channel } from '@shared/realtime';
import { signUp, TestClient } from '../testing/api-client';
import { postgresTestUrl } from '../testing/test-database';
import { startTestServer, type TestServer } from '../testing/test-server';
import { AutoChannels } from './auto-channels';
import { stopServersCleanly } from './testing/close-servers';
import { insertGroup, insertPairing } from './testing/people';
import { hasRedisServer, startRedisServer } from './testing/redis-server';
import { TestSocket } from './testing/socket-client';

// Each instance caches a user's automatic channels (realtime/auto-channels.ts); a grant or a
// revoke on the bus must drop that list on every instance, or sockets opening there would
// get a left group in `ready`, or miss a new one, and history reads would pass stale checks.

const isPostgres = !!postgresTestUrl();
const servers: TestServer[] = [];
const stops: (() => Promise<void>)[] = [];
afterAll(async () => {
  await stopServersCleanly(servers);
  for (const stop of stops) await stop();
});

const historyPath = (name: string) => `/api/channels/${encodeURIComponent(name)}/history`;

async function readyChannels(server: TestServer, token: string | undefined): Promise<string[]> {
  const socket = await TestSocket.connect(server.url, { token });
  const channels = socket.ready.channels.map((c) => c.channel);
  await socket.close();
  return channels;
}

/** Memberships change through `first`; sockets and reads on `second` (the same one when alone) follow. */
async function membershipChanges(first: TestServer, second: TestServer): Promise<void> {
  const [alice, bob] = await Promise.all([signUp(first.url), signUp(first.url)]);
  const aliceId = alice.user!.id;
  const aliceThere = new TestClient(second.url, alice.token, alice.user);
  // A socket on `second` puts Alice's channel list in its cache, and hears the grants.
  const watcher = await TestSocket.connect(second.url, { token: alice.token });
  const { db, realtime } = first.services;

  // Added to a group (the row, then the grant, as the groups feature does).
  const groupId = await insertGroup(db, bob.user!.id, [aliceId]);
  const group = channel.group(groupId);
  expect(watcher.ready.channels.map((c) => c.channel)).not.toContain(group);
  await realtime.grant(aliceId, group);
  await watcher.system('channel.granted', group);
  expect(await readyChannels(second, alice.token)).toContain(group);
  await realtime.publish(group, 'chat.created', { postId: 'p1' });
  expect((await aliceThere.get(historyPath(group))).body.data.count).toBe(1);

  // Connected with Bob: the pairing's channel and Bob's audience.
  const pairingId = await insertPairing(db, aliceId, bob.user!.id, 'connected');
  await realtime.grant(aliceId, channel.pair(pairingId));
  await realtime.grant(aliceId, channel.audience(bob.user!.id));
  await watcher.system('channel.granted', channel.audience(bob.user!.id));
  expect(await readyChannels(second, alice.token)).toEqual(
    expect.arrayContaining([channel.pair(pairingId), channel.audience(bob.user!.id), group]),
  );

  // She leaves the group through the API: gone from new sockets' ready, and her reads are refused.
  const left = await alice.request('DELETE', '/api/group/member', { groupId, userId: aliceId });
  expect(left.status).toBe(200);
  await watcher.system('channel.revoked', group);
  expect(await readyChannels(second, alice.token)).not.toContain(group);
  expect((await aliceThere.get(historyPath(group))).status).toBe(403);
  await watcher.close();
}

describe('automatic channels, cached per user', () => {
  it('follow membership and pairing changes on one instance', async () => {
    const server = await startTestServer();
    servers.push(server);
    await membershipChanges(server, server);
  });

  it('keeps no list while the bus is away (a revoke could be lost), and caches again once it is back', async () => {
    const server = await startTestServer();
    servers.push(server);
    const [alice, bob] = await Promise.all([signUp(server.url), signUp(server.url)]);
    const { db } = server.services;
    const auto = new AutoChannels(db);
    const groupId = await insertGroup(db, bob.user!.id, [alice.user!.id]);
    const group = channel.group(groupId);
    expect(await auto.of(alice.user!.id)).toContain(group);
    auto.away();
    expect(auto.holds(alice.user!.id, group)).toBe(false);
    expect(await auto.of(alice.user!.id)).toContain(group);
    expect(auto.holds(alice.user!.id, group)).toBe(false);
    // She leaves while the bus is away: no revoke reaches this instance, and no list says otherwise.
    await db.deleteFrom('group_member').where('groupId', '=', groupId).where('userId', '=', alice.user!.id).execute();
    expect(await auto.of(alice.user!.id)).not.toContain(group);
    auto.forget();
    await auto.of(bob.user!.id);
    expect(auto.holds(bob.user!.id, group)).toBe(true);
  });

  it('many sockets opening at once each get their own channels', async () => {
    const server = await startTestServer();
    servers.push(server);
    const users = await Promise.all(Array.from({ length: 12 }, () => signUp(server.url)));
    const groups = await Promise.all(
      users.slice(1).map((u) => insertGroup(server.services.db, users[0]!.user!.id, [u.user!.id])),
    );
    // All in one turn: their reads share one query, and each socket still gets its own list.
    const sockets = await Promise.all(users.map((u) => TestSocket.connect(server.url, { token: u.token })));
    sockets.forEach((socket, i) => {
      const channels = socket.ready.channels.map((c) => c.channel);
      const own = i === 0 ? groups : [groups[i - 1] as string];
      expect(channels.filter((c) => c.startsWith('group:')).sort()).toEqual(own.map((g) => channel.group(g)).sort());
      expect(channels).toContain(channel.user(users[i]!.user!.id));
    });
    await Promise.all(sockets.map((s) => s.close()));
  });
});

describe.skipIf(!hasRedisServer)('across instances over Redis', () => {
  it('a change on one instance reaches the other instance cache', async () => {
    const redis = await startRedisServer();
    stops.push(redis.stop);
    const first = await startTestServer({ env: { REDIS_URL: redis.url } });
    const second = await startTestServer({ sameDataAs: first, env: { REDIS_URL: redis.url } });
    servers.push(second, first);
    await membershipChanges(first, second);
  });
});

describe.skipIf(!isPostgres)(
  'across instances over PostgreSQL NOTIFY (runs only when DATABASE_URL is PostgreSQL)',
  () => {
    it('a change on one instance reaches the other instance cache', async () => {
      const first = await startTestServer({ env: { REALTIME_FANOUT: 'pg' } });
      const second = await startTestServer({ sameDataAs: first, env: { REALTIME_FANOUT: 'pg' } });
      servers.push(second, first);
      await membershipChanges(first, second);
    });
  },
);
