/**
 * Chat writes against the disk's limit (issue 32): chat POSTs acknowledged per second at 20
 * connections, and one after another, against a bare Hono app that inserts the message as one
 * row with the same durability, on SQLite (WAL, synchronous=FULL) and, when DATABASE_URL names
 * one, PostgreSQL (synchronous_commit on), each against its own baseline in the same rounds.
 *
 * Every server runs in its own process (lib/server-process.ts); autocannon (lib/load.ts) sends
 * the 20-connection load from another, the sequential POSTs come from lib/sender.ts. A round
 * measures each writer in turn; the table gives medians over the rounds and the server's CPU
 * µs per acknowledged POST (steadier than rates on a shared host). With BENCH_AGAINST=<another
 * checkout> the Rapport rows are also served by that checkout's code, in the same rounds.
 */
import { sendChat } from './lib/chat-send';
import { hostBusy, hostCpuMs, hostLoad, loadNote } from './lib/host';
import { runLoad } from './lib/load';
import { postgresCpu, postgresCpuBetween, processCpuMs } from './lib/process-cpu';
import type { Bench, BenchReport, RunOptions } from './lib/report';
import { type ServerProcess, startServerProcess } from './lib/server-process';
import { median, ratio, summarize } from './lib/stats';
import { fmtInt, fmtRatio, type Table } from './lib/table';

const CONNECTIONS = 20;
const MEMBERS = 100;
const FULL = { rounds: 3, seconds: 4, sequential: 150 };
const QUICK = { rounds: 2, seconds: 2, sequential: 40 };
type Shape = typeof FULL;

type Target = { label: string; server: ServerProcess; sender: { id: string; token: string }; groupId: string };
type Figures = {
  perSecond: number[];
  cpuUs: number[];
  /** PostgreSQL's CPU µs per acknowledged POST (NaN on SQLite, which runs in the server). */
  dbCpuUs: number[];
  /** The share of the host's cores busy under the load (every process: server, database, load generator). */
  hostBusy: number[];
  p50: number[];
  p99: number[];
  seqMs: number[];
  failures: number;
};

function chatBody(target: Target, content: string): string {
  return JSON.stringify({
    createdBy: target.sender.id,
    userId: target.sender.id,
    title: 'Bench Post',
    content,
    status: 'published',
    visibility: 'private',
    type: 'chat',
    groupsToShareWith: [target.groupId],
  });
}

async function targets(postgresUrl: string | undefined, against: string | undefined): Promise<Target[]> {
  const bare = await startServerProcess({ kind: 'insert', ...(postgresUrl ? { postgresUrl } : {}) });
  const list: Target[] = [
    { label: 'bare Hono + single-row insert', server: bare, sender: { id: 'bench', token: 'none' }, groupId: 'g' },
  ];
  // This checkout's server with group commit off and on (DB_GROUP_COMMIT; on by default, see
  // config.ts), in the same rounds; with BENCH_AGAINST, the other checkout's as it is configured.
  const servers: [string, Record<string, string>, string | undefined][] = against
    ? [
        [' [this, group commit on]', { DB_GROUP_COMMIT: '1' }, undefined],
        [' [against]', {}, against],
      ]
    : [
        [', group commit off', { DB_GROUP_COMMIT: '0' }, undefined],
        [', group commit on', { DB_GROUP_COMMIT: '1' }, undefined],
      ];
  for (const [tag, env, checkout] of servers) {
    const server = await startServerProcess(
      { kind: 'rapport', chatGroup: MEMBERS, env, ...(postgresUrl ? { postgresUrl } : {}) },
      checkout,
    );
    if (!server.chatGroup) throw new Error(`the server of ${checkout ?? 'this checkout'} made no chat group`);
    list.push({ label: `rapport chat POST${tag}`, server, ...server.chatGroup });
  }
  return list;
}

/** 20 connections for `seconds`: acknowledged POSTs per second and server CPU µs per POST. */
async function concurrent(target: Target, seconds: number, postgres: boolean) {
  const cpuBefore = processCpuMs(target.server.pid);
  const dbBefore = postgres ? postgresCpu() : null;
  const hostBefore = hostCpuMs();
  const sample = await runLoad({
    url: `${target.server.url}/api/post`,
    connections: CONNECTIONS,
    durationSec: seconds,
    warmupSec: 0,
    method: 'POST',
    body: chatBody(target, 'A chat message under load'),
    headers: { authorization: `Bearer ${target.sender.token}`, 'content-type': 'application/json' },
  });
  const cpuAfter = processCpuMs(target.server.pid);
  const dbAfter = postgres ? postgresCpu() : null;
  const hostAfter = hostCpuMs();
  const acked = sample.latencies.length;
  const cpuUs = cpuBefore === null || cpuAfter === null ? Number.NaN : ((cpuAfter - cpuBefore) * 1000) / acked;
  const latency = summarize(sample.latencies);
  return {
    perSecond: acked / sample.seconds,
    cpuUs,
    hostBusy: hostBusy(hostBefore, hostAfter),
    dbCpuUs:
      dbBefore === null || dbAfter === null ? Number.NaN : (postgresCpuBetween(dbBefore, dbAfter) * 1000) / acked,
    p50: latency.p50,
    p99: latency.p99,
    failures: sample.total - acked + sample.errors,
  };
}

/** `count` POSTs one after another: the median time to the answer, ms. */
async function sequential(target: Target, count: number): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < count; i++)
    times.push((await sendChat(target.server, target.sender, target.groupId, `Sequential ${i}`)).ms);
  return median(times);
}

async function measure(shape: Shape, dialect: string, postgresUrl?: string): Promise<Table> {
  const loadAtStart = hostLoad();
  const list = await targets(postgresUrl, process.env.BENCH_AGAINST);
  const figures = new Map<Target, Figures>(
    list.map((t) => [
      t,
      { perSecond: [], cpuUs: [], dbCpuUs: [], hostBusy: [], p50: [], p99: [], seqMs: [], failures: 0 },
    ]),
  );
  // One unmeasured pass warms each server up (JIT, statement caches, connections).
  for (const target of list) {
    await concurrent(target, 1, !!postgresUrl);
    await sequential(target, 10);
  }
  for (let round = 0; round < shape.rounds; round++) {
    for (const target of list) {
      const f = figures.get(target) as Figures;
      const load = await concurrent(target, shape.seconds, !!postgresUrl);
      f.perSecond.push(load.perSecond);
      f.cpuUs.push(load.cpuUs);
      f.dbCpuUs.push(load.dbCpuUs);
      f.hostBusy.push(load.hostBusy);
      f.p50.push(load.p50);
      f.p99.push(load.p99);
      f.failures += load.failures;
      f.seqMs.push(await sequential(target, shape.sequential));
      console.log(
        `  ${dialect} round ${round + 1}/${shape.rounds} ${target.label}: ${fmtInt(load.perSecond)}/s at ${CONNECTIONS}, sequential ${f.seqMs.at(-1)?.toFixed(2)} ms`,
      );
    }
  }
  const notes = [
    `Acked/s: autocannon, ${CONNECTIONS} connections, ${shape.seconds} s per round, the same chat body each time (a group of ${MEMBERS}, members offline); ${shape.rounds} rounds after one warm-up pass, medians. Sequential: ${shape.sequential} POSTs one after another per round from the sender process, median time to the whole answer.`,
    `Baseline: a bare Hono POST inserting one row, committed alone (${dialect === 'SQLite' ? 'better-sqlite3, WAL, synchronous=FULL' : 'pg pool of 10, synchronous_commit on'}), in a process of its own. CPU: the server process's user + system time per acknowledged POST (from /proc)${dialect === 'SQLite' ? '' : "; PostgreSQL's: all postgres processes'"}. Host busy: the share of the host's cores busy under the load, every process counted (server, database, load generator).`,
  ];
  for (const target of list) {
    const stats = await target.server.groupCommitStats();
    const average = (n: number, of: number) => (n / Math.max(1, of)).toFixed(2);
    if (stats?.transactions !== undefined && stats.batches !== undefined)
      notes.push(
        `${target.label}: ${fmtInt(stats.transactions)} transactions in ${fmtInt(stats.batches)} commits (${average(stats.transactions, stats.batches)} a batch on average, largest ${stats.largest}).`,
      );
    if (stats?.chat)
      notes.push(
        `${target.label}: ${fmtInt(stats.chat.items)} chat messages written in ${fmtInt(stats.chat.batches)} batches (${average(stats.chat.items, stats.chat.batches)} on average, largest ${stats.chat.largest}).`,
      );
    const failures = (figures.get(target) as Figures).failures;
    if (failures) notes.push(`${target.label}: ${fmtInt(failures)} requests not acknowledged (non-2xx or errors).`);
  }
  notes.push(loadNote(loadAtStart, hostLoad()));
  for (const target of list) await target.server.stop();
  const base = figures.get(list[0] as Target) as Figures;
  const [baseRate, baseSeq, baseCpu] = [median(base.perSecond), median(base.seqMs), median(base.cpuUs)];
  return {
    title: `Chat writes on ${dialect}: POSTs acknowledged per second at ${CONNECTIONS} connections, against a bare Hono single-row insert`,
    headers: [
      'writer',
      `acked/s at ${CONNECTIONS}`,
      'vs bare',
      `p50 / p99 ms at ${CONNECTIONS}`,
      'CPU µs/POST',
      ...(postgresUrl ? ['PostgreSQL CPU µs/POST'] : []),
      'host busy',
      'sequential ms',
      'vs bare (time)',
    ],
    rows: list.map((t) => {
      const f = figures.get(t) as Figures;
      return [
        t.label,
        fmtInt(median(f.perSecond)),
        fmtRatio(ratio(median(f.perSecond), baseRate)),
        `${median(f.p50).toFixed(1)} / ${median(f.p99).toFixed(1)}`,
        `${fmtInt(median(f.cpuUs))}${t === list[0] ? '' : ` (${fmtRatio(ratio(median(f.cpuUs), baseCpu))})`}`,
        ...(postgresUrl ? [fmtInt(median(f.dbCpuUs))] : []),
        `${Math.round(median(f.hostBusy) * 100)}%`,
        median(f.seqMs).toFixed(2),
        fmtRatio(ratio(baseSeq, median(f.seqMs))),
      ];
    }),
    notes,
  };
}

async function run(options: RunOptions): Promise<BenchReport> {
  const shape = options.quick ? QUICK : FULL;
  const tables = [await measure(shape, 'SQLite')];
  const postgresUrl = process.env.DATABASE_URL;
  if (postgresUrl && /^postgres(ql)?:\/\//.test(postgresUrl))
    tables.push(await measure(shape, 'PostgreSQL', postgresUrl));
  return {
    name: 'chat-write',
    tables,
    data: { shape: { ...shape, connections: CONNECTIONS, members: MEMBERS }, tables },
  };
}

export const chatWriteBench: Bench = {
  name: 'chat-write',
  describe: 'chat POSTs acked/s at 20 connections and sequential, vs a bare Hono insert (SQLite, PostgreSQL)',
  run,
};
