/**
 * Fan-out to text on the client: a member of a group of N posts a chat message (POST
 * /api/post) while every member holds one open socket; each socket's latency runs from
 * the send until the message's TEXT is on that client: in the frame when the event
 * carries it (`frame` mode), else after the GET /api/post/id the client makes on
 * `post.created` (`read` mode, what an ids-only event costs). Baseline in the same run: a
 * bare `http` + `ws` server broadcasting a frame with the same text to N sockets, timed
 * the same way.
 *
 * Layout, for 2 cores: the server under test runs in this process; the chat POSTs come from
 * a sender process (lib/sender.ts), and the N client sockets
 * are spread over a few child processes (one process cannot read 10k sockets' frames as
 * fast as they come), the same for both servers. Send and receive times come from
 * CLOCK_MONOTONIC, which every process on the host shares.
 */
import { postEvents } from '@shared/api/posts';
import { channel as channelName } from '@shared/realtime';
import WebSocket from 'ws';
import { FANOUT_SLICE } from '../server/realtime/hub';
import { sendChat } from './lib/chat-send';
import { ClientPool } from './lib/client-process';
import { runStep, STEP_SHAPE, type Step, type Target } from './lib/fanout-step';
import { hostLoad, loadNote } from './lib/host';
import { FD_RESERVE, openFilesLimit } from './lib/limits';
import {
  assertTokenWorks,
  type BenchServer,
  type BenchUser,
  insertGroup,
  insertUsers,
  startRapport,
} from './lib/rapport';
import { rawTarget, startRawWsServer } from './lib/raw-ws';
import type { Bench, BenchReport, RunOptions } from './lib/report';
import { httpSender } from './lib/sender';
import { ratio } from './lib/stats';
import { fmt, fmtInt, fmtRatio, type Table } from './lib/table';
import { portRangeSize } from './lib/timing';

const FULL = { sizes: [200, 1_000, 5_000, 10_000], messages: 20, warmup: 3 };
const QUICK = { sizes: [200], messages: 10, warmup: 2 };
const CLIENT_PROCESSES = 2;
/** Reads per step in `read` mode are capped: at 10k sockets each message costs 10k reads. */
const MAX_READS_PER_STEP = 20_000;

function sizesWithinLimits(wanted: number[], notes: string[]): number[] {
  const fds = openFilesLimit();
  const ports = portRangeSize();
  const caps: number[] = [];
  if (fds) caps.push(fds.soft - FD_RESERVE);
  if (ports) caps.push(ports - FD_RESERVE);
  const cap = Math.min(...caps, Number.POSITIVE_INFINITY);
  if (wanted.some((n) => n > cap))
    notes.push(`N capped at ${cap} by the open-files limit or the ephemeral port range: raise \`ulimit -n\` (hard).`);
  return wanted.map((n) => Math.min(n, cap));
}

/**
 * BENCH_FANOUT_SIZES=1000,1000,1000 runs only those sizes (a size repeated runs again on a
 * group of its own, to see the spread), and only the frame-mode step when events carry the text.
 */
function sizesFromEnv(): number[] | undefined {
  const list = process.env.BENCH_FANOUT_SIZES?.split(',').map(Number);
  return list?.length && list.every((n) => Number.isInteger(n) && n > 0) ? list : undefined;
}

/** Whether post.created reaches a member's socket with the message's text in it. */
async function eventCarriesText(server: BenchServer, sender: BenchUser, groupId: string): Promise<boolean> {
  const channel = channelName.group(groupId);
  const ws = new WebSocket(`${server.url.replace(/^http/, 'ws')}/api/ws`, {
    headers: { authorization: `Bearer ${sender.token}` },
  });
  try {
    const frame = new Promise<{ post?: { content?: string } }>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no post.created within 10 s')), 10_000);
      let isReady = false;
      ws.on('message', (raw) => {
        const f = JSON.parse(raw.toString());
        if (f.event === 'ready') {
          isReady = true;
          void sendChat(server, sender, groupId, 'probe').catch(reject);
        } else if (isReady && f.channel === channel && f.event === postEvents.created) {
          clearTimeout(timer);
          resolve(f.data);
        }
      });
      ws.on('error', reject);
    });
    return (await frame).post?.content === 'probe';
  } finally {
    ws.terminate();
  }
}

async function run(options: RunOptions): Promise<BenchReport> {
  const chosen = sizesFromEnv();
  const shape = options.quick ? QUICK : FULL;
  const loadAtStart = hostLoad();
  const notes: string[] = [];
  const sizes = sizesWithinLimits(chosen ?? shape.sizes, notes);
  const steps: Step[] = [];

  const rapport = await startRapport();
  const clients = ClientPool.start(CLIENT_PROCESSES);
  let carriesText = false;
  try {
    const users: BenchUser[] = await insertUsers(rapport, Math.max(...sizes));
    const sender = users[0] as BenchUser;
    await assertTokenWorks(rapport, sender);
    const wsUrl = `${rapport.url.replace(/^http/, 'ws')}/api/ws`;

    for (const n of sizes) {
      const groupId = await insertGroup(
        rapport,
        users.slice(0, n).map((u) => u.id),
      );
      const channel = channelName.group(groupId);
      if (n === sizes[0]) carriesText = await eventCarriesText(rapport, sender, groupId);
      const tokens = users.slice(0, n).map((u) => u.token);

      const raw = await startRawWsServer(channel);
      try {
        const target = rawTarget(raw, channel, { groupId });
        steps.push(await runStep(clients, target, tokens, shape));
      } finally {
        await raw.stop();
      }

      const rapportTarget = (mode: 'frame' | 'read'): Target => ({
        label: 'rapport',
        url: wsUrl,
        httpUrl: rapport.url,
        channel,
        event: postEvents.created,
        mode,
        // The sender process's own time: timed here, the answer would wait for this process
        // (the server's) to finish the fan-out slice it runs after writing the answer.
        send: async (text) => (await sendChat(rapport, sender, groupId, text)).ms,
        probe: async () => {
          const res = await httpSender().request(`${rapport.url}/api/health`, { method: 'GET', headers: {} });
          if (res.status !== 200) throw new Error(`GET /api/health answered ${res.status}`);
          return res.ms;
        },
      });
      if (carriesText) steps.push(await runStep(clients, rapportTarget('frame'), tokens, shape));
      if (carriesText && chosen) continue;
      const readMessages = Math.max(3, Math.min(shape.messages, Math.round(MAX_READS_PER_STEP / n)));
      steps.push(
        await runStep(clients, rapportTarget('read'), tokens, {
          warmup: Math.min(shape.warmup, 2),
          messages: readMessages,
        }),
      );
    }
  } finally {
    await clients.stop();
    await rapport.stop();
  }

  notes.push(
    `Other GET: GET /api/health from the sender process, once before each measured message (server idle) and once right after its POST answered, while the server serves the sockets ${fmtInt(FANOUT_SLICE)} at a time between turns of its loop (FANOUT_SLICE).`,
    `One message at a time: the next is sent ${STEP_SHAPE.gapMs} ms after every socket had the previous one's text; ${shape.messages} measured messages after ${shape.warmup} warm-up ones (read mode: fewer at large N, at most ${fmtInt(MAX_READS_PER_STEP)} reads a step).`,
    'rapport: the clock starts before the chat POST /api/post (the sender is a member; the server on SQLite in this process) and stops when the text is on each client. frame: the text taken from post.created (its live body); read: post.created then GET /api/post/id (bearer, at most 48 reads in flight per client process).',
    carriesText
      ? 'post.created carries the post (frame mode measured).'
      : 'post.created carries ids only on this build: frame mode not measured, every client reads.',
    `raw ws: the clock starts before broadcast() of a frame with the same text (no HTTP, no database, no authentication). Sockets spread over ${CLIENT_PROCESSES} client processes for both; lost = N x messages - texts received.`,
    loadNote(loadAtStart, hostLoad()),
  );
  return { name: 'ws-fanout', tables: [tableOf(steps, notes)], data: { shape: { ...shape, sizes }, steps } };
}

function tableOf(steps: Step[], notes: string[]): Table {
  const rows = steps.map((s, index) => {
    // The bare server's step at the same N run just before (sizes may repeat).
    const base = steps
      .slice(0, index + 1)
      .reverse()
      .find((b) => b.n === s.n && b.server === 'raw ws');
    const vs = (pick: (x: Step) => number) => (base && s !== base ? fmtRatio(ratio(pick(s), pick(base))) : '');
    return [
      `${s.server}${s.server === 'raw ws' ? '' : ` (${s.mode})`}`,
      fmtInt(s.n),
      `${fmtInt(s.connect.ready)}${s.connect.missingChannel ? ` (+${s.connect.missingChannel} w/o group)` : ''}`,
      fmtInt(s.messages),
      fmt(s.latency.p50),
      fmt(s.latency.p99),
      fmt(s.latency.max),
      fmtInt(s.lost),
      fmtInt(s.reads),
      s.server === 'raw ws' ? '' : fmt(s.sendCall.p50),
      vs((x) => x.latency.p50),
      vs((x) => x.latency.p99),
      s.probe ? `${fmt(s.probe.idle.p50)} / ${fmt(s.probe.idle.p99)}` : '',
      s.probe ? `${fmt(s.probe.during.p50)} / ${fmt(s.probe.during.p99)}` : '',
    ];
  });
  return {
    title: 'Chat fan-out, send to TEXT on every client: ms, ratios against a bare `ws` broadcast to the same N',
    headers: [
      'server',
      'N',
      'sockets ready',
      'messages',
      'p50 ms',
      'p99 ms',
      'max ms',
      'lost',
      'reads',
      'POST p50 ms',
      'p50 / raw',
      'p99 / raw',
      'other GET idle p50 / p99 ms',
      'other GET during fan-out p50 / p99 ms',
    ],
    rows,
    notes,
  };
}

export const wsFanoutBench: Bench = {
  name: 'ws-fanout',
  describe: 'chat to a group of N online members, to text on the client, vs a bare ws broadcast',
  run,
};
