/**
 * Child process that holds the benchmark's client sockets (see ../ws-fanout.ts for why a
 * child process). It stamps each frame with the monotonic clock the moment `ws` hands
 * it over, before parsing, so both servers are measured the same way.
 */
import WebSocket from 'ws';
import { nowMicros } from './stats';
import type { ClientCommand, ClientReply, PingData } from './ws-protocol';

const sockets = new Set<WebSocket>();
let measuredEvent = '';
let expectedPerSocket = 0;
let latencies = new Float64Array(0);
let indexes = new Uint32Array(0);
let received = 0;
let duplicates = 0;
let perMessage: number[] = [];

function reply(message: ClientReply): void {
  process.send?.(message);
}

function onFrame(raw: WebSocket.RawData): void {
  const at = nowMicros();
  const frame = JSON.parse(raw.toString()) as { channel?: string; event?: string; data?: PingData };
  if (frame.event !== measuredEvent || !frame.data) return;
  const { sentAt, i } = frame.data;
  if (received >= latencies.length || (perMessage[i] ?? 0) >= sockets.size) {
    duplicates++;
    return;
  }
  indexes[received] = i;
  latencies[received++] = at - sentAt;
  perMessage[i] = (perMessage[i] ?? 0) + 1;
}

type Opened = 'ready' | 'missing-channel' | { error: string };

function open(url: string, token: string, expectChannel: string, timeoutMs: number): Promise<Opened> {
  return new Promise((resolve) => {
    const ws = new WebSocket(url, { headers: { authorization: `Bearer ${token}` } });
    const timer = setTimeout(() => finish({ error: 'no ready frame in time' }), timeoutMs);
    let settled = false;
    function finish(outcome: Opened) {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (typeof outcome === 'object') ws.terminate();
      else sockets.add(ws);
      resolve(outcome);
    }
    ws.on('message', (raw) => {
      if (settled) return onFrame(raw);
      const frame = JSON.parse(raw.toString()) as { channel?: string; event?: string; data?: { channels?: unknown[] } };
      if (frame.channel !== '$system' || frame.event !== 'ready') return;
      // Rapport lists { channel, lastSeq } objects; accept bare names too.
      const names = (frame.data?.channels ?? []).map((c) =>
        typeof c === 'string' ? c : (c as { channel?: string }).channel,
      );
      finish(names.includes(expectChannel) ? 'ready' : 'missing-channel');
    });
    ws.on('error', (error) => finish({ error: error.message }));
    ws.on('close', (code) => {
      sockets.delete(ws);
      finish({ error: `closed with ${code} before ready` });
    });
  });
}

async function connect(command: Extract<ClientCommand, { type: 'connect' }>): Promise<ClientReply> {
  const started = Date.now();
  let ready = 0;
  let missingChannel = 0;
  const errors = new Map<string, number>();
  // Batches: a few hundred handshakes in flight at once, so the server's accept backlog
  // and its session look-ups never see all N at the same instant.
  for (let i = 0; i < command.tokens.length; i += command.batchSize) {
    const batch = command.tokens.slice(i, i + command.batchSize);
    const outcomes = await Promise.all(
      batch.map((token) => open(command.url, token, command.expectChannel, command.timeoutMs)),
    );
    for (const outcome of outcomes) {
      if (outcome === 'ready') ready++;
      else if (outcome === 'missing-channel') missingChannel++;
      else errors.set(outcome.error, (errors.get(outcome.error) ?? 0) + 1);
    }
  }
  const failed = [...errors.values()].reduce((a, b) => a + b, 0);
  return {
    type: 'connected',
    ready,
    failed,
    missingChannel,
    errors: [...errors].map(([m, n]) => `${n}x ${m}`),
    ms: Date.now() - started,
  };
}

async function closeAll(timeoutMs: number): Promise<ClientReply> {
  const started = Date.now();
  const closing = [...sockets].map(
    (ws) =>
      new Promise<void>((resolve) => {
        ws.once('close', () => resolve());
        ws.close(1000);
      }),
  );
  const deadline = new Promise<void>((resolve) => setTimeout(resolve, timeoutMs).unref());
  await Promise.race([Promise.all(closing), deadline]);
  for (const ws of sockets) ws.terminate();
  sockets.clear();
  return { type: 'closed', ms: Date.now() - started };
}

async function handle(command: ClientCommand): Promise<ClientReply> {
  switch (command.type) {
    case 'connect':
      return connect(command);
    case 'measure':
      measuredEvent = command.event;
      expectedPerSocket = command.messages;
      latencies = new Float64Array(sockets.size * expectedPerSocket);
      indexes = new Uint32Array(latencies.length);
      received = 0;
      duplicates = 0;
      perMessage = new Array<number>(expectedPerSocket).fill(0);
      return { type: 'measuring' };
    case 'status':
      return { type: 'status', received };
    case 'collect':
      return {
        type: 'collected',
        latencies: latencies.slice(0, received),
        indexes: indexes.slice(0, received),
        received,
        duplicates,
        perMessage,
      };
    case 'close':
      return closeAll(command.timeoutMs);
  }
}

process.on('message', (command: ClientCommand) => {
  handle(command).then(reply, (error: unknown) => reply({ type: 'error', message: String(error) }));
});
process.on('disconnect', () => process.exit(0));
