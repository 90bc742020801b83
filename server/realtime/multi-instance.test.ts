import { Redis } from 'ioredis';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { channel } from '@shared/realtime';
import { signUp } from '../testing/api-client';
import { postgresTestUrl } from '../testing/test-database';
import { startTestServer, type TestServer } from '../testing/test-server';
import { stopServersCleanly } from './testing/close-servers';
import { hasRedisServer, startRedisServer } from './testing/redis-server';
import { TestSocket } from './testing/socket-client';

const isPostgres = !!postgresTestUrl();
const servers: TestServer[] = [];
const stops: (() => Promise<void>)[] = [];
afterAll(async () => {
  await stopServersCleanly(servers);
  for (const stop of stops) await stop();
});

async function twoInstances(env: Record<string, string>): Promise<[TestServer, TestServer]> {
  const first = await startTestServer({ env });
  const second = await startTestServer({ sameDataAs: first, env });
  servers.push(second, first);
  return [first, second];
}

/** What every bus must do: events, grants and revokes reach sockets on the other instance. */
async function crossInstanceChecks(first: TestServer, second: TestServer, publishConcurrently: boolean) {
  const alice = await signUp(first.url);
  const name = channel.user(alice.user!.id);
  const onFirst = await TestSocket.connect(first.url, { token: alice.token });
  const onSecond = await TestSocket.connect(second.url, { token: alice.token });

  await first.services.realtime.publish(name, 'from.first', { n: 1 });
  expect((await onSecond.event(name, 'from.first')).seq).toBe(1);
  await second.services.realtime.publish(name, 'from.second', { n: 2 });
  expect((await onFirst.event(name, 'from.second')).data).toEqual({ n: 2 });

  const job = channel.job('shared-job');
  await first.services.realtime.grant(alice.user!.id, job);
  await onSecond.system('channel.granted', job);
  await onFirst.system('channel.granted', job);
  await second.services.realtime.publish(job, 'job.progress', { p: 50 });
  expect((await onSecond.event(job, 'job.progress')).data).toEqual({ p: 50 });
  await first.services.realtime.revoke(alice.user!.id, job);
  await onSecond.system('channel.revoked', job);
  expect(second.services.realtime.localMembers(job)).toBe(0);

  // Both instances publish on one channel: seqs stay gapless and unique, every socket gets all in order.
  const burst = async (server: TestServer, from: string) => {
    const seqs: number[] = [];
    if (publishConcurrently) {
      const results = await Promise.all(
        Array.from({ length: 25 }, (_, i) => server.services.realtime.publish(name, 'burst', { from, i })),
      );
      seqs.push(...results.map((r) => r.seq));
    } else {
      for (let i = 0; i < 25; i++) seqs.push((await server.services.realtime.publish(name, 'burst', { from, i })).seq);
    }
    return seqs;
  };
  const seqs = publishConcurrently
    ? (await Promise.all([burst(first, 'first'), burst(second, 'second')])).flat()
    : [...(await burst(first, 'first')), ...(await burst(second, 'second'))];
  expect(seqs.sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 3));
  for (const socket of [onFirst, onSecond]) {
    await socket.event(name, 'burst', 52);
    expect(socket.on(name).map((f) => f.seq)).toEqual(Array.from({ length: 52 }, (_, i) => i + 1));
  }
  // Live bodies cross the bus; history keeps the ids. A staged event goes out once announced.
  await first.services.realtime.publish(name, 'post.created', { postId: 'p1' }, { live: { postId: 'p1', text: 'hi' } });
  expect((await onSecond.event(name, 'post.created')).data).toEqual({ postId: 'p1', text: 'hi' });
  const staged = await second.services.db
    .transaction()
    .execute((trx) =>
      second.services.realtime.stage(trx, [
        { channel: name, event: 'chat.created', data: { postId: 'c1' }, live: { postId: 'c1', text: 'yo' } },
      ]),
    );
  await staged.announce();
  expect((await onFirst.event(name, 'chat.created')).data).toEqual({ postId: 'c1', text: 'yo' });
  const history = await first.services.realtime.history(name, 52, 10);
  expect(history.map((e) => e.data)).toEqual([{ postId: 'p1' }, { postId: 'c1' }]);
  // The first instance learned the channel's last seq from the bus: a socket opening there starts from it.
  expect(await readyLastSeq(first, alice.token, name)).toBe(54);
  return { alice, name, onFirst, onSecond };
}

/** The last seq a new socket's `ready` gives for the channel. */
async function readyLastSeq(server: TestServer, token: string | undefined, name: string): Promise<number | undefined> {
  const socket = await TestSocket.connect(server.url, { token });
  const lastSeq = socket.ready.channels.find((c) => c.channel === name)?.lastSeq;
  await socket.close();
  return lastSeq;
}

/** A live body over PostgreSQL NOTIFY's 8000 bytes but under MAX_LIVE_BYTES. */
const bigLive = { postId: 'big', text: 'x'.repeat(20_000) };

describe.skipIf(!isPostgres)('PostgreSQL LISTEN/NOTIFY fan-out (runs only when DATABASE_URL is PostgreSQL)', () => {
  it('delivers across two instances on one database', async () => {
    const [first, second] = await twoInstances({ REALTIME_FANOUT: 'pg' });
    expect([first.services.dialect, first.services.realtime.fanout, second.services.realtime.fanout]).toEqual([
      'postgres',
      'pg',
      'pg',
    ]);
    const { alice, name, onFirst, onSecond } = await crossInstanceChecks(first, second, true);
    // Too big for NOTIFY: the other instance delivers the stored ids, and the client reads.
    await first.services.realtime.publish(name, 'post.updated', { postId: 'big' }, { live: bigLive });
    expect((await onSecond.event(name, 'post.updated')).data).toEqual({ postId: 'big' });

    // A lost LISTEN connection comes back and catches up on what was published meanwhile.
    await sql`select pg_terminate_backend(pid) from pg_stat_activity
              where datname = current_database() and query ilike 'listen rapport_realtime%'`.execute(first.services.db);
    const { seq } = await first.services.realtime.publish(name, 'while.away', {});
    expect((await onSecond.event(name, 'while.away')).seq).toBe(seq);
    expect(onSecond.on(name).map((f) => f.seq)).toEqual(Array.from({ length: seq }, (_, i) => i + 1));
    // The first instance may have missed the notice: what it knew is forgotten on reconnect, not served stale.
    expect((await onFirst.event(name, 'while.away')).seq).toBe(seq);
    expect(await readyLastSeq(first, alice.token, name)).toBe(seq);
  });
});

describe.skipIf(!hasRedisServer)('Redis pub/sub fan-out (runs only when /usr/bin/redis-server exists)', () => {
  it('delivers across two instances on one database', async () => {
    const redis = await startRedisServer();
    stops.push(redis.stop);
    const [first, second] = await twoInstances({ REDIS_URL: redis.url });
    expect([first.services.realtime.fanout, second.services.realtime.fanout]).toEqual(['redis', 'redis']);
    // Two instances of one process on one SQLite file would wait on each other's write lock.
    const { alice, name, onSecond } = await crossInstanceChecks(first, second, isPostgres);
    await first.services.realtime.publish(name, 'post.updated', { postId: 'big' }, { live: bigLive });
    expect((await onSecond.event(name, 'post.updated')).data).toEqual(bigLive);

    // A writer that waits until it hears its own event back knows every instance has it too.
    const heardOnFirst: number[] = [];
    first.services.realtime.onBusMessage((m) => {
      if (m.type === 'event' && m.channel === name) heardOnFirst.push(m.seq);
    });
    const changed = await first.services.realtime.publish(name, 'user.updated', {}, { untilHeard: true });
    expect(heardOnFirst).toContain(changed.seq);

    const admin = new Redis(redis.url);
    await admin.client('KILL', 'TYPE', 'pubsub');
    const { seq } = await first.services.realtime.publish(name, 'while.away', {});
    // Both instances' subscribers were cut, so the notice of `seq` reached neither: away or back,
    // neither serves a last seq learned before the cut.
    expect(await readyLastSeq(first, alice.token, name)).toBe(seq);
    expect(await readyLastSeq(second, alice.token, name)).toBe(seq);
    expect((await onSecond.event(name, 'while.away')).seq).toBe(seq);
    expect(onSecond.on(name).map((f) => f.seq)).toEqual(Array.from({ length: seq }, (_, i) => i + 1));
    expect(await readyLastSeq(second, alice.token, name)).toBe(seq);
    expect(await readyLastSeq(first, alice.token, name)).toBe(seq);
    await admin.quit();
  });
});
