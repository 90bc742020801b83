/**
 * Chat persistence: chat POSTs (type chat, to a group) persisted per second, one after
 * another and 8 at a time, against single-row inserts of better-sqlite3 with the same
 * durability (WAL, synchronous=FULL) in the same run. The fan-out of a chat to the
 * members' sockets is measured in ws-fanout.ts.
 *
 * Layout: the server runs in a Node process of its own (lib/server-process.ts) and the
 * POSTs come from a sender process (lib/sender.ts), so the server's CPU time per POST is
 * read from /proc for its process alone. The raw baseline runs in this process.
 *
 * Rounds: raw, then each writer in turn, `rounds` times over; the table gives each row's
 * median over its rounds, so a busy spell on the host hits baseline and server alike and
 * one slow round does not set the figure. CPU µs per message sits next to the rate: on a
 * shared host it moves far less.
 *
 * A/B: with BENCH_AGAINST=<another checkout of this repository> (say a copy of main), the
 * Rapport rows are also served by that checkout's code, alternating in the same rounds.
 */
import SQLite from 'better-sqlite3';
import { sendChat } from './lib/chat-send';
import { hostLoad, loadNote } from './lib/host';
import { processCpuMs } from './lib/process-cpu';
import { rawInserts } from './lib/raw-sqlite-inserts';
import type { Bench, BenchReport, RunOptions } from './lib/report';
import { type ServerProcess, startServerProcess } from './lib/server-process';
import { median, ratio } from './lib/stats';
import { fmtInt, fmtRatio, type Table } from './lib/table';

const MEMBERS = 100;
const FULL = { rounds: 5, sequential: 200, concurrent: 400 };
const QUICK = { rounds: 2, sequential: 60, concurrent: 80 };
const CONCURRENCY = 8;

type Shape = typeof FULL;
type Writer = { label: string; messages: number; write: () => Promise<{ perSecond: number; cpuUs: number }> };
type Row = { label: string; messages: number; perSecond: number[]; cpuUs: number[] };

type ChatServer = ServerProcess & { groupId: string; sender: { id: string; token: string }; sent: number };

async function chatServer(checkout?: string): Promise<ChatServer> {
  const server = await startServerProcess({ kind: 'rapport', chatGroup: MEMBERS }, checkout);
  if (!server.chatGroup) throw new Error(`the server of ${checkout ?? 'this checkout'} made no chat group`);
  return { ...server, ...server.chatGroup, sent: 0 };
}

/** `count` chat POSTs, `concurrency` in flight; the rate and the server's CPU µs per POST. */
async function postChats(server: ChatServer, count: number, concurrency: number) {
  const cpuBefore = processCpuMs(server.pid);
  const started = performance.now();
  let remaining = count;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (remaining > 0) {
        remaining--;
        await sendChat(server, server.sender, server.groupId, `Chat message ${server.sent++}`);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const cpuAfter = processCpuMs(server.pid);
  const cpuUs = cpuBefore === null || cpuAfter === null ? Number.NaN : ((cpuAfter - cpuBefore) * 1000) / count;
  return { perSecond: count / seconds, cpuUs };
}

function storedChats(server: ChatServer): number | null {
  if (!server.databaseFile) return null;
  const db = new SQLite(server.databaseFile, { readonly: true });
  try {
    const row = db
      .prepare("select count(*) as n from post where groupId = ? and type = 'chat'")
      .get(server.groupId) as { n: number };
    return row.n;
  } finally {
    db.close();
  }
}

async function run(options: RunOptions): Promise<BenchReport> {
  const shape: Shape = options.quick ? QUICK : FULL;
  const loadAtStart = hostLoad();
  const against = process.env.BENCH_AGAINST;
  const servers: { tag: string; server: ChatServer }[] = [
    { tag: against ? ' [this]' : '', server: await chatServer() },
  ];
  if (against) servers.push({ tag: ' [against]', server: await chatServer(against) });

  const writers: Writer[] = [
    {
      label: 'raw better-sqlite3 insert',
      messages: shape.sequential,
      write: async () => {
        const raw = rawInserts(shape.sequential);
        return { perSecond: raw.perSecond, cpuUs: raw.cpuUsPerRow };
      },
    },
  ];
  for (const [label, count, concurrency] of [
    ['sequential', shape.sequential, 1],
    [`${CONCURRENCY} at a time`, shape.concurrent, CONCURRENCY],
  ] as const) {
    for (const { tag, server } of servers)
      writers.push({
        label: `rapport chat POST, ${label}${tag}`,
        messages: count,
        write: () => postChats(server, count, concurrency),
      });
  }

  // One unmeasured pass warms each server up (JIT, statement caches, the SQLite page cache).
  for (const { server } of servers) await postChats(server, Math.min(50, shape.sequential), CONCURRENCY);
  const rows: Row[] = writers.map((w) => ({ label: w.label, messages: w.messages, perSecond: [], cpuUs: [] }));
  for (let round = 0; round < shape.rounds; round++) {
    for (const [i, writer] of writers.entries()) {
      const result = await writer.write();
      const row = rows[i] as Row;
      row.perSecond.push(result.perSecond);
      row.cpuUs.push(result.cpuUs);
      console.log(`  round ${round + 1}/${shape.rounds} ${writer.label}: ${fmtInt(result.perSecond)}/s`);
    }
  }

  const notes = [
    `SQLite (WAL, synchronous=FULL) for both: the baseline commits one row per insert; a chat POST (to a group of ${MEMBERS}, members offline) is authenticated, validated, committed with its post.created event, and answered with the hydrated post.`,
    `${shape.rounds} rounds (each: raw, then each Rapport row in turn) after one warm-up pass per server; per second and CPU µs per message are medians over the rounds. CPU: the raw row is this process's user + system time around its inserts; a Rapport row is the server process's (from /proc), sender excluded.`,
  ];
  if (against) notes.push(`A/B: [this] is this checkout's code, [against] the code of ${against}, in the same rounds.`);
  for (const { tag, server } of servers) {
    const stored = storedChats(server);
    if (stored !== null)
      notes.push(`messages stored by Rapport${tag}: ${fmtInt(stored)} of ${fmtInt(server.sent)} sent (check).`);
  }
  notes.push(loadNote(loadAtStart, hostLoad()));
  const summary = rows.map((r) => ({ ...r, medianPerSecond: median(r.perSecond), medianCpuUs: median(r.cpuUs) }));
  return {
    name: 'chat',
    tables: [persistTable(summary, notes)],
    data: { shape: { ...shape, members: MEMBERS, concurrency: CONCURRENCY }, rows: summary },
  };
}

type Summary = Row & { medianPerSecond: number; medianCpuUs: number };

function persistTable(rows: Summary[], notes: string[]): Table {
  const base = rows[0];
  return {
    title: 'Chat messages persisted per second, against raw single-row inserts of better-sqlite3',
    headers: ['writer', 'messages/round', 'per second', 'vs raw', 'CPU µs/msg', 'raw CPU / CPU'],
    rows: rows.map((r) => [
      r.label,
      fmtInt(r.messages),
      fmtInt(r.medianPerSecond),
      base ? fmtRatio(ratio(r.medianPerSecond, base.medianPerSecond)) : '-',
      fmtInt(r.medianCpuUs),
      base ? fmtRatio(ratio(base.medianCpuUs, r.medianCpuUs)) : '-',
    ]),
    notes,
  };
}

export const chatBench: Bench = {
  name: 'chat',
  describe: 'chat POSTs persisted per second vs better-sqlite3 single-row inserts',
  run,
};
