import { afterAll, describe, expect, it } from 'vitest';
import { postEvents } from '@shared/api/posts';
import { channel } from '@shared/realtime';
import { connect, createPost } from '../features/posts/testing';
import { signUp, type TestClient } from '../testing/api-client';
import { postgresTestUrl } from '../testing/test-database';
import { startTestServer, type TestServer } from '../testing/test-server';
import { stopServersCleanly } from './testing/close-servers';
import { hasRedisServer, startRedisServer } from './testing/redis-server';
import { settle, TestSocket } from './testing/socket-client';

const servers: TestServer[] = [];
const stops: (() => Promise<void>)[] = [];
afterAll(async () => {
  await stopServersCleanly(servers);
  for (const stop of stops) await stop();
});

const socketOf = (server: TestServer, client: TestClient) => TestSocket.connect(server.url, { token: client.token });
const postIdsOn = (socket: TestSocket, name: string) =>
  socket
    .on(name)
    .filter((f) => f.event === postEvents.created)
    .map((f) => (f.data as { postId: string }).postId);
const storedEvents = async (server: TestServer, name: string) =>
  (await server.services.db.selectFrom('realtime_event').select('seq').where('channel', '=', name).execute()).length;

/**
 * Relationship-wide posts travel once on the author's audience channel: who hears them is
 * who visibility.ts lets read them, as relationships come and go, on one or two instances.
 */
async function audienceChecks(first: TestServer, second: TestServer) {
  const [ada, bob, cleo, dan] = await Promise.all([
    signUp(first.url),
    signUp(first.url),
    signUp(first.url),
    signUp(first.url),
  ]);
  await connect(ada, bob);
  await connect(cleo, ada);
  const audience = channel.audience(ada.user!.id);
  const [adaTab, bobSocket, cleoSocket, danSocket] = await Promise.all([
    socketOf(first, ada),
    socketOf(second, bob),
    socketOf(first, cleo),
    socketOf(second, dan),
  ]);
  for (const socket of [adaTab, bobSocket, cleoSocket])
    expect(socket.ready.channels.map((c) => c.channel)).toContain(audience);
  expect(danSocket.ready.channels.map((c) => c.channel)).not.toContain(audience);

  // One stored event, heard by the author's other tab and both connections; not by a stranger.
  const before = await storedEvents(first, audience);
  const toAll = await createPost(ada, { visibility: 'ALL_OF_MY_RELATIONSHIPS', content: 'To my relationships' });
  const toPublic = await createPost(ada, { visibility: 'PUBLIC', content: 'To everyone' });
  for (const socket of [adaTab, bobSocket, cleoSocket]) {
    await socket.event(audience, postEvents.created, before + 2);
    expect(postIdsOn(socket, audience)).toEqual([toAll, toPublic]);
  }
  expect(await storedEvents(first, audience)).toBe(before + 2);
  expect((await dan.get(`/api/channels/${encodeURIComponent(audience)}/history`)).status).toBe(403);
  expect((await danSocket.subscribe(audience)).event).toBe('refused');

  // Removed: Bob stops hearing at once (his socket is taken off, his history read refused).
  const pairingId = (await bob.get(`/api/pairing/status?userId=${bob.user!.id}&connectedWithUserId=${ada.user!.id}`))
    .body.data.pairingId as string;
  expect((await ada.delete(`/api/pairing/${pairingId}`)).status).toBe(200);
  await bobSocket.system('channel.revoked', audience);
  // A new relationship hears from now on.
  await connect(dan, ada);
  await danSocket.system('channel.granted', audience);
  const afterChanges = await createPost(ada, { visibility: 'ALL_OF_MY_RELATIONSHIPS', content: 'After' });
  await danSocket.event(audience, postEvents.created);
  expect(postIdsOn(danSocket, audience)).toEqual([afterChanges]);
  await cleoSocket.event(audience, postEvents.created, before + 3);
  await settle();
  expect(postIdsOn(bobSocket, audience)).toEqual([toAll, toPublic]);
  expect((await bob.get(`/api/channels/${encodeURIComponent(audience)}/history`)).status).toBe(403);

  // Offline then back: the ready frame's lastSeq and the history fill the gap exactly once.
  const lastSeen = Math.max(...cleoSocket.on(audience).map((f) => f.seq ?? 0));
  await cleoSocket.close();
  const whileAway = await createPost(ada, { visibility: 'PUBLIC', content: 'While away' });
  const cleoAgain = await socketOf(second, cleo);
  const readySeq = cleoAgain.ready.channels.find((c) => c.channel === audience)?.lastSeq ?? 0;
  // Another instance may not have heard of "While away" over the bus yet when she is back: its
  // ready frame then names the seq before it, and the event comes live instead of from the
  // history. Either way she gets it once (the client reads the history up to the ready seq).
  expect([lastSeen, lastSeen + 1]).toContain(readySeq);
  const missed =
    readySeq > lastSeen
      ? ((await cleo.get(`/api/channels/${encodeURIComponent(audience)}/history?after=${lastSeen}`)).body.data
          .results as { seq: number; data: { postId: string } }[])
      : [];
  if (readySeq === lastSeen) await cleoAgain.event(audience, postEvents.created, lastSeen + 1);
  await settle();
  const live = cleoAgain.on(audience).map((f) => ({ seq: f.seq ?? 0, data: f.data as { postId: string } }));
  expect([...missed, ...live].map((e) => [e.seq, e.data.postId])).toEqual([[lastSeen + 1, whileAway]]);

  // A specific-people post still goes to the people it names only.
  await createPost(ada, { visibility: 'SPECIFIC_PEOPLE', usersToShareWith: [dan.user!.id] });
  await settle();
  expect(cleoAgain.on(audience)).toHaveLength(live.length);
  await Promise.all([adaTab, bobSocket, cleoAgain, danSocket].map((s) => s.close()));
}

describe('audience channels: a relationship-wide post is one event for all of its readers', () => {
  it('on one instance', async () => {
    const server = await startTestServer();
    servers.push(server);
    await audienceChecks(server, server);
  });

  it.skipIf(!hasRedisServer)('across two instances over Redis', async () => {
    const redis = await startRedisServer();
    stops.push(redis.stop);
    const first = await startTestServer({ env: { REDIS_URL: redis.url } });
    const second = await startTestServer({ sameDataAs: first, env: { REDIS_URL: redis.url } });
    servers.push(second, first);
    await audienceChecks(first, second);
  });

  it.skipIf(!postgresTestUrl())('across two instances over PostgreSQL LISTEN/NOTIFY', async () => {
    const first = await startTestServer({ env: { REALTIME_FANOUT: 'pg' } });
    const second = await startTestServer({ sameDataAs: first, env: { REALTIME_FANOUT: 'pg' } });
    servers.push(second, first);
    await audienceChecks(first, second);
  });
});
