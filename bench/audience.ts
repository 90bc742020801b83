/**
 * Issue 19: a post to all of one's relationships costs the author the same whatever the
 * audience. An author with N connections, each holding one open socket, posts to all of
 * their relationships; measured in the same run: the POST's answer time against a chat to
 * one person, the time until the text is on each connection's client against a bare `ws`
 * broadcast to N sockets, and the realtime rows and bytes stored per post.
 */
import { postEvents } from '@shared/api/posts';
import { channel as channelName } from '@shared/realtime';
import { sql } from 'kysely';
import { ClientPool } from './lib/client-process';
import { runStep, type Step, type Target } from './lib/fanout-step';
import { hostLoad, loadNote } from './lib/host';
import {
  assertTokenWorks,
  type BenchServer,
  type BenchUser,
  insertConnections,
  insertUsers,
  startRapport,
} from './lib/rapport';
import { rawTarget, startRawWsServer } from './lib/raw-ws';
import { httpSender } from './lib/sender';
import type { Bench, BenchReport, RunOptions } from './lib/report';
import { type LatencySummary, ratio, summarize } from './lib/stats';
import { fmt, fmtInt, fmtRatio, type Table } from './lib/table';

const FULL = { sizes: [1_000, 10_000], messages: 10, warmup: 2, chats: 30 };
const QUICK = { sizes: [200], messages: 5, warmup: 1, chats: 10 };
const CLIENT_PROCESSES = 2;
const MAX_READS_PER_STEP = 20_000;

type SizeResult = {
  n: number;
  raw: Step;
  rapport: Step;
  /** The author's chat POST to one person, ms. */
  chat: LatencySummary;
  /** The same relationship-wide POST with no connection online (the request's own cost), ms. */
  offline: LatencySummary;
  eventRowsPerPost: number;
  eventBytesPerPost: number;
};

/** The author's POST /api/post from the sender process; answers its time (send to whole answer), ms. */
async function post(server: BenchServer, author: BenchUser, body: Record<string, unknown>): Promise<number> {
  const res = await httpSender().postJson(`${server.url}/api/post`, author.token, {
    createdBy: author.id,
    title: 'Bench',
    ...body,
  });
  if (res.status !== 200) throw new Error(`POST /api/post answered ${res.status}`);
  return res.ms;
}

async function storedEvents(server: BenchServer): Promise<{ rows: number; bytes: number }> {
  const row = await server.services.db
    .selectFrom('realtime_event')
    .select([sql<number>`count(*)`.as('rows'), sql<number>`coalesce(sum(length(data)), 0)`.as('bytes')])
    .executeTakeFirstOrThrow();
  return { rows: Number(row.rows), bytes: Number(row.bytes) };
}

async function run(options: RunOptions): Promise<BenchReport> {
  const shape = options.quick ? QUICK : FULL;
  const loadAtStart = hostLoad();
  const results: SizeResult[] = [];
  const rapport = await startRapport();
  const clients = ClientPool.start(CLIENT_PROCESSES);
  try {
    for (const n of shape.sizes) {
      // A fresh author per size, so each audience is exactly n connections.
      const [author, ...connections] = await insertUsers(rapport, n + 1);
      if (!author) throw new Error('no author');
      await insertConnections(
        rapport,
        author.id,
        connections.map((c) => c.id),
      );
      await assertTokenWorks(rapport, author);
      const channel = channelName.audience(author.id);
      const tokens = connections.map((c) => c.token);

      const raw = await startRawWsServer(channel);
      let rawStep: Step;
      try {
        rawStep = await runStep(clients, rawTarget(raw, channel), tokens, shape);
      } finally {
        await raw.stop();
      }

      const mode = n === shape.sizes[0] ? await probeMode(rapport, author, clients, channel, tokens) : modeSeen;
      const before = await storedEvents(rapport);
      const readMessages = Math.max(3, Math.min(shape.messages, Math.round(MAX_READS_PER_STEP / n)));
      const measured = mode === 'frame' ? shape : { warmup: 1, messages: readMessages };
      const target: Target = {
        label: 'rapport',
        url: `${rapport.url.replace(/^http/, 'ws')}/api/ws`,
        httpUrl: rapport.url,
        channel,
        event: postEvents.created,
        mode,
        // The sender process's own time: timed here, the answer would wait for this process
        // (the server's) to finish the fan-out slice it runs after writing the answer.
        send: (text) => post(rapport, author, { content: text, type: 'Post', visibility: 'ALL_OF_MY_RELATIONSHIPS' }),
      };
      const rapportStep = await runStep(clients, target, tokens, measured);
      const after = await storedEvents(rapport);
      const posts = measured.warmup + measured.messages;

      const timed = async (body: Record<string, unknown>) => {
        const times: number[] = [];
        for (let i = 0; i < shape.chats; i++)
          times.push(await post(rapport, author, { ...body, content: `Bench ${i}` }));
        return summarize(times.slice(2));
      };
      const other = connections[0] as BenchUser;
      const chat = await timed({ type: 'chat', usersToShareWith: [other.id] });
      const offline = await timed({ type: 'Post', visibility: 'ALL_OF_MY_RELATIONSHIPS' });
      results.push({
        n,
        raw: rawStep,
        rapport: rapportStep,
        chat,
        offline,
        eventRowsPerPost: (after.rows - before.rows) / posts,
        eventBytesPerPost: (after.bytes - before.bytes) / posts,
      });
    }
  } finally {
    await clients.stop();
    await rapport.stop();
  }
  const notes = [
    'An author with N connections (pairings written straight into the database), each connection online with one socket spread over 2 client processes; the author, from a sender process of its own (the server has its process to itself), posts to ALL_OF_MY_RELATIONSHIPS one post at a time, the next after every socket had the previous text.',
    `Text on the client: ${modeSeen === 'frame' ? 'from post.created (its live body)' : 'post.created carries ids only on this build, so each client reads GET /api/post/id (fewer posts at large N)'}; raw ws: a bare ws server broadcasting a frame with the same text to N sockets, timed the same way.`,
    'POST p50 (send to whole answer, timed in the sender process): while the N sockets are open (the fan-out and, in read mode, the N reads share the loop with the answer); none online: the same post with the sockets closed; chat to one person: the same author, POST /api/post type chat to one connection, sockets closed. Event rows and bytes: realtime_event rows written per post and the bytes of their data; before issue 19 a post wrote N + 1 rows (one per connection and the author).',
    loadNote(loadAtStart, hostLoad()),
  ];
  return { name: 'audience', tables: [tableOf(results, notes)], data: { shape, results } };
}

let modeSeen: 'frame' | 'read' = 'read';

/** Frame mode when post.created on the audience channel carries the text, else read mode. */
async function probeMode(
  server: BenchServer,
  author: BenchUser,
  clients: ClientPool,
  channel: string,
  tokens: string[],
): Promise<'frame' | 'read'> {
  const probe = await runStep(
    clients,
    {
      label: 'probe',
      url: `${server.url.replace(/^http/, 'ws')}/api/ws`,
      httpUrl: server.url,
      channel,
      event: postEvents.created,
      mode: 'frame',
      send: async (text) =>
        void (await post(server, author, { content: text, type: 'Post', visibility: 'ALL_OF_MY_RELATIONSHIPS' })),
    },
    tokens.slice(0, 1),
    { warmup: 0, messages: 1 },
  );
  modeSeen = probe.reads === 0 && probe.received === 1 ? 'frame' : 'read';
  return modeSeen;
}

function tableOf(results: SizeResult[], notes: string[]): Table {
  return {
    title:
      'A post to all of one’s relationships: author’s answer vs a chat to one person; text on every client vs bare ws',
    headers: [
      'N connections',
      'POST p50 ms',
      'POST p50, none online',
      'chat to one p50 ms',
      'POST / chat',
      'text p50 ms',
      'text p99 ms',
      'raw p99 ms',
      'p99 / raw',
      'lost',
      'reads',
      'event rows / post',
      'event bytes / post',
    ],
    rows: results.map((r) => [
      fmtInt(r.n),
      fmt(r.rapport.sendCall.p50),
      fmt(r.offline.p50),
      fmt(r.chat.p50),
      fmtRatio(ratio(r.rapport.sendCall.p50, r.chat.p50)),
      fmt(r.rapport.latency.p50),
      fmt(r.rapport.latency.p99),
      fmt(r.raw.latency.p99),
      fmtRatio(ratio(r.rapport.latency.p99, r.raw.latency.p99)),
      fmtInt(r.rapport.lost),
      fmtInt(r.rapport.reads),
      fmt(r.eventRowsPerPost, 1),
      fmtInt(r.eventBytesPerPost),
    ]),
    notes,
  };
}

export const audienceBench: Bench = {
  name: 'audience',
  describe: 'a post to all of N relationships: author POST vs a chat to one, text on clients vs bare ws, rows/post',
  run,
};
