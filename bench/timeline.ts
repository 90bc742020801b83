/**
 * Timelines: GET /api/group/posts?groupId&limit=15 (a member) and GET /api/user/posts (the
 * home feed) p50/p99 with 10k and then 1M posts (--quick: 100k) on one SQLite file, read as
 * the growth ratio large / small; then requests/s of both under autocannon against a bare
 * Hono hello-world of the same run. Posts are written straight into the file while the
 * server is down (lib/timeline-seed.ts), spread over groups, pairings and visibilities so
 * the visibility rule does real work. Latency requests are sequential, one user's wait.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/database';
import { migrateToLatest } from '../server/db/migrate';
import { onCleanup } from './lib/cleanup';
import { startHello } from './lib/hello-rounds';
import { hostLoad, loadNote } from './lib/host';
import { combine, type LoadResult, runLoad } from './lib/load';
import { assertTokenWorks, type BenchServer, startRapport } from './lib/rapport';
import type { Bench, BenchReport, RunOptions } from './lib/report';
import { type LatencySummary, ratio, summarize } from './lib/stats';
import { fmt, fmtInt, fmtRatio, type Table } from './lib/table';
import { SEED, seedPosts, seedWorld, type TimelineWorld } from './lib/timeline-seed';

const FULL = { small: 10_000, large: 1_000_000, requests: 100, warmup: 10, loadSec: 5, loadWarmupSec: 2 };
const QUICK = { small: 10_000, large: 100_000, requests: 60, warmup: 10, loadSec: 2, loadWarmupSec: 1 };
const CONNECTIONS = 20;

type Shape = typeof FULL;
type Endpoint = 'group' | 'home';
const ENDPOINTS: Endpoint[] = ['group', 'home'];
const LABEL: Record<Endpoint, string> = {
  group: 'GET /api/group/posts (member)',
  home: 'GET /api/user/posts (home feed)',
};

function urlOf(server: BenchServer, world: TimelineWorld, endpoint: Endpoint, i: number): string {
  if (endpoint === 'home') return `${server.url}/api/user/posts?userId=${world.viewer.id}&limit=15`;
  return `${server.url}/api/group/posts?groupId=${world.groupIds[i % world.groupIds.length]}&limit=15`;
}

async function timeRequest(url: string, token: string): Promise<number> {
  const started = performance.now();
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  const body = (await res.json()) as { data?: { results?: unknown[] } };
  const ms = performance.now() - started;
  if (res.status !== 200 || body.data?.results?.length !== 15) {
    throw new Error(`${url} answered ${res.status} with ${body.data?.results?.length} posts`);
  }
  return ms;
}

/** Sequential first pages, the endpoints interleaved so drift on the host hits both alike. */
async function latencies(server: BenchServer, world: TimelineWorld, shape: Shape) {
  const samples: Record<Endpoint, number[]> = { group: [], home: [] };
  for (let i = 0; i < shape.warmup + shape.requests; i++) {
    for (const endpoint of ENDPOINTS) {
      const ms = await timeRequest(urlOf(server, world, endpoint, i), world.viewer.token);
      if (i >= shape.warmup) samples[endpoint].push(ms);
    }
  }
  return { group: summarize(samples.group), home: summarize(samples.home) };
}

async function throughput(url: string, shape: Shape, token?: string): Promise<LoadResult> {
  const headers = token ? { authorization: `Bearer ${token}` } : undefined;
  const sample = await runLoad({
    url,
    headers,
    connections: CONNECTIONS,
    durationSec: shape.loadSec,
    warmupSec: shape.loadWarmupSec,
  });
  return combine([sample]);
}

function sqliteFile(dataDir: string): string {
  const { database } = loadConfig({ DATA_DIR: dataDir });
  if (database.dialect !== 'sqlite' || !database.file) throw new Error('the timeline bench runs on SQLite');
  return database.file;
}

type Scale = {
  posts: number;
  seedRowsPerSec: number;
  latency: Record<Endpoint, LatencySummary>;
  load: Record<Endpoint, LoadResult>;
};

/** Seeds up to `posts` with the server down, starts it on the file, measures, stops it. */
async function measureAt(dataDir: string, world: TimelineWorld, from: number, posts: number, shape: Shape) {
  const seedRowsPerSec = seedPosts(sqliteFile(dataDir), from, posts);
  console.log(`  ${fmtInt(posts)} posts seeded (${fmtInt(seedRowsPerSec)} posts/s)`);
  const server = await startRapport({ env: { DATA_DIR: dataDir } });
  await assertTokenWorks(server, world.viewer);
  const latency = await latencies(server, world, shape);
  console.log(
    `  ${fmtInt(posts)}: group p50 ${fmt(latency.group.p50)} ms, home p50 ${fmt(latency.home.p50)} ms (sequential)`,
  );
  const load = {
    group: await throughput(urlOf(server, world, 'group', 0), shape, world.viewer.token),
    home: await throughput(urlOf(server, world, 'home', 0), shape, world.viewer.token),
  };
  await server.stop();
  return { posts, seedRowsPerSec, latency, load } satisfies Scale;
}

async function run(options: RunOptions): Promise<BenchReport> {
  const shape = options.quick ? QUICK : FULL;
  const loadAtStart = hostLoad();
  const dataDir = mkdtempSync(join(tmpdir(), 'rapport-bench-timeline-'));
  onCleanup(`rm ${dataDir}`, () => rmSync(dataDir, { recursive: true, force: true }));
  const config = loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production', LOG_LEVEL: 'silent' });
  const handle = openDatabase(config);
  await migrateToLatest(handle.db, 'sqlite');
  await handle.close();
  const world = seedWorld(sqliteFile(dataDir));

  const hello = await throughput((await startHello()).url, shape);
  const small = await measureAt(dataDir, world, 0, shape.small, shape);
  const large = await measureAt(dataDir, world, shape.small, shape.large, shape);
  const notes = [
    `${fmtInt(SEED.people)} people, ${SEED.groups} groups of ${SEED.groupSize} (viewer in ${SEED.viewerGroups}), ${SEED.pairings} pairings (viewer in ${SEED.viewerPairings}); posts: 40% group, 20% pairing, 10% PUBLIC, 20% relationships, 10% named people; 1% deleted; 1 in 5 with a signed attachment.`,
    `Latency: ${shape.requests} sequential first pages (limit 15) per endpoint after ${shape.warmup} warm-up, the viewer's ${SEED.viewerGroups} groups in turn; ratio = figure at ${fmtInt(shape.large)} / figure at ${fmtInt(shape.small)} posts (goal < 2x).`,
    `Seeding (posts/s, straight into the SQLite file with the server down): ${fmtInt(small.seedRowsPerSec)} then ${fmtInt(large.seedRowsPerSec)}.`,
    `req/s: autocannon, ${CONNECTIONS} connections, ${shape.loadSec} s after ${shape.loadWarmupSec} s warm-up, first page each request; hello (bare Hono) ${fmtInt(hello.rps)} req/s.`,
    loadNote(loadAtStart, hostLoad()),
  ];
  const k = (n: number) => (n >= 1_000_000 ? `${fmtInt(n / 1_000_000)}M` : `${fmtInt(n / 1000)}k`);
  const latencyTable: Table = {
    title: `Timeline first page (SQLite): latency ms at ${k(shape.small)} and ${k(shape.large)} posts, and the growth ratio`,
    headers: [
      'endpoint',
      `p50 ${k(shape.small)}`,
      `p99 ${k(shape.small)}`,
      `p50 ${k(shape.large)}`,
      `p99 ${k(shape.large)}`,
      'p50 ratio',
      'p99 ratio',
    ],
    rows: ENDPOINTS.map((e) => [
      LABEL[e],
      fmt(small.latency[e].p50),
      fmt(small.latency[e].p99),
      fmt(large.latency[e].p50),
      fmt(large.latency[e].p99),
      fmtRatio(ratio(large.latency[e].p50, small.latency[e].p50)),
      fmtRatio(ratio(large.latency[e].p99, small.latency[e].p99)),
    ]),
    notes,
  };
  const loadTable: Table = {
    title: 'Timeline first page (SQLite): requests/s against the bare Hono hello-world of this run',
    headers: ['target', 'posts', 'req/s', 'p50 ms', 'p99 ms', 'failed', 'rps / hello'],
    rows: [
      [
        'hello (bare Hono, baseline)',
        '',
        fmtInt(hello.rps),
        fmt(hello.p50),
        fmt(hello.p99),
        fmtInt(hello.failures),
        '1.00x',
      ],
      ...[small, large].flatMap((scale) =>
        ENDPOINTS.map((e) => {
          const r = scale.load[e];
          return [
            LABEL[e],
            k(scale.posts),
            fmtInt(r.rps),
            fmt(r.p50),
            fmt(r.p99),
            fmtInt(r.failures),
            fmtRatio(ratio(r.rps, hello.rps)),
          ];
        }),
      ),
    ],
  };
  const figures = (s: Scale) => ({
    posts: s.posts,
    seedRowsPerSec: s.seedRowsPerSec,
    latency: s.latency,
    load: s.load,
  });
  return {
    name: 'timeline',
    tables: [latencyTable, loadTable],
    data: {
      shape,
      seed: SEED,
      hello,
      small: figures(small),
      large: figures(large),
      ratios: Object.fromEntries(
        ENDPOINTS.map((e) => [
          e,
          {
            p50: ratio(large.latency[e].p50, small.latency[e].p50),
            p99: ratio(large.latency[e].p99, small.latency[e].p99),
          },
        ]),
      ),
    },
  };
}

export const timelineBench: Bench = {
  name: 'timeline',
  describe: 'group and home timeline p50/p99 at 10k and 1M posts (growth ratio), req/s vs hello',
  run,
};
