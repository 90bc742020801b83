/**
 * HTTP: a bare Hono hello-world against the real server's GET /api/health, authenticated
 * GET /api/user/id?userId=<self>, and the first page of a group timeline and of the home
 * feed (10k posts written into a SQLite file, as bench/timeline.ts does), in the same run.
 *
 * Layout: every server under test listens in this process (as in production, one Node
 * process per server); autocannon runs in a child process so the load generator has the
 * second core. Each target is warmed up once, then measured in rounds that alternate the
 * targets (A B C A B C), so a busy spell on the host hits baseline and API alike.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/database';
import { migrateToLatest } from '../server/db/migrate';
import { onCleanup } from './lib/cleanup';
import { hostLoad, loadNote } from './lib/host';
import { combine, type LoadResult, type LoadSample, runLoad } from './lib/load';
import { type BenchServer, signUpUser, startRapport } from './lib/rapport';
import type { Bench, BenchReport, RunOptions } from './lib/report';
import { ratio } from './lib/stats';
import { fmt, fmtInt, fmtRatio, type Table } from './lib/table';
import { seedPosts, seedWorld } from './lib/timeline-seed';

type Target = { label: string; url: string; headers?: Record<string, string>; connections?: number };

/** The timelines' posts, and their connections: the issue's home-feed p99 goal is at 20. */
const TIMELINE_POSTS = 10_000;
const TIMELINE_CONNECTIONS = 20;

const FULL = { connections: 50, rounds: 2, secondsPerRound: 5, warmupSec: 3 };
const QUICK = { connections: 50, rounds: 1, secondsPerRound: 2, warmupSec: 1 };

async function startHello(): Promise<string> {
  const app = new Hono().get('/', (c) => c.text('ok'));
  const server = await new Promise<Server>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s as Server));
  });
  onCleanup('hello server', () => new Promise<void>((resolve) => server.close(() => resolve())));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
}

/** The real server on one database, with a user signed up through the API. */
async function rapportTargets(server: BenchServer, withHealth: boolean): Promise<Target[]> {
  const me = await signUpUser(server);
  const db = server.dialect === 'postgres' ? 'PostgreSQL' : 'SQLite';
  const targets: Target[] = [];
  // The health check runs the same middleware and one query but resolves no session.
  if (withHealth) targets.push({ label: `rapport GET /api/health (${db})`, url: `${server.url}/api/health` });
  targets.push({
    label: `rapport GET /api/user/id (${db})`,
    url: `${server.url}/api/user/id?userId=${me.id}`,
    headers: { authorization: `Bearer ${me.token}` },
  });
  return targets;
}

/** Group and home first pages (limit 15) for a member, on a SQLite file seeded with the server down. */
async function timelineTargets(): Promise<Target[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'rapport-bench-http-timeline-'));
  onCleanup(`rm ${dataDir}`, () => rmSync(dataDir, { recursive: true, force: true }));
  const config = loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production', LOG_LEVEL: 'silent' });
  if (config.database.dialect !== 'sqlite' || !config.database.file) throw new Error('timelines are seeded on SQLite');
  const handle = openDatabase(config);
  await migrateToLatest(handle.db, 'sqlite');
  await handle.close();
  const world = seedWorld(config.database.file);
  seedPosts(config.database.file, 0, TIMELINE_POSTS);
  const server = await startRapport({ env: { DATA_DIR: dataDir } });
  const headers = { authorization: `Bearer ${world.viewer.token}` };
  const shape = { headers, connections: TIMELINE_CONNECTIONS };
  return [
    {
      label: 'rapport GET /api/group/posts (SQLite, 10k posts)',
      url: `${server.url}/api/group/posts?groupId=${world.groupIds[0]}&limit=15`,
      ...shape,
    },
    {
      label: 'rapport GET /api/user/posts home (SQLite, 10k posts)',
      url: `${server.url}/api/user/posts?userId=${world.viewer.id}&limit=15`,
      ...shape,
    },
  ];
}

async function run(options: RunOptions): Promise<BenchReport> {
  const shape = options.quick ? QUICK : FULL;
  const loadAtStart = hostLoad();
  const notes: string[] = [];
  // The servers stay up through the alternating rounds; run.ts's cleanupAll closes them.
  const targets: Target[] = [{ label: 'hello (bare Hono, baseline)', url: await startHello() }];
  targets.push(...(await rapportTargets(await startRapport(), true)));
  const postgresUrl = process.env.DATABASE_URL;
  if (postgresUrl && /^postgres(ql)?:\/\//.test(postgresUrl)) {
    targets.push(...(await rapportTargets(await startRapport({ postgresUrl }), false)));
  } else notes.push('PostgreSQL rows skipped: DATABASE_URL is not set to a postgres:// URL.');
  targets.push(...(await timelineTargets()));

  for (const target of targets) {
    // Fail fast with a readable reason rather than benchmarking 401s.
    const probe = await fetch(target.url, { headers: target.headers });
    if (probe.status !== 200) throw new Error(`${target.label}: ${target.url} answered ${probe.status}`);
  }
  const samples = new Map<Target, LoadSample[]>(targets.map((t) => [t, []]));
  for (let round = 0; round < shape.rounds; round++) {
    for (const target of targets) {
      const load = { url: target.url, headers: target.headers, connections: target.connections ?? shape.connections };
      const sample = await runLoad({
        ...load,
        durationSec: shape.secondsPerRound,
        warmupSec: round === 0 ? shape.warmupSec : 0,
      });
      samples.get(target)?.push(sample);
      console.log(
        `  round ${round + 1}/${shape.rounds} ${target.label}: ${fmtInt(sample.total / sample.seconds)} req/s`,
      );
    }
  }
  const results = targets.map((t) => ({ ...t, result: combine(samples.get(t) ?? []) }));
  notes.unshift(
    `autocannon, ${shape.connections} connections (timelines ${TIMELINE_CONNECTIONS}), ${shape.rounds} x ${shape.secondsPerRound} s per target in alternating rounds after a ${shape.warmupSec} s warm-up, loopback; latency of every 2xx response (autocannon 'response' event).`,
    loadNote(loadAtStart, hostLoad()),
  );
  const baseline = (results[0] as (typeof results)[number]).result;
  return {
    name: 'http',
    tables: [tableOf(results, baseline, notes)],
    data: {
      shape,
      targets: results.map(({ label, url, result }) => ({
        label,
        path: new URL(url).pathname,
        ...result,
        ratios: ratiosOf(result, baseline),
      })),
    },
  };
}

function ratiosOf(r: LoadResult, b: LoadResult) {
  return { rps: ratio(r.rps, b.rps), p50: ratio(r.p50, b.p50), p99: ratio(r.p99, b.p99) };
}

function tableOf(results: { label: string; result: LoadResult }[], baseline: LoadResult, notes: string[]): Table {
  return {
    title: 'HTTP: requests/s and latency, ratios against the bare Hono hello-world of this run',
    headers: ['target', 'req/s', 'p50 ms', 'p99 ms', 'failed', 'rps / hello', 'p50 / hello', 'p99 / hello'],
    rows: results.map(({ label, result: r }) => {
      const x = ratiosOf(r, baseline);
      return [
        label,
        fmtInt(r.rps),
        fmt(r.p50),
        fmt(r.p99),
        fmtInt(r.failures),
        fmtRatio(x.rps),
        fmtRatio(x.p50),
        fmtRatio(x.p99),
      ];
    }),
    notes,
  };
}

export const httpBench: Bench = {
  name: 'http',
  describe: 'bare Hono hello-world vs health, authenticated GET /api/user/id, group and home timeline pages',
  run,
};
