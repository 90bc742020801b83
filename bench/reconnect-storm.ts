/**
 * Reconnect storm (issue 15): N members of one group are online; every socket drops, a few
 * chat messages are sent while they are away, then all N reconnect at the same instant (no
 * batches) and each reads the channel's history after the seq it had, as a client back from
 * a drop does. Reported: the time from the storm's start until every socket had its `ready`
 * frame (served) and until every client's history read held the missed messages (caught
 * up). Baseline in the same run: a bare `ws` server answering `ready` and history from memory.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { channel as channelName } from '@shared/realtime';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/database';
import { sendChat } from './lib/chat-send';
import { onCleanup } from './lib/cleanup';
import { ClientPool } from './lib/client-process';
import { hostLoad, loadNote } from './lib/host';
import { FD_RESERVE, openFilesLimit } from './lib/limits';
import { processCpuMs } from './lib/process-cpu';
import { type BenchUser, insertGroup, insertUsers } from './lib/rapport';
import { startRawWsServer } from './lib/raw-ws';
import type { Bench, BenchReport, RunOptions } from './lib/report';
import { type ServerProcess, startServerProcess } from './lib/server-process';
import { fmt, fmtInt, fmtRatio, type Table } from './lib/table';
import { portRangeSize } from './lib/timing';

const FULL = { n: 10_000, missed: 5 };
const QUICK = { n: 500, missed: 5 };
const CLIENT_PROCESSES = 2;
const CONNECT_BATCH = 500;
const STORM_TIMEOUT_MS = 120_000;
/** The README's claim: 10k sockets reconnecting at once are all served within 30 s. */
const CLAIM_MS = 30_000;

type Storm = {
  server: string;
  n: number;
  /** Sockets online before the drop (batched first connections that made it in time). */
  online: number;
  served: number;
  servedMs: number;
  caughtUp: number;
  caughtUpMs: number;
  retries: number;
  historyRetries: number;
  /** CPU time of this process (the server under test runs in it) during the storm, ms; null without /proc. */
  serverCpuMs: number | null;
  errors: string[];
};

type Target = {
  label: string;
  /** The process serving the storm, whose CPU time is measured. */
  pid: number;
  url: string;
  httpUrl: string;
  lastSeq(): Promise<number>;
  send(text: string): Promise<void>;
  /** Kills the server (SIGKILL) and starts it again on the same data: every cache cold. */
  restart?(): Promise<Pick<Target, 'pid' | 'url' | 'httpUrl'>>;
};

/** BENCH_STORM_COLD=1: the server is killed and restarted between the drop and the storm. */
const COLD = process.env.BENCH_STORM_COLD === '1';

function capped(wanted: number, notes: string[]): number {
  const caps = [openFilesLimit()?.soft, portRangeSize()].filter((v): v is number => !!v).map((v) => v - FD_RESERVE);
  const cap = Math.min(wanted, ...caps);
  if (cap < wanted) notes.push(`N capped at ${cap} by the open-files limit or the ephemeral port range.`);
  return cap;
}

async function stormOnce(
  clients: ClientPool,
  first: Target,
  tokens: string[],
  channel: string,
  missed: number,
): Promise<Storm> {
  let target = first;
  const share = (i: number) => tokens.filter((_, k) => k % clients.size === i);
  // Everyone online first (in batches, as people arrive over time) ...
  const connected = await clients.each(
    (i) => ({
      type: 'connect',
      url: target.url,
      tokens: share(i),
      batchSize: CONNECT_BATCH,
      timeoutMs: 60_000,
      expectChannel: channel,
    }),
    'connected',
    STORM_TIMEOUT_MS * 2,
  );
  // On a busy host a few first connections time out: the storm still reopens all N.
  const online = connected.reduce((a, c) => a + c.ready, 0);
  // ... then every socket drops, messages arrive meanwhile, and all come back at once.
  await clients.all({ type: 'close', timeoutMs: 30_000 }, 'closed', 60_000);
  const afterSeq = await target.lastSeq();
  for (let i = 0; i < missed; i++) await target.send(`Missed while away ${i}`);
  if (COLD && target.restart) target = { ...target, ...(await target.restart()) };
  const cpuBefore = processCpuMs(target.pid);
  const storms = await clients.each(
    (i) => ({
      type: 'storm',
      url: target.url,
      httpUrl: target.httpUrl,
      tokens: share(i),
      channel,
      afterSeq,
      expectEvents: missed,
      timeoutMs: STORM_TIMEOUT_MS,
    }),
    'stormed',
    STORM_TIMEOUT_MS * 2,
  );
  const cpuAfter = processCpuMs(target.pid);
  await clients.all({ type: 'close', timeoutMs: 30_000 }, 'closed', 60_000);
  return {
    server: target.label,
    n: tokens.length,
    online,
    served: storms.reduce((a, s) => a + s.served, 0),
    servedMs: Math.max(...storms.map((s) => s.servedMs)),
    caughtUp: storms.reduce((a, s) => a + s.caughtUp, 0),
    caughtUpMs: Math.max(...storms.map((s) => s.caughtUpMs)),
    retries: storms.reduce((a, s) => a + s.retries, 0),
    historyRetries: storms.reduce((a, s) => a + s.historyRetries, 0),
    serverCpuMs: cpuBefore !== null && cpuAfter !== null ? cpuAfter - cpuBefore : null,
    errors: storms.flatMap((s) => s.errors),
  };
}

/** Which code serves a rapport storm: this checkout, or the one named by BENCH_AGAINST. */
type Code = { checkout?: string; tag: string };

type StormServer = { target: Omit<Target, 'pid'>; tokens: string[]; channel: string; pid: number };

/** The address and process of a storm server, as a target names them. */
function served(server: ServerProcess): Pick<Target, 'pid' | 'url' | 'httpUrl'> {
  return { pid: server.pid, url: `${server.url.replace(/^http/, 'ws')}/api/ws`, httpUrl: server.url };
}

/**
 * The real server in a Node process of its own running `code`, on a SQLite file in a data
 * directory this process seeds beside it (N users with sessions, one group of all of them).
 */
async function startStormServer(code: Code, n: number): Promise<StormServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'rapport-bench-storm-'));
  onCleanup(`rm ${dataDir}`, () => rmSync(dataDir, { recursive: true, force: true }));
  // A fixed secret, so the sessions written below outlive a restart (BENCH_STORM_COLD).
  const env = { DATA_DIR: dataDir, SECRET: randomBytes(24).toString('base64url') };
  let server = await startServerProcess({ kind: 'rapport', env }, code.checkout);
  const config = loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production', LOG_LEVEL: 'silent' });
  const handle = openDatabase(config);
  onCleanup('close storm seed database', () => handle.close());
  const seed = { dialect: 'sqlite' as const, services: { db: handle.db, config } };
  const users = await insertUsers(seed, n);
  const sender = users[0] as BenchUser;
  const groupId = await insertGroup(
    seed,
    users.map((u) => u.id),
  );
  const channel = channelName.group(groupId);
  const storm: StormServer = {
    pid: server.pid,
    channel,
    tokens: users.map((u) => u.token),
    target: {
      label: `rapport${code.tag}`,
      ...served(server),
      restart: async () => {
        process.kill(server.pid, 'SIGKILL');
        await server.stop();
        server = await startServerProcess({ kind: 'rapport', env }, code.checkout);
        // Later rounds start from the new process.
        Object.assign(storm.target, served(server));
        storm.pid = server.pid;
        return served(server);
      },
      lastSeq: async () =>
        Number(
          (
            await handle.db
              .selectFrom('realtime_channel')
              .select('lastSeq')
              .where('channel', '=', channel)
              .executeTakeFirst()
          )?.lastSeq ?? 0,
        ),
      send: async (text) => {
        await sendChat(server, sender, groupId, text);
      },
    },
  };
  return storm;
}

async function run(options: RunOptions): Promise<BenchReport> {
  const shape = options.quick ? QUICK : FULL;
  const loadAtStart = hostLoad();
  const notes: string[] = [];
  const n = capped(shape.n, notes);
  const rounds = Math.max(1, Number(process.env.BENCH_STORM_ROUNDS ?? 1) || 1);
  const against = process.env.BENCH_AGAINST;
  const codes: Code[] = [{ tag: against ? ' [this]' : '' }];
  if (against) {
    codes.push({ checkout: against, tag: ' [against]' });
    notes.push(
      `A/B: [this] is this checkout's code, [against] the code of ${against}, alternating in the same rounds.`,
    );
  }
  const servers: StormServer[] = [];
  for (const code of codes) servers.push(await startStormServer(code, n));
  const clients = ClientPool.start(CLIENT_PROCESSES);
  const storms: Storm[] = [];
  try {
    for (let round = 1; round <= rounds; round++) {
      const tag = rounds > 1 ? ` r${round}` : '';
      // The baseline's own users: any N tokens will do for the bare server.
      const first = servers[0] as StormServer;
      const raw = await startRawWsServer(first.channel);
      try {
        const rawTarget: Target = {
          label: `raw ws${tag}`,
          url: raw.url,
          httpUrl: raw.url.replace(/^ws/, 'http').replace(/\/api\/ws$/, ''),
          lastSeq: async () => raw.lastSeq,
          send: async (text) => raw.broadcast(first.channel, 'post.created', { post: { content: text } }),
          pid: process.pid,
        };
        storms.push(await stormOnce(clients, rawTarget, first.tokens, first.channel, shape.missed));
      } finally {
        await raw.stop();
      }
      // A B, then B A: neither code always goes first on a host whose load drifts.
      const order = round % 2 === 1 ? servers : [...servers].reverse();
      for (const server of order) {
        const target = { ...server.target, label: `${server.target.label}${tag}`, pid: server.pid };
        storms.push(await stormOnce(clients, target, server.tokens, server.channel, shape.missed));
      }
    }
  } finally {
    await clients.stop();
  }

  const rapportStorm = storms.find((s) => s.server.startsWith('rapport'));
  notes.push(
    `All N sockets were online (connected in batches of ${CONNECT_BATCH}), all dropped, ${shape.missed} chat messages were sent, then all N opened at once over ${CLIENT_PROCESSES} client processes; each read GET /api/channels/{group}/history?after=<its last seq> on ready (at most 256 reads in flight per client process). A connection refused or reset before ready (a full accept backlog) is retried after a jittered pause (0.25-2 s), as a real client does: retries counts them. A failed history read (network error, timeout, non-200) is tried again after 0.5-8 s of jittered backoff, as the web app does: history retries counts them, and errors says why they failed.`,
    COLD
      ? 'BENCH_STORM_COLD=1: each Rapport server was killed (SIGKILL) after the drop and started again on the same data before the storm (a crash and restart: its caches, the session cache included, are cold; the time to start is not counted). The raw ws baseline stays up.'
      : `The server stayed up through the drop (a network drop, not a restart: its caches are warm; BENCH_STORM_COLD=1 restarts it). Rapport runs in a Node process of its own on a SQLite file; the raw ws baseline runs in the bench process. ${rounds > 1 ? `${rounds} rounds, each with its own baseline.` : 'BENCH_STORM_ROUNDS=k repeats the storms k times.'}`,
    `server CPU ms / socket: CPU time of the server's process during the storm (served and caught up), over N; it moves far less with the host's load than the times do.`,
    `served: time from the storm's start until the last socket's ready frame; caught up: until the last history read held the ${shape.missed} missed messages.`,
    rapportStorm
      ? `Claim (README): ${fmtInt(FULL.n)} sockets served within ${CLAIM_MS / 1000} s; this run: ${fmtInt(rapportStorm.served)} of ${fmtInt(rapportStorm.n)} served in ${fmt(rapportStorm.servedMs / 1000, 1)} s${rapportStorm.n < FULL.n ? ' (quick run: fewer sockets)' : ''}.`
      : 'rapport storm did not run.',
    loadNote(loadAtStart, hostLoad()),
  );
  return { name: 'reconnect', tables: [tableOf(storms, notes)], data: { shape: { ...shape, n }, rounds, storms } };
}

function tableOf(storms: Storm[], notes: string[]): Table {
  // Each rapport storm is read against the baseline of its own round (the raw row before it).
  let base: Storm | undefined;
  const rows = storms.map((s) => {
    if (s.server.startsWith('raw ws')) base = s;
    return [
      s.server,
      fmtInt(s.n),
      fmtInt(s.online),
      fmtInt(s.served),
      fmt(s.servedMs / 1000, 2),
      fmtInt(s.caughtUp),
      fmt(s.caughtUpMs / 1000, 2),
      base && s !== base ? fmtRatio(s.caughtUpMs / base.caughtUpMs) : '',
      s.serverCpuMs === null ? '' : fmt(s.serverCpuMs / s.n, 2),
      fmtInt(s.retries),
      fmtInt(s.historyRetries),
      s.errors.slice(0, 3).join('; '),
    ];
  });
  return {
    title: 'Reconnect storm: N sockets reconnecting at once, until served and caught up by history',
    headers: [
      'server',
      'N',
      'online before',
      'served',
      'served s',
      'caught up',
      'caught up s',
      'caught up / raw',
      'server CPU ms / socket',
      'retries',
      'history retries',
      'errors',
    ],
    rows,
    notes,
  };
}

export const reconnectStormBench: Bench = {
  name: 'reconnect',
  describe: 'N sockets reconnecting at once: time until all are served and caught up, vs a bare ws server',
  run,
};
