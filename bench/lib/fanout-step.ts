/**
 * One fan-out step: connect N sockets in the client process, publish spaced messages
 * through the server under test, collect every socket's latencies, close the sockets.
 */
import type { ClientProcess } from './client-process';
import { type LatencySummary, nowMicros, summarize } from './stats';
import { fmt } from './table';
import { settle, sleep } from './timing';
import type { PingData } from './ws-protocol';

const WARMUP_MESSAGES = 10;
const CONNECT_BATCH = 250;
const EVENT = 'bench.ping';

export const STEP_SHAPE = { warmupMessages: WARMUP_MESSAGES, connectBatch: CONNECT_BATCH };

export type Publisher = { label: string; url: string; publish(event: string, data: PingData): Promise<void> };

export type Step = {
  n: number;
  server: string;
  connect: { ready: number; failed: number; missingChannel: number; errors: string[]; ms: number };
  intervalMs: number;
  expected: number;
  received: number;
  lost: number;
  duplicates: number;
  /** Publish-to-receive, milliseconds. */
  latency: LatencySummary;
  /** How long the publish call itself took, milliseconds. */
  publishCall: LatencySummary;
  /** Median latency of each message (ms), to tell one slow message from a slow tail. */
  perMessageP50: number[];
};

/** Spacing that lets one fan-out finish before the next starts at the baseline's pace. */
function intervalFor(n: number): number {
  return Math.max(50, Math.round(n / 50));
}

export async function runStep(
  clients: ClientProcess,
  target: Publisher,
  tokens: string[],
  expectChannel: string,
  messages: number,
): Promise<Step> {
  const n = tokens.length;
  const intervalMs = intervalFor(n);
  const connect = await clients.request(
    { type: 'connect', url: target.url, tokens, batchSize: CONNECT_BATCH, timeoutMs: 30_000, expectChannel },
    'connected',
    180_000,
  );
  await settle(1000);
  for (let i = 0; i < WARMUP_MESSAGES; i++) {
    await target.publish('bench.warmup', { sentAt: nowMicros(), i });
    await sleep(intervalMs);
  }
  await clients.request({ type: 'measure', event: EVENT, messages }, 'measuring', 10_000);
  const publishCalls: number[] = [];
  const start = performance.now();
  for (let i = 0; i < messages; i++) {
    await sleep(start + i * intervalMs - performance.now());
    const sentAt = nowMicros();
    await target.publish(EVENT, { sentAt, i });
    publishCalls.push((nowMicros() - sentAt) / 1000);
  }
  const connected = connect.ready + connect.missingChannel;
  const expected = connected * messages;
  await waitForDelivery(clients, expected);
  const collected = await clients.request({ type: 'collect' }, 'collected', 60_000);
  const latencyMs = collected.latencies.map((us) => us / 1000);
  await clients.request({ type: 'close', timeoutMs: 10_000 }, 'closed', 30_000);
  await settle();
  const step: Step = {
    n,
    server: target.label,
    connect,
    intervalMs,
    expected: n * messages,
    received: collected.received,
    lost: n * messages - collected.received,
    duplicates: collected.duplicates,
    latency: summarize(latencyMs),
    publishCall: summarize(publishCalls),
    perMessageP50: perMessageMedians(latencyMs, collected.indexes, messages),
  };
  console.log(
    `  ${target.label} N=${n}: ${connect.ready}/${n} ready in ${(connect.ms / 1000).toFixed(1)} s; p50 ${fmt(step.latency.p50)} ms, p99 ${fmt(step.latency.p99)} ms, lost ${step.lost}` +
      (connect.errors.length ? `; connect errors: ${connect.errors.join(', ')}` : ''),
  );
  return step;
}

function perMessageMedians(latencyMs: Float64Array, indexes: Uint32Array, messages: number): number[] {
  const buckets = Array.from({ length: messages }, () => [] as number[]);
  for (let k = 0; k < latencyMs.length; k++) buckets[indexes[k] as number]?.push(latencyMs[k] as number);
  return buckets.map((b) => Math.round(summarize(b).p50 * 100) / 100);
}

/** Until every expected frame arrived, or nothing arrived for 3 s, or 60 s passed. */
async function waitForDelivery(clients: ClientProcess, expected: number): Promise<void> {
  const started = Date.now();
  let last = -1;
  let lastProgress = Date.now();
  while (Date.now() - started < 60_000) {
    const { received } = await clients.request({ type: 'status' }, 'status', 10_000);
    if (received >= expected) return;
    if (received !== last) {
      last = received;
      lastProgress = Date.now();
    } else if (Date.now() - lastProgress > 3_000) return;
    await sleep(50);
  }
}
