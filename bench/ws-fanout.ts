/**
 * WebSocket fan-out: N authenticated sockets in one group; M spaced publishes; the
 * publish-to-receive latency at every socket and the messages lost. Baseline in the same
 * run: a bare `ws` server broadcasting the same frame to the same number of sockets.
 *
 * Layout, chosen for 2 cores: the server under test (Rapport or the baseline) runs in
 * this process and publishes here; the N client sockets live in one child process. A
 * worker thread would also get its own event loop, but it would share this process's
 * open-files limit (2N descriptors in one process) and its heap and GC; a child process
 * gives the clients the other core and the same footing for both servers. Send and
 * receive times come from CLOCK_MONOTONIC, which every process on the host shares.
 */
import { channel as channelName } from '@shared/realtime';
import { ClientProcess } from './lib/client-process';
import { type Publisher, runStep, STEP_SHAPE, type Step } from './lib/fanout-step';
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
import { startRawWsServer } from './lib/raw-ws';
import type { Bench, BenchReport, RunOptions } from './lib/report';
import { ratio } from './lib/stats';
import { fmt, fmtInt, fmtRatio, type Table } from './lib/table';
import { portRangeSize } from './lib/timing';

const FULL = { sizes: [1_000, 5_000, 10_000], messages: 50 };
const QUICK = { sizes: [200], messages: 20 };
/** A discarded raw step first, so neither server pays for cold code in `ws` or the client process. */
const WARMUP_STEP = { n: 200, messages: 20 };

/** Whether realtime.publish stores events at all (a stubbed module answers seq 0). */
async function realtimeWorks(server: BenchServer, channel: string): Promise<boolean> {
  const { seq } = await server.services.realtime.publish(channel, 'bench.probe', {});
  return seq > 0;
}

function sizesWithinLimits(wanted: number[], notes: string[]): number[] {
  const fds = openFilesLimit();
  const ports = portRangeSize();
  const caps: number[] = [];
  if (fds) {
    notes.push(
      `open-files limit ${fds.soft} (hard ${fds.hard}) per process; N sockets need N descriptors in the server process and N in the client process.`,
    );
    caps.push(fds.soft - FD_RESERVE);
  } else notes.push('open-files limit unknown (no /proc/self/limits).');
  if (ports) caps.push(ports - FD_RESERVE);
  const cap = Math.min(...caps, Number.POSITIVE_INFINITY);
  const sizes = [...new Set(wanted.map((n) => Math.min(n, cap)))];
  if (wanted.some((n) => n > cap)) {
    notes.push(
      `N capped at ${cap} by the open-files limit or the ephemeral port range: raise \`ulimit -n\` (hard) to go further.`,
    );
  }
  return sizes;
}

async function run(options: RunOptions): Promise<BenchReport> {
  const shape = options.quick ? QUICK : FULL;
  const loadAtStart = hostLoad();
  const notes: string[] = [];
  const sizes = sizesWithinLimits(shape.sizes, notes);
  const maxN = Math.max(...sizes);
  const steps: Step[] = [];

  const rapport = await startRapport();
  const clients = ClientProcess.start();
  try {
    const users: BenchUser[] = await insertUsers(rapport, maxN);
    const groupId = await insertGroup(
      rapport,
      users.map((u) => u.id),
    );
    const channel = channelName.group(groupId);
    await assertTokenWorks(rapport, users[0] as BenchUser);
    const rapportWorks = await realtimeWorks(rapport, channel);
    if (!rapportWorks)
      notes.push('Rapport rows skipped: services.realtime.publish returned no seq (realtime module stubbed).');
    const rapportTarget: Publisher = {
      label: 'rapport',
      url: `${rapport.url.replace(/^http/, 'ws')}/api/ws`,
      publish: async (event, data) => void (await rapport.services.realtime.publish(channel, event, data)),
    };

    const warmup = await startRawWsServer(channel);
    try {
      const tokens = users.slice(0, Math.min(WARMUP_STEP.n, maxN)).map((u) => u.token);
      await runStep(
        clients,
        { label: 'warm-up (discarded)', url: warmup.url, publish: async (e, d) => warmup.broadcast(channel, e, d) },
        tokens,
        channel,
        WARMUP_STEP.messages,
      );
    } finally {
      await warmup.stop();
    }

    for (const n of sizes) {
      const tokens = users.slice(0, n).map((u) => u.token);
      const raw = await startRawWsServer(channel);
      try {
        steps.push(
          await runStep(
            clients,
            { label: 'raw ws', url: raw.url, publish: async (e, d) => raw.broadcast(channel, e, d) },
            tokens,
            channel,
            shape.messages,
          ),
        );
      } finally {
        await raw.stop();
      }
      if (rapportWorks) steps.push(await runStep(clients, rapportTarget, tokens, channel, shape.messages));
    }
  } finally {
    await clients.stop();
    await rapport.stop();
  }

  notes.push(
    `${shape.messages} messages per step after ${STEP_SHAPE.warmupMessages} warm-up ones, one every max(50, N/50) ms; Rapport on SQLite (publish stores the event, then fans out in memory); latency = client receive - publish call start (monotonic clock), in ms; publish call = until publish() resolves, which includes the in-memory send loop for both.`,
    `lost = N x messages - received; sockets open ${STEP_SHAPE.connectBatch} handshakes at a time.`,
    loadNote(loadAtStart, hostLoad()),
  );
  return { name: 'ws-fanout', tables: [tableOf(steps, notes)], data: { shape: { ...shape, sizes }, steps } };
}

function tableOf(steps: Step[], notes: string[]): Table {
  const rows = steps.map((s) => {
    const base = steps.find((b) => b.n === s.n && b.server === 'raw ws');
    const vs = (pick: (x: Step) => number) => (base && s !== base ? fmtRatio(ratio(pick(s), pick(base))) : '');
    return [
      `${s.server} N=${fmtInt(s.n)}`,
      `${fmtInt(s.connect.ready)}${s.connect.missingChannel ? ` (+${s.connect.missingChannel} w/o group)` : ''}`,
      fmt(s.connect.ms / 1000, 1),
      fmt(s.latency.p50),
      fmt(s.latency.p99),
      fmt(s.latency.max),
      fmtInt(s.lost),
      fmt(s.publishCall.p50),
      vs((x) => x.latency.p50),
      vs((x) => x.latency.p99),
      vs((x) => x.latency.max),
      vs((x) => x.connect.ms),
    ];
  });
  return {
    title: 'WebSocket fan-out: publish-to-receive latency at every socket, ratios against raw `ws` at the same N',
    headers: [
      'server',
      'sockets ready',
      'connect s',
      'p50 ms',
      'p99 ms',
      'max ms',
      'lost',
      'publish call p50 ms',
      'p50 / raw',
      'p99 / raw',
      'max / raw',
      'connect / raw',
    ],
    rows,
    notes,
  };
}

export const wsFanoutBench: Bench = {
  name: 'ws-fanout',
  describe: 'group fan-out to N sockets vs a raw ws broadcast',
  run,
};
