import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'node:net';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postEvents } from '@shared/api/posts';
import { channel } from '@shared/realtime';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/database';
import { hasRedisServer, startRedisServer } from '../../realtime/testing/redis-server';
import { connect, createGroup } from '../../features/posts/testing';
import { signUp } from '../api-client';
import { createPostgresDatabase, postgresTestUrl } from '../test-database';
import { ServerProcess } from './server-process';
import { SoakUser } from './soak-user';

// The soak (issue 15, Reliability): simulated users chat, post and read at a fixed arrival
// rate against the server as its own process, which is killed with SIGKILL and restarted
// twice; on PostgreSQL its database connections are cut once, and with TEST_REDIS_URL its
// Redis connections too. SOAK_SECONDS (default 90), SOAK_USERS (6), SOAK_RATE (ops/s, 8).
const SECONDS = Number(process.env.SOAK_SECONDS ?? 90);
const USERS = Number(process.env.SOAK_USERS ?? 6);
const RATE = Number(process.env.SOAK_RATE ?? 8);
const DRAIN_MS = 90_000;

type Acked = { postId: string; channel: string; content: string };

const cleanups: (() => Promise<void>)[] = [];
let server: ServerProcess;
let env: Record<string, string>;
let redisUrl: string | undefined;
const everyone: SoakUser[] = [];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

beforeAll(async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'rapport-soak-'));
  cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  env = {
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: url,
    DATA_DIR: dataDir,
    SEED_DEMO: '0',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'error',
    SECRET: 'soak-secret-soak-secret-soak-secret-0123',
    DATABASE_URL: '',
    REDIS_URL: '',
  };
  const pgUrl = postgresTestUrl();
  if (pgUrl) {
    const database = await createPostgresDatabase(pgUrl);
    env.DATABASE_URL = database.url;
    cleanups.push(database.drop);
  }
  if (process.env.TEST_REDIS_URL) {
    // A private redis-server when there is one, so cutting its connections touches no one else.
    const redis = hasRedisServer ? await startRedisServer() : null;
    if (redis) cleanups.push(redis.stop);
    redisUrl = redis?.url ?? process.env.TEST_REDIS_URL;
    env.REDIS_URL = redisUrl;
  }
  server = new ServerProcess(url, env);
  cleanups.unshift(() => server.stop());
  await server.start();
}, 200_000);

afterAll(async () => {
  for (const user of everyone) user.stop();
  for (const cleanup of cleanups) await cleanup().catch(() => undefined);
});

/** Every server connection to its PostgreSQL database, ended from outside. */
async function cutDatabase(): Promise<number> {
  const admin = new pg.Client({ connectionString: postgresTestUrl() });
  await admin.connect();
  const name = new URL(env.DATABASE_URL as string).pathname.slice(1);
  const res = await admin.query(
    'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
    [name],
  );
  await admin.end();
  return res.rowCount ?? 0;
}

/** Every client connection of the (private) Redis, ended from outside. */
async function cutRedis(): Promise<void> {
  const admin = new Redis(redisUrl as string, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await admin.connect();
  await admin.call('CLIENT', 'KILL', 'TYPE', 'pubsub');
  await admin.call('CLIENT', 'KILL', 'TYPE', 'normal', 'SKIPME', 'yes');
  admin.disconnect();
}

const chatBody = (user: SoakUser, pairingId: string, content: string, type: 'chat' | 'Post') => ({
  userId: user.id,
  createdBy: user.id,
  title: 'Soak Post',
  content,
  status: 'published',
  visibility: 'private',
  type,
  postMeta: [{ name: 'visibilityType', value: JSON.stringify({ type: 'SPECIFIC_PEOPLE' }) }],
  usersToShareWith: [pairingId],
});

describe('soak: chat, posts and reads through SIGKILL restarts and cut connections', () => {
  it('keeps every acknowledged message exactly once, every client gapless, every job done', {
    timeout: (SECONDS + 600) * 1000,
  }, async () => {
    // People in a ring of relationships, and one group of everyone.
    const clients = await Promise.all(Array.from({ length: USERS }, () => signUp(server.url)));
    const pairings: string[] = [];
    for (let i = 0; i < USERS; i++) pairings.push(await connect(clients[i]!, clients[(i + 1) % USERS]!));
    const groupId = await createGroup(clients[0]!, clients.slice(1));
    const users = clients.map((client, i) => {
      const own = [pairings[i]!, pairings[(i - 1 + USERS) % USERS]!].map(channel.pair);
      return new SoakUser(server.url, client.token as string, client.user!.id, [...own, channel.group(groupId)]);
    });
    everyone.push(...users);
    for (const user of users) user.connect();

    const acked: Acked[] = [];
    const refused: string[] = [];
    let sequence = 0;
    let reads = 0;
    const inFlight = new Set<Promise<void>>();

    /** One arrival: a chat message (60%), a relationship post (15%), a group post (10%), a read. */
    async function arrival() {
      const u = Math.floor(Math.random() * USERS);
      const user = users[u]!;
      const pairingId = Math.random() < 0.5 ? pairings[u]! : pairings[(u - 1 + USERS) % USERS]!;
      const roll = Math.random();
      if (roll >= 0.85) {
        const res = await user.call('GET', `/api/pairing/posts?pairingId=${pairingId}`);
        if (res.status !== 200) refused.push(`read ${res.status}`);
        reads++;
        return;
      }
      const content = `soak:${++sequence}:${randomUUID()}`;
      const toGroup = roll >= 0.75;
      const body = toGroup
        ? { createdBy: user.id, content, title: 'Soak Post', type: 'Post', groupsToShareWith: [groupId] }
        : chatBody(user, pairingId, content, roll < 0.6 ? 'chat' : 'Post');
      const res = await user.call('POST', '/api/post', body, randomUUID());
      if (res.status !== 200) {
        refused.push(`post ${res.status} ${JSON.stringify(res.body)}`);
        return;
      }
      acked.push({
        postId: res.body.data.postId,
        channel: toGroup ? channel.group(groupId) : channel.pair(pairingId),
        content,
      });
    }

    // Faults on a timetable: two SIGKILL restarts, and (PostgreSQL, Redis) cut connections between.
    const started = Date.now();
    const at = (fraction: number) => started + fraction * SECONDS * 1000;
    const crash = async () => {
      await server.kill();
      await server.start();
    };
    const faults: { when: number; what: string; run: () => Promise<unknown> }[] = [
      { when: at(0.3), what: 'SIGKILL + restart', run: crash },
      { when: at(0.65), what: 'SIGKILL + restart', run: crash },
    ];
    if (env.DATABASE_URL) faults.push({ when: at(0.48), what: 'cut PostgreSQL', run: cutDatabase });
    if (redisUrl) faults.push({ when: at(0.5), what: 'cut Redis', run: cutRedis });
    const faultsDone = (async () => {
      for (const fault of faults.sort((a, b) => a.when - b.when)) {
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, fault.when - Date.now())));
        await fault.run();
      }
    })();

    // Open-loop arrivals at a fixed rate: a slow or absent server does not slow the users down.
    const end = started + SECONDS * 1000;
    for (let n = 0; Date.now() < end; n++) {
      const next = started + (n * 1000) / RATE;
      if (next > Date.now()) await new Promise((resolve) => setTimeout(resolve, next - Date.now()));
      const op: Promise<void> = arrival().finally(() => inFlight.delete(op));
      inFlight.add(op);
    }
    await faultsDone;
    await Promise.all(inFlight);
    for (const user of users) await user.settle();

    // 1. Every acknowledged message is stored exactly once, and nothing unacknowledged twice.
    await server.stop();
    const handle = openDatabase(loadConfig({ ...process.env, ...env }));
    try {
      const stored = await handle.db
        .selectFrom('post')
        .select(['id', 'content'])
        .where('content', 'like', 'soak:%')
        .execute();
      const byContent = new Map<string, string[]>();
      for (const row of stored) byContent.set(row.content ?? '', [...(byContent.get(row.content ?? '') ?? []), row.id]);
      expect(refused).toEqual([]);
      expect([...byContent.values()].filter((ids) => ids.length > 1)).toEqual([]);
      for (const message of acked) expect(byContent.get(message.content)).toEqual([message.postId]);

      // 2. Every client applied each of its channels from seq 1 to the end, no gap, no duplicate,
      //    and saw every acknowledged message of the channel once.
      for (const user of users) {
        for (const [name, log] of user.logs) {
          const seqs = log.applied.map((e) => e.seq);
          expect(seqs).toEqual(Array.from({ length: seqs.length }, (_, i) => i + 1));
          const last = await handle.db
            .selectFrom('realtime_channel')
            .select('lastSeq')
            .where('channel', '=', name)
            .executeTakeFirst();
          if (last) expect(seqs.length).toBe(Number(last.lastSeq));
          const created = log.applied
            .filter((e) => e.event === postEvents.created)
            .map((e) => (e.data as { postId: string }).postId);
          const expected = acked.filter((m) => m.channel === name).map((m) => m.postId);
          expect(created.filter((id) => expected.includes(id)).sort()).toEqual([...expected].sort());
          expect(new Set(created).size).toBe(created.length);
          expect(user.stats.outOfOrder).toBe(0);
        }
      }
    } finally {
      await handle.close();
    }

    // 3. The queue finished every job (notifications of relationship posts among them).
    await server.start();
    const drained = Date.now() + DRAIN_MS;
    let jobs: { status: string; n: number }[] = [];
    for (;;) {
      const check = openDatabase(loadConfig({ ...process.env, ...env }));
      // Jobs delayed by design (a chat's e-mail waits CHAT_MAIL_DELAY_MINUTES for a read) are not due yet.
      jobs = (await check.db
        .selectFrom('job')
        .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
        .where('runAt', '<=', new Date().toISOString())
        .groupBy('status')
        .execute()) as { status: string; n: number }[];
      await check.close();
      if (!jobs.some((j) => j.status === 'queued' || j.status === 'running') || Date.now() > drained) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(jobs.filter((j) => j.status !== 'done')).toEqual([]);
    expect(jobs.find((j) => j.status === 'done')?.n ?? 0).toBeGreaterThan(0);

    const totals = users.reduce(
      (sum, u) => ({
        retries: sum.retries + u.stats.retries,
        reconnects: sum.reconnects + u.stats.reconnects,
        gapsFilled: sum.gapsFilled + u.stats.gapsFilled,
        liveDuplicatesSkipped: sum.liveDuplicatesSkipped + u.stats.liveDuplicatesSkipped,
      }),
      { retries: 0, reconnects: 0, gapsFilled: 0, liveDuplicatesSkipped: 0 },
    );
    console.info(
      `soak: ${SECONDS}s, ${USERS} users, ${RATE} ops/s, ${acked.length} messages acknowledged, ${reads} reads, ` +
        `faults [${faults.map((f) => f.what).join(', ')}], restarts took ${server.starts.map((ms) => `${ms} ms`).join(', ')}, ` +
        `client ${JSON.stringify(totals)}, jobs ${JSON.stringify(jobs)}`,
    );
    for (const user of users) user.stop();
  });
});
