/**
 * Chat persistence: chat POSTs (type chat, to a group) persisted per second, one after
 * another and 8 at a time, against single-row inserts of better-sqlite3 with the same
 * durability (WAL, synchronous=FULL) in the same run. The fan-out of a chat to the
 * members' sockets is measured in ws-fanout.ts. The POSTs come from a sender process
 * (lib/sender.ts), so the server has this process to itself.
 */
import { sendChat } from './lib/chat-send';
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
import type { Bench, BenchReport, RunOptions } from './lib/report';
import { ratio } from './lib/stats';
import { fmtInt, fmtRatio, type Table } from './lib/table';

const MEMBERS = 100;
const FULL = { sequential: 1000, concurrent: 2000 };
const QUICK = { sequential: 150, concurrent: 200 };
const CONCURRENCY = 8;

type Shape = typeof FULL;
type PersistRow = { label: string; messages: number; perSecond: number };

async function persistRows(server: BenchServer, sender: BenchUser, groupId: string, shape: Shape) {
  const rows: PersistRow[] = [];
  rows.push({
    label: 'raw better-sqlite3 insert',
    messages: shape.sequential,
    perSecond: rawInsertsPerSecond(shape.sequential),
  });

  let next = 0;
  let started = performance.now();
  for (let i = 0; i < shape.sequential; i++) await sendChat(server, sender, groupId, `Chat message ${next++}`);
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
        await sendChat(server, sender, groupId, `Chat message ${next++}`);
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
    const persisted = await persistRows(server, users[0] as BenchUser, groupId, shape);
    const sent = shape.sequential + shape.concurrent;
    const notes = [
      `SQLite (WAL, synchronous=FULL) for both: the baseline commits one row per insert; a chat POST (to a group of ${MEMBERS}, members offline) is authenticated, validated, committed with its post.created event, and answered with the hydrated post.`,
      `messages stored by Rapport: ${fmtInt(persisted.stored)} of ${fmtInt(sent)} sent (check).`,
      loadNote(loadAtStart, hostLoad()),
    ];
    return {
      name: 'chat',
      tables: [persistTable(persisted.rows, notes)],
      data: { shape: { ...shape, members: MEMBERS, concurrency: CONCURRENCY }, persisted },
    };
  } finally {
    await server.stop();
  }
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
  describe: 'chat POSTs persisted per second vs better-sqlite3 single-row inserts',
  run,
};
