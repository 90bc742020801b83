/**
 * One fan-out step: connect N sockets spread over the client processes, send messages one
 * at a time through the server under test (each after every socket had the previous one's
 * text), collect every socket's send-to-text latency, close the sockets.
 */
import type { ClientPool } from './client-process';
import { type LatencySummary, nowMicros, summarize } from './stats';
import { fmt } from './table';
import { settle, sleep } from './timing';
import { benchText, type TextMode } from './ws-protocol';

const CONNECT_BATCH = 250;
/** A message not on every client after this long counts its missing texts as lost. */
const MESSAGE_TIMEOUT_MS = 10_000;
const GAP_MS = 20;

export const STEP_SHAPE = { connectBatch: CONNECT_BATCH, gapMs: GAP_MS };

export type Target = {
  label: string;
  /** ws:// URL of the realtime endpoint. */
  url: string;
  /** http:// origin for the clients' reads. */
  httpUrl: string;
  channel: string;
  event: string;
  mode: TextMode;
  /**
   * Sends message `text` (the chat POST, or the bare broadcast); resolves when the sender has
   * its answer, with the answer's time as the sender process measured it (ms) when it has one.
   */
  send(text: string): Promise<number | undefined>;
  /**
   * An unrelated request to the same server (GET /api/health from the sender process),
   * answering its ms: made once while the server is idle and once while it fans a message out.
   */
  probe?: () => Promise<number>;
};

export type Step = {
  n: number;
  server: string;
  mode: TextMode;
  connect: { ready: number; failed: number; missingChannel: number; errors: string[]; ms: number };
  messages: number;
  expected: number;
  received: number;
  lost: number;
  duplicates: number;
  reads: number;
  readErrors: number;
  /** Send to text on the client, milliseconds, over every socket and measured message. */
  latency: LatencySummary;
  /** Until the sender had its answer (the POST's response), milliseconds. */
  sendCall: LatencySummary;
  /** The unrelated request's ms, with the server idle and during each fan-out (when the target probes). */
  probe?: { idle: LatencySummary; during: LatencySummary };
};

export async function runStep(
  clients: ClientPool,
  target: Target,
  tokens: string[],
  shape: { warmup: number; messages: number },
): Promise<Step> {
  const n = tokens.length;
  const shares = Array.from({ length: clients.size }, (_, k) => tokens.filter((_, i) => i % clients.size === k));
  const connects = await clients.each(
    (k) => ({
      type: 'connect',
      url: target.url,
      tokens: shares[k] as string[],
      batchSize: Math.ceil(CONNECT_BATCH / clients.size),
      timeoutMs: 60_000,
      expectChannel: target.channel,
    }),
    'connected',
    300_000,
  );
  const connect = {
    ready: connects.reduce((a, c) => a + c.ready, 0),
    failed: connects.reduce((a, c) => a + c.failed, 0),
    missingChannel: connects.reduce((a, c) => a + c.missingChannel, 0),
    errors: connects.flatMap((c) => c.errors),
    ms: Math.max(...connects.map((c) => c.ms)),
  };
  await settle(1000);
  const total = shape.warmup + shape.messages;
  await clients.all(
    {
      type: 'measure',
      event: target.event,
      channel: target.channel,
      messages: total,
      mode: target.mode,
      httpUrl: target.httpUrl,
    },
    'measuring',
    10_000,
  );
  const sendCalls: number[] = [];
  const probesIdle: number[] = [];
  const probesDuring: number[] = [];
  for (let i = 0; i < total; i++) {
    const isMeasured = i >= shape.warmup;
    if (target.probe && isMeasured) probesIdle.push(await target.probe());
    const sentAt = nowMicros();
    const answeredIn = await target.send(benchText(i, sentAt));
    // Right after the answer: the server is serving the sockets (in slices) now.
    const during = target.probe?.();
    if (isMeasured) sendCalls.push(typeof answeredIn === 'number' ? answeredIn : (nowMicros() - sentAt) / 1000);
    await waitForDelivery(clients, connect.ready * (i + 1));
    if (during) {
      const ms = await during;
      if (isMeasured) probesDuring.push(ms);
    }
    await sleep(GAP_MS);
  }
  const collected = await clients.all({ type: 'collect' }, 'collected', 60_000);
  const latencyMs: number[] = [];
  let received = 0;
  for (const c of collected)
    for (let k = 0; k < c.received; k++) {
      if ((c.indexes[k] as number) < shape.warmup) continue;
      latencyMs.push((c.latencies[k] as number) / 1000);
      received++;
    }
  await clients.all({ type: 'close', timeoutMs: 10_000 }, 'closed', 30_000);
  await settle();
  const expected = n * shape.messages;
  const step: Step = {
    n,
    server: target.label,
    mode: target.mode,
    connect,
    messages: shape.messages,
    expected,
    received,
    lost: expected - received,
    duplicates: collected.reduce((a, c) => a + c.duplicates, 0),
    reads: collected.reduce((a, c) => a + c.reads, 0),
    readErrors: collected.reduce((a, c) => a + c.readErrors, 0),
    latency: summarize(latencyMs),
    sendCall: summarize(sendCalls),
    ...(target.probe ? { probe: { idle: summarize(probesIdle), during: summarize(probesDuring) } } : {}),
  };
  console.log(
    `  ${target.label} N=${n}: ${connect.ready}/${n} ready in ${(connect.ms / 1000).toFixed(1)} s; p50 ${fmt(step.latency.p50)} ms, p99 ${fmt(step.latency.p99)} ms, lost ${step.lost}, reads ${step.reads}` +
      (connect.errors.length ? `; connect errors: ${connect.errors.join(', ')}` : ''),
  );
  return step;
}

/** Until the clients hold `expected` texts in all, or nothing arrived for MESSAGE_TIMEOUT_MS. */
async function waitForDelivery(clients: ClientPool, expected: number): Promise<void> {
  let last = -1;
  let lastProgress = Date.now();
  for (;;) {
    const statuses = await clients.all({ type: 'status' }, 'status', 10_000);
    const received = statuses.reduce((a, s) => a + s.received, 0);
    if (received >= expected) return;
    if (received !== last) {
      last = received;
      lastProgress = Date.now();
    } else if (Date.now() - lastProgress > MESSAGE_TIMEOUT_MS) return;
    await sleep(10);
  }
}
