/**
 * Chat: a group of 100 members, all online (100 sockets); one member sends chat messages
 * with POST /api/post (type chat) and the clock runs until every member's socket has the
 * message's post.created, against a raw `ws` server broadcasting a frame to 100 sockets in
 * the same run. Then messages persisted per second (chat POSTs one after another, and 8 at
 * a time) against single-row inserts of better-sqlite3 with the same pragmas.
 *
 * The sockets live in this process next to the server, for both servers alike: at 100
 * sockets the client side is a small share of the work (ws-fanout.ts puts thousands in a
 * child process instead).
 */
import { postEvents } from '@shared/api/posts';
import { channel as channelName } from '@shared/realtime';
import { ChatReceivers } from './lib/chat-receivers';
import { hostLoad, loadNote } from './lib/host';
import {
  assertTokenWorks,
  type BenchServer,
  type BenchUser,
  insertGroup,
  insertUsers,
  startRapport,
} from './lib/rapport';
import { rawInsertsPerSecond } from './lib/raw-sqlite-inserts';
import { startRawWsServer } from './lib/raw-ws';
import type { Bench, BenchReport, RunOptions } from './lib/report';
import { type LatencySummary, ratio, summarize } from './lib/stats';
import { fmt, fmtInt, fmtRatio, type Table } from './lib/table';
import { sleep } from './lib/timing';

const MEMBERS = 100;
const FULL = { messages: 200, warmup: 20, sequential: 1000, concurrent: 2000 };
const QUICK = { messages: 30, warmup: 5, sequential: 150, concurrent: 200 };
const CONCURRENCY = 8;
/** A pause between messages, so one message's fan-out is over before the next is sent. */
const GAP_MS = 10;

type Shape = typeof FULL;
type LatencyRow = {
  server: string;
  messages: number;
  /** Send to receive at each socket, ms. */
  perSocket: LatencySummary;
  /** Send to the last of the 100 sockets, ms: when "every member has it". */
  allMembers: LatencySummary;
  /** Rapport only: until the HTTP answer, ms. */
  answer?: LatencySummary;
};
type PersistRow = { label: string; messages: number; perSecond: number };

/** A member's chat send, as the chat box makes it (spec 2 §3). */
async function sendChat(server: BenchServer, sender: BenchUser, groupId: string, i: number): Promise<string> {
  const res = await fetch(`${server.url}/api/post`, {
    method: 'POST',
    headers: { authorization: `Bearer ${sender.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      createdBy: sender.id,
      userId: sender.id,
      title: 'Bench Post',
      content: `Chat message ${i}`,
      status: 'published',
      visibility: 'private',
      type: 'chat',
      groupsToShareWith: [groupId],
    }),
  });
  const body = (await res.json()) as { data?: { postId?: string } };
  if (res.status !== 200 || !body.data?.postId) throw new Error(`chat send answered ${res.status}`);
  return body.data.postId;
}

/** Sends warm-up + measured messages one after another; each waits for all sockets. */
async function measure(
  label: string,
  receivers: ChatReceivers,
  shape: Shape,
  send: (i: number) => Promise<string>,
): Promise<LatencyRow> {
  const perSocket: number[] = [];
  const allMembers: number[] = [];
  const answers: number[] = [];
  for (let i = 0; i < shape.warmup + shape.messages; i++) {
    const started = performance.now();
    const key = await send(i);
    const answered = performance.now() - started;
    const times = await receivers.waitFor(key, receivers.size);
    if (i >= shape.warmup) {
      for (const at of times) perSocket.push(at - started);
      allMembers.push(Math.max(...times) - started);
      answers.push(answered);
    }
    await sleep(GAP_MS);
  }
  const row = {
    server: label,
    messages: shape.messages,
    perSocket: summarize(perSocket),
    allMembers: summarize(allMembers),
  };
  console.log(`  ${label}: p50 ${fmt(row.perSocket.p50)} ms, p99 ${fmt(row.perSocket.p99)} ms per socket`);
  return label === 'raw ws' ? row : { ...row, answer: summarize(answers) };
}

async function latencyRows(server: BenchServer, users: BenchUser[], groupId: string, shape: Shape) {
  const channel = channelName.group(groupId);
  const tokens = users.map((u) => u.token);
  const keyOf = (data: unknown) => (data as { postId?: string } | null)?.postId;
  const rows: LatencyRow[] = [];

  const raw = await startRawWsServer(channel);
  const rawReceivers = await ChatReceivers.open(raw.url, tokens, channel, postEvents.created, keyOf);
  try {
    rows.push(
      await measure('raw ws', rawReceivers, shape, async (i) => {
        raw.broadcast(channel, postEvents.created, { postId: `raw-${i}`, groupId });
        return `raw-${i}`;
      }),
    );
  } finally {
    await rawReceivers.close();
    await raw.stop();
  }

  const wsUrl = `${server.url.replace(/^http/, 'ws')}/api/ws`;
  const receivers = await ChatReceivers.open(wsUrl, tokens, channel, postEvents.created, keyOf);
  try {
    const sender = users[0] as BenchUser;
    rows.push(await measure('rapport', receivers, shape, (i) => sendChat(server, sender, groupId, i)));
  } finally {
    await receivers.close();
  }
  return rows;
}

async function persistRows(server: BenchServer, sender: BenchUser, groupId: string, shape: Shape) {
  const rows: PersistRow[] = [];
  rows.push({
    label: 'raw better-sqlite3 insert',
    messages: shape.sequential,
    perSecond: rawInsertsPerSecond(shape.sequential),
  });

  let next = 0;
  let started = performance.now();
  for (let i = 0; i < shape.sequential; i++) await sendChat(server, sender, groupId, next++);
  rows.push({
    label: 'rapport chat POST, sequential',
    messages: shape.sequential,
    perSecond: shape.sequential / ((performance.now() - started) / 1000),
  });

  started = performance.now();
  let remaining = shape.concurrent;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (remaining > 0) {
        remaining--;
        await sendChat(server, sender, groupId, next++);
      }
    }),
  );
  rows.push({
    label: `rapport chat POST, ${CONCURRENCY} at a time`,
    messages: shape.concurrent,
    perSecond: shape.concurrent / ((performance.now() - started) / 1000),
  });

  const stored = await server.services.db
    .selectFrom('post')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('groupId', '=', groupId)
    .where('type', '=', 'chat')
    .executeTakeFirstOrThrow();
  return { rows, stored: Number(stored.n) };
}

async function run(options: RunOptions): Promise<BenchReport> {
  const shape = options.quick ? QUICK : FULL;
  const loadAtStart = hostLoad();
  const server = await startRapport();
  try {
    const users = await insertUsers(server, MEMBERS);
    const groupId = await insertGroup(
      server,
      users.map((u) => u.id),
    );
    await assertTokenWorks(server, users[0] as BenchUser);
    const latency = await latencyRows(server, users, groupId, shape);
    const persisted = await persistRows(server, users[0] as BenchUser, groupId, shape);
    const sent = shape.warmup + shape.messages + shape.sequential + shape.concurrent;
    const notes = [
      `${MEMBERS} members, all online (one socket each, the sender's included), in this process; ${shape.messages} messages after ${shape.warmup} warm-up ones, one at a time: the next is sent ${GAP_MS} ms after the last socket got the previous one.`,
      'rapport: the clock starts before the POST /api/post (type chat, the group) and stops as each socket receives its post.created; raw ws: it starts before broadcast() of the same frame shape (no HTTP, no database, no authentication).',
      '"all members" is the time until the last of the sockets had the message.',
      loadNote(loadAtStart, hostLoad()),
    ];
    const persistNotes = [
      `SQLite (WAL, synchronous=FULL) for both: the baseline commits one row per insert; a chat POST commits the post (with the group's lastActivityAt) and then its post.created event, then answers the hydrated post.`,
      `messages stored by Rapport: ${fmtInt(persisted.stored)} of ${fmtInt(sent)} sent (check).`,
    ];
    return {
      name: 'chat',
      tables: [latencyTable(latency, notes), persistTable(persisted.rows, persistNotes)],
      data: { shape: { ...shape, members: MEMBERS, concurrency: CONCURRENCY }, latency, persisted },
    };
  } finally {
    await server.stop();
  }
}

function latencyTable(rows: LatencyRow[], notes: string[]): Table {
  const base = rows.find((r) => r.server === 'raw ws');
  const vs = (row: LatencyRow, pick: (r: LatencyRow) => number) =>
    base && row !== base ? fmtRatio(ratio(pick(row), pick(base))) : '';
  return {
    title: `Chat send-to-receive in a group of ${MEMBERS}, all online: ms, ratios against raw \`ws\` to ${MEMBERS} sockets`,
    headers: [
      'server',
      'p50',
      'p99',
      'max',
      'all members p50',
      'all members p99',
      'HTTP answer p50',
      'p50 / raw',
      'p99 / raw',
    ],
    rows: rows.map((r) => [
      r.server,
      fmt(r.perSocket.p50),
      fmt(r.perSocket.p99),
      fmt(r.perSocket.max),
      fmt(r.allMembers.p50),
      fmt(r.allMembers.p99),
      r.answer ? fmt(r.answer.p50) : '',
      vs(r, (x) => x.perSocket.p50),
      vs(r, (x) => x.perSocket.p99),
    ]),
    notes,
  };
}

function persistTable(rows: PersistRow[], notes: string[]): Table {
  const base = rows[0];
  return {
    title: 'Chat messages persisted per second, against raw single-row inserts of better-sqlite3',
    headers: ['writer', 'messages', 'per second', 'vs raw'],
    rows: rows.map((r) => [
      r.label,
      fmtInt(r.messages),
      fmtInt(r.perSecond),
      base && r !== base ? fmtRatio(ratio(r.perSecond, base.perSecond)) : '1.00x',
    ]),
    notes,
  };
}

export const chatBench: Bench = {
  name: 'chat',
  describe: 'chat send-to-receive in a group of 100 vs raw ws; messages persisted/s vs better-sqlite3',
  run,
};
