/**
 * CSV import: one user uploads a 10,000-row contacts file (1,000 with --quick) through
 * POST /api/contact/import, with CSV_INVITES_PER_BATCH=50 and CSV_BATCH_INTERVAL_SECONDS=0,
 * so the queue sends the invitations as fast as it can. Three readings, each against a
 * baseline of the same run on the same server:
 *
 * 1. time to accept (request start to the 200 answer) against an authenticated
 *    GET /api/user/id and against uploading a 100-row file;
 * 2. the latency of a steady stream of GET /api/user/connections/recent (one request at
 *    a time, paced at STREAM_RPS) while the invitations drain, against the same stream
 *    on the idle server just before the upload;
 * 3. drain time (upload accepted to status "done") and rows/s.
 *
 * The server and the client share this process, so a request's latency includes any time
 * the server holds the event loop (SQLite queries are synchronous): that is the point.
 */
import { randomBytes } from 'node:crypto';
import { CSV_IMPORT_COLUMNS } from '../shared/csv-template';
import { hostLoad, loadNote } from './lib/host';
import { type BenchServer, type BenchUser, signUpUser, startRapport } from './lib/rapport';
import type { Bench, BenchReport, RunOptions } from './lib/report';
import { type LatencySummary, ratio, summarize } from './lib/stats';
import { fmt, fmtInt, fmtRatio, type Table } from './lib/table';
import { sleep } from './lib/timing';

const FULL = { rows: 10_000, smallUploads: 6, getSamples: 60, idleSec: 8, afterSec: 5, drainTimeoutSec: 60 };
const QUICK = { rows: 1_000, smallUploads: 4, getSamples: 30, idleSec: 4, afterSec: 3, drainTimeoutSec: 30 };
type Shape = typeof FULL;

const SMALL_ROWS = 100;
const INVITES_PER_BATCH = 50;
/** Pace of the latency stream: one request every 50 ms, never two at once. */
const STREAM_RPS = 20;
const POLL_MS = 250;

/** The real server with the import's batch settings (no pause between batches). */
function startImportServer(postgresUrl?: string): Promise<BenchServer> {
  return startRapport({
    ...(postgresUrl ? { postgresUrl } : {}),
    env: { CSV_INVITES_PER_BATCH: String(INVITES_PER_BATCH), CSV_BATCH_INTERVAL_SECONDS: '0' },
  });
}

/** Header plus `count` contacts at addresses no other file of the run uses. */
function contactsCsv(count: number, label: string): string {
  const run = randomBytes(4).toString('hex');
  const lines = [CSV_IMPORT_COLUMNS.join(',')];
  for (let i = 0; i < count; i++)
    lines.push(`${label}-${run}-${i}@example.test,First${i},Last${i},Company ${i % 97},Title ${i % 13}`);
  return `${lines.join('\r\n')}\r\n`;
}

async function timedGet(url: string, me: BenchUser): Promise<{ ms: number; status: number }> {
  const started = performance.now();
  const res = await fetch(url, { headers: { authorization: `Bearer ${me.token}` } });
  await res.arrayBuffer();
  return { ms: performance.now() - started, status: res.status };
}

type Accepted = { importId: string; total: number; valid: number; skipped: number };

/** One upload as the web app sends it; the clock runs from the request to the read answer. */
async function upload(server: BenchServer, me: BenchUser, csv: string): Promise<Accepted & { ms: number }> {
  const form = new FormData();
  form.append('userId', me.id);
  form.append('message', 'Join me on the workspace');
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'contacts.csv');
  const started = performance.now();
  const res = await fetch(`${server.url}/api/contact/import`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${me.token}`, origin: server.services.config.publicUrl },
  });
  const text = await res.text();
  const ms = performance.now() - started;
  if (res.status !== 200) throw new Error(`upload answered ${res.status}: ${text.slice(0, 200)}`);
  return { ...(JSON.parse(text) as { data: Accepted }).data, ms };
}

type Progress = { status: string; total: number; sent: number; failed: number };

async function progressOf(server: BenchServer, me: BenchUser, importId: string): Promise<Progress> {
  const res = await fetch(`${server.url}/api/contact/import/${importId}`, {
    headers: { authorization: `Bearer ${me.token}` },
  });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`import progress answered ${res.status}: ${text.slice(0, 200)}`);
  return (JSON.parse(text) as { data: Progress }).data;
}

/** Polls until the import is done or the time is up; answers the last progress seen. */
async function waitDone(server: BenchServer, me: BenchUser, importId: string, timeoutMs: number): Promise<Progress> {
  const until = performance.now() + timeoutMs;
  for (;;) {
    const progress = await progressOf(server, me, importId);
    if (progress.status === 'done' || performance.now() > until) return progress;
    await sleep(POLL_MS);
  }
}

type StreamResult = LatencySummary & { failed: number; late: number; seconds: number };

/**
 * A steady stream of authenticated GETs: one request every 1000/STREAM_RPS ms, one at a
 * time; a request that overruns its slot delays the next (counted as `late`), the stream
 * never bursts to catch up. Latency is request start to the read answer.
 */
function startStream(url: string, me: BenchUser): { stop(): Promise<StreamResult> } {
  const interval = 1000 / STREAM_RPS;
  const samples: number[] = [];
  let failed = 0;
  let late = 0;
  let stopped = false;
  const began = performance.now();
  const loop = (async () => {
    let next = performance.now();
    while (!stopped) {
      const wait = next - performance.now();
      if (wait > 0) await sleep(wait);
      if (stopped) break;
      if (performance.now() - next > interval) late++;
      const { ms, status } = await timedGet(url, me);
      if (status === 200) samples.push(ms);
      else failed++;
      next = Math.max(next + interval, performance.now() - interval);
    }
  })();
  return {
    async stop() {
      stopped = true;
      await loop;
      return { ...summarize(samples), failed, late, seconds: (performance.now() - began) / 1000 };
    },
  };
}

type DialectFigures = {
  db: string;
  rows: number;
  get: LatencySummary;
  small: LatencySummary;
  big: Accepted & { ms: number };
  idle: StreamResult;
  draining: StreamResult;
  after: StreamResult;
  drain: { seconds: number; done: boolean; sent: number; failed: number; rowsPerSec: number };
};

async function benchDialect(shape: Shape, postgresUrl?: string): Promise<DialectFigures> {
  const server = await startImportServer(postgresUrl);
  const db = server.dialect === 'postgres' ? 'PostgreSQL' : 'SQLite';
  const me = await signUpUser(server);
  const idUrl = `${server.url}/api/user/id?userId=${me.id}`;
  const recentUrl = `${server.url}/api/user/connections/recent?userId=${me.id}&skip=0&limit=20`;
  for (const url of [idUrl, recentUrl]) {
    const probe = await timedGet(url, me);
    if (probe.status !== 200) throw new Error(`${db}: ${url} answered ${probe.status}`);
  }

  // Warm-up: both GETs and the upload path (parsing, the queue's first batches).
  for (let i = 0; i < 20; i++) await Promise.all([timedGet(idUrl, me), timedGet(recentUrl, me)]);
  const warm = await upload(server, me, contactsCsv(SMALL_ROWS, 'warm'));
  await waitDone(server, me, warm.importId, 20_000);

  // Baseline 1: a trivial authenticated GET.
  const getMs: number[] = [];
  for (let i = 0; i < shape.getSamples; i++) getMs.push((await timedGet(idUrl, me)).ms);

  // Baseline 2: 100-row uploads, each left to drain before the next.
  const smallMs: number[] = [];
  for (let i = 0; i < shape.smallUploads; i++) {
    const small = await upload(server, me, contactsCsv(SMALL_ROWS, `small${i}`));
    smallMs.push(small.ms);
    const done = await waitDone(server, me, small.importId, 20_000);
    if (done.status !== 'done') throw new Error(`${db}: a ${SMALL_ROWS}-row import did not finish in 20 s`);
  }

  // Baseline 3: the stream on the idle server.
  const idleStream = startStream(recentUrl, me);
  await sleep(shape.idleSec * 1000);
  const idle = await idleStream.stop();

  // The big upload, then the same stream until the import is done.
  const csv = contactsCsv(shape.rows, 'big');
  const big = await upload(server, me, csv);
  const acceptedAt = Date.now();
  const acceptedPerf = performance.now();
  if (big.valid !== shape.rows) throw new Error(`${db}: ${big.valid} of ${shape.rows} rows valid`);
  console.log(`  ${db}: ${fmtInt(shape.rows)} rows accepted in ${fmt(big.ms)} ms; draining`);
  const drainStream = startStream(recentUrl, me);
  const progress = await waitDone(server, me, big.importId, shape.drainTimeoutSec * 1000);
  const draining = await drainStream.stop();
  const polledSec = (performance.now() - acceptedPerf) / 1000;
  const done = progress.status === 'done';
  // The server stamps completedAt when it marks the import done: finer than the poll.
  const record = await server.services.db
    .selectFrom('contact_import')
    .select('completedAt')
    .where('id', '=', big.importId)
    .executeTakeFirst();
  const completedSec = record?.completedAt ? (Date.parse(record.completedAt) - acceptedAt) / 1000 : Number.NaN;
  const seconds = done && Number.isFinite(completedSec) && completedSec > 0 ? completedSec : polledSec;
  const settled = progress.sent + progress.failed;
  const drain = { seconds, done, sent: progress.sent, failed: progress.failed, rowsPerSec: settled / seconds };
  console.log(
    `  ${db}: ${done ? 'drained' : `NOT drained (${fmtInt(settled)} rows)`} in ${fmt(seconds)} s, ${fmtInt(drain.rowsPerSec)} rows/s; recent p50 ${fmt(draining.p50)} ms (idle ${fmt(idle.p50)} ms)`,
  );
  // The stream on the idle server once more: tells host drift from the import's effect.
  const afterStream = startStream(recentUrl, me);
  await sleep(shape.afterSec * 1000);
  const after = await afterStream.stop();
  await server.stop();
  return {
    db,
    rows: shape.rows,
    get: summarize(getMs),
    small: summarize(smallMs),
    big,
    idle,
    draining,
    after,
    drain,
  };
}

async function run(options: RunOptions): Promise<BenchReport> {
  const shape = options.quick ? QUICK : FULL;
  const loadAtStart = hostLoad();
  const notes: string[] = [];
  const figures = [await benchDialect(shape)];
  const postgresUrl = process.env.DATABASE_URL;
  if (postgresUrl && /^postgres(ql)?:\/\//.test(postgresUrl)) figures.push(await benchDialect(shape, postgresUrl));
  else notes.push('PostgreSQL rows skipped: DATABASE_URL is not set to a postgres:// URL.');
  const load = loadNote(loadAtStart, hostLoad());
  const rows = fmtInt(shape.rows);

  const accept: Table = {
    title: `CSV import: accepting and draining a ${rows}-row file (${INVITES_PER_BATCH} invitations a batch, no interval)`,
    headers: [
      'database',
      'accept ms',
      'GET id p50 ms',
      `${SMALL_ROWS}-row p50 ms`,
      'accept / GET',
      `accept / ${SMALL_ROWS}-row`,
      'drain s',
      'rows/s',
      'sent',
      'failed',
    ],
    rows: figures.map((f) => [
      f.db,
      fmt(f.big.ms),
      fmt(f.get.p50),
      fmt(f.small.p50),
      fmtRatio(ratio(f.big.ms, f.get.p50)),
      fmtRatio(ratio(f.big.ms, f.small.p50)),
      f.drain.done ? fmt(f.drain.seconds) : `>${fmt(f.drain.seconds)}`,
      fmtInt(f.drain.rowsPerSec),
      fmtInt(f.drain.sent),
      fmtInt(f.drain.failed),
    ]),
    notes: [
      `accept = one upload of the ${rows}-row file (~${fmt(Buffer.byteLength(contactsCsv(shape.rows, 'size')) / 1024 / 1024, 1)} MB), request start to the read 200 answer; baselines on the same server just before: p50 of ${shape.getSamples} sequential GET /api/user/id and of ${shape.smallUploads} ${SMALL_ROWS}-row uploads (each drained before the next).`,
      `drain = accepted to the server's completedAt on the import (status done, polled every ${POLL_MS} ms through GET /api/contact/import/:id); rows/s = (sent + failed) / drain. QUEUE_CONCURRENCY default (2); no SMTP, so invitation mails stop in the outbox table.`,
      load,
      ...notes,
    ],
  };
  const latency: Table = {
    title: `Request latency while the import drains: GET /api/user/connections/recent, ${STREAM_RPS} req/s one at a time, ms`,
    headers: ['database / phase', 'requests', 'late', 'p50', 'p99', 'max', 'p50 / idle', 'p99 / idle'],
    rows: figures.flatMap((f) =>
      (
        [
          ['idle', f.idle],
          ['draining', f.draining],
          ['idle after', f.after],
        ] as const
      ).map(([phase, s]) => [
        `${f.db} ${phase}`,
        fmtInt(s.count) + (s.failed ? ` (${fmtInt(s.failed)} failed)` : ''),
        fmtInt(s.late),
        fmt(s.p50),
        fmt(s.p99),
        fmt(s.max),
        fmtRatio(ratio(s.p50, f.idle.p50)),
        fmtRatio(ratio(s.p99, f.idle.p99)),
      ]),
    ),
    notes: [
      `idle = ${shape.idleSec} s of the stream just before the upload (the baseline of the ratios); draining = the stream from the accepted answer until the import is done; idle after = ${shape.afterSec} s more once it is done, a check on host drift (far from 1.00x: the host, not the import, moved the figures). Client and server share one process, so latency includes time the server holds the event loop.`,
      `late = requests that started more than one slot (${1000 / STREAM_RPS} ms) after their time because the one before overran; the stream never bursts to catch up.`,
    ],
  };
  return {
    name: 'csv-import',
    tables: [accept, latency],
    data: {
      shape: { ...shape, smallRows: SMALL_ROWS, invitesPerBatch: INVITES_PER_BATCH, streamRps: STREAM_RPS },
      ...Object.fromEntries(
        figures.map((f) => [
          f.db,
          {
            acceptMs: f.big.ms,
            getUserId: f.get,
            smallUpload: f.small,
            ratios: {
              acceptOverGet: ratio(f.big.ms, f.get.p50),
              acceptOverSmall: ratio(f.big.ms, f.small.p50),
              drainingP50OverIdle: ratio(f.draining.p50, f.idle.p50),
              drainingP99OverIdle: ratio(f.draining.p99, f.idle.p99),
            },
            idle: f.idle,
            draining: f.draining,
            idleAfter: f.after,
            drain: f.drain,
          },
        ]),
      ),
    },
  };
}

export const csvImportBench: Bench = {
  name: 'csv-import',
  describe: '10k-row CSV upload: accept time, drain rows/s, request latency while it drains',
  run,
};
