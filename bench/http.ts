/**
 * HTTP: a bare Hono hello-world against the real server's GET /api/health, authenticated
 * GET /api/user/id?userId=<self>, and the first page of a group's, a relationship's and the
 * home timeline (10k posts written into a SQLite file, as bench/timeline.ts does), and that group's
 * page as a signed-in browser gets it (with a web build), in the same run.
 *
 * Layout: hello and every server under test run in a Node process of their own
 * (lib/server-process.ts), as in production; autocannon runs in another child process.
 * Each target is warmed up once, then measured in rounds that alternate the targets
 * (A B C A B C), so a busy spell on the host hits baseline and API alike.
 *
 * A/B: with BENCH_AGAINST=<another checkout of this repository> (say a copy of main), each
 * Rapport target is also served by that checkout's code, alternating in the same rounds.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { onCleanup } from './lib/cleanup';
import { hostLoad, loadNote } from './lib/host';
import {
  type LoadTarget as Target,
  probeTargets,
  roundsTable,
  runRounds,
  startHello,
  targetsData,
} from './lib/hello-rounds';
import { signUpUser } from './lib/rapport';
import type { Bench, BenchReport, RunOptions } from './lib/report';
import { type ServerChildSpec, type ServerProcess, startServerProcess } from './lib/server-process';
import { fmtInt } from './lib/table';
import { seedTimelineWith } from './lib/timeline-seed-process';

/** The timelines' posts, and their connections: the issue's home-feed p99 goal is at 20. */
const TIMELINE_POSTS = 10_000;
const TIMELINE_CONNECTIONS = 20;

const FULL = { connections: 50, rounds: 2, secondsPerRound: 5, warmupSec: 3 };
const QUICK = { connections: 50, rounds: 1, secondsPerRound: 2, warmupSec: 1 };

/** Which code serves a target: this checkout, or the one named by BENCH_AGAINST. */
type Code = { checkout?: string; tag: string };

/** The real server on one database, with a user signed up through the API. */
async function rapportTargets(code: Code, spec: ServerChildSpec, withHealth: boolean): Promise<Target[]> {
  const server = await startServerProcess(spec, code.checkout);
  const me = await signUpUser(server);
  const db = server.dialect === 'postgres' ? 'PostgreSQL' : 'SQLite';
  const targets: Target[] = [];
  // The health check runs the same middleware and one query but resolves no session.
  if (withHealth)
    targets.push({
      label: `rapport GET /api/health (${db})${code.tag}`,
      url: `${server.url}/api/health`,
      pid: server.pid,
    });
  targets.push({
    label: `rapport GET /api/user/id (${db})${code.tag}`,
    url: `${server.url}/api/user/id?userId=${me.id}`,
    headers: { authorization: `Bearer ${me.token}` },
    pid: server.pid,
  });
  return targets;
}

/**
 * Group and home first pages (limit 15) for a member, on a SQLite file seeded with the
 * server down, by the code's own checkout (its migrations and column sets).
 */
/** Each timeline server, to read its first-page cache's counters after the rounds. */
const timelineServers: { tag: string; server: ServerProcess }[] = [];

async function timelineTargets(code: Code): Promise<Target[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'rapport-bench-http-timeline-'));
  onCleanup(`rm ${dataDir}`, () => rmSync(dataDir, { recursive: true, force: true }));
  const world = await seedTimelineWith(dataDir, TIMELINE_POSTS, code.checkout);
  // The secret is ours, so the page row can send the session cookie a browser holds (signed).
  const secret = randomBytes(24).toString('base64url');
  const server = await startServerProcess(
    { kind: 'rapport', env: { DATA_DIR: dataDir, SECRET: secret } },
    code.checkout,
  );
  timelineServers.push({ tag: code.tag, server });
  const signature = createHmac('sha256', secret).update(world.viewer.token).digest('base64');
  const headers = { authorization: `Bearer ${world.viewer.token}` };
  const shape = { headers, connections: TIMELINE_CONNECTIONS, pid: server.pid };
  const pageCookie = `rapport.session_token=${encodeURIComponent(`${world.viewer.token}.${signature}`)}`;
  const hasWebBuild = existsSync(join(code.checkout ?? '.', 'dist/web/index.html'));
  if (hasWebBuild) {
    const page = await fetch(`${server.url}/group/${world.groupIds[0]}`, { headers: { cookie: pageCookie } });
    if (!(await page.text()).includes('id="first-answers"')) throw new Error('the group page carries no first answers');
  }
  return [
    {
      label: `rapport GET /api/group/posts (SQLite, 10k posts)${code.tag}`,
      url: `${server.url}/api/group/posts?groupId=${world.groupIds[0]}&limit=15`,
      ...shape,
    },
    {
      label: `rapport GET /api/pairing/posts (SQLite, 10k posts)${code.tag}`,
      // An older checkout's seed (BENCH_AGAINST) does not list them: its first is named the same.
      url: `${server.url}/api/pairing/posts?pairingId=${world.pairingIds?.[0] ?? 'pr0000'}&limit=15`,
      ...shape,
    },
    {
      label: `rapport GET /api/user/posts home (SQLite, 10k posts)${code.tag}`,
      url: `${server.url}/api/user/posts?userId=${world.viewer.id}&limit=15`,
      ...shape,
    },
    // The group's page as a signed-in browser gets it: index.html carrying the answers to the
    // page's first calls (server/http/first-answers.ts), made in-process. Needs a web build.
    ...(hasWebBuild
      ? [
          {
            label: `rapport GET /group/:id page, first answers (SQLite, 10k posts)${code.tag}`,
            url: `${server.url}/group/${world.groupIds[0]}`,
            headers: {
              cookie: pageCookie,
              'accept-encoding': 'br, gzip',
            },
            connections: TIMELINE_CONNECTIONS,
            pid: server.pid,
          },
        ]
      : []),
  ];
}

/** Each Rapport target of this checkout, followed by the same one on the BENCH_AGAINST code. */
async function targetsOf(codes: Code[], make: (code: Code) => Promise<Target[]>): Promise<Target[]> {
  const lists: Target[][] = [];
  for (const code of codes) lists.push(await make(code));
  const first = lists[0] ?? [];
  return first.flatMap((_, i) => lists.map((list) => list[i] as Target));
}

async function run(options: RunOptions): Promise<BenchReport> {
  const shape = options.quick ? QUICK : FULL;
  const loadAtStart = hostLoad();
  const notes: string[] = [];
  const against = process.env.BENCH_AGAINST;
  const codes: Code[] = [{ tag: against ? ' [this]' : '' }];
  if (against) {
    codes.push({ checkout: against, tag: ' [against]' });
    notes.push(`A/B: [this] is this checkout's code, [against] the code of ${against}, in the same rounds.`);
  }
  // The servers stay up through the alternating rounds; run.ts's cleanupAll stops them.
  const targets: Target[] = [{ label: 'hello (bare Hono, own process, baseline)', ...(await startHello()) }];
  targets.push(...(await targetsOf(codes, (code) => rapportTargets(code, { kind: 'rapport' }, true))));
  const postgresUrl = process.env.DATABASE_URL;
  if (postgresUrl && /^postgres(ql)?:\/\//.test(postgresUrl)) {
    targets.push(...(await targetsOf(codes, (code) => rapportTargets(code, { kind: 'rapport', postgresUrl }, false))));
  } else notes.push('PostgreSQL rows skipped: DATABASE_URL is not set to a postgres:// URL.');
  targets.push(...(await targetsOf(codes, timelineTargets)));
  if (!existsSync('dist/web/index.html')) notes.push('The group page row is skipped: no web build (npm run build).');

  await probeTargets(targets);
  const results = await runRounds(targets, shape);
  notes.unshift(
    `autocannon, ${shape.connections} connections (timelines ${TIMELINE_CONNECTIONS}), ${shape.rounds} x ${shape.secondsPerRound} s per target in alternating rounds after a ${shape.warmupSec} s warm-up, loopback; latency of every 2xx response (autocannon 'response' event); CPU µs/req is the server process's CPU time (user + system, from /proc) over its measured requests, steadier than req/s on a shared host. Hello and each server run in a Node process of their own (until this note, hello ran in the bench process beside the servers, which a quiet-host check found cost it about half its figure).`,
    loadNote(loadAtStart, hostLoad()),
  );
  const cache = [];
  for (const { tag, server } of timelineServers) {
    const stats = await server.cacheStats();
    cache.push({ tag, stats });
    notes.push(
      stats
        ? `First-page cache${tag} (timeline server): hit rate ${(stats.hitRate * 100).toFixed(2)}% (${stats.hits} hits, ${stats.misses} misses), ${stats.entries} entries, ${fmtInt(stats.bytes)} bytes.`
        : `First-page cache${tag}: none in this code.`,
    );
  }
  const baseline = (results[0] as (typeof results)[number]).result;
  return {
    name: 'http',
    tables: [
      roundsTable(
        'HTTP: requests/s and latency, ratios against the bare Hono hello-world of this run',
        results,
        baseline,
        notes,
      ),
    ],
    data: {
      shape,
      targets: targetsData(results, baseline),
      firstPageCache: cache,
    },
  };
}

export const httpBench: Bench = {
  name: 'http',
  describe: 'bare Hono hello-world vs health, authenticated GET /api/user/id, group and home timeline pages',
  run,
};
