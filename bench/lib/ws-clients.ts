/**
 * Child process holding a share of the benchmark's client sockets (see ../ws-fanout.ts).
 * It times each message to the moment its TEXT is on the client: the frame as `ws` hands
 * it over when the event carries the text, else the answer of the GET /api/post/id the
 * client makes on the event. Times come from CLOCK_MONOTONIC, shared by every process.
 */
import WebSocket from 'ws';
import { nowMicros } from './stats';
import { type ClientCommand, type ClientReply, parseBenchText } from './ws-protocol';

/** Reads in flight per process: a few dozen connections, as many browsers behind one NAT would. */
const MAX_READS_IN_FLIGHT = 48;

const tokens = new Map<WebSocket, string>();
let measure: Extract<ClientCommand, { type: 'measure' }> | null = null;
let latencies = new Float64Array(0);
let indexes = new Uint32Array(0);
let received = 0;
let duplicates = 0;
let reads = 0;
let readErrors = 0;
let perMessage: number[] = [];
let inFlight = 0;
const readQueue: (() => Promise<void>)[] = [];

function reply(message: ClientReply): void {
  process.send?.(message);
}

function record(text: unknown, at: number): void {
  const parsed = typeof text === 'string' ? parseBenchText(text) : null;
  if (!parsed) return;
  const { i, sentAt } = parsed;
  if (i >= perMessage.length) return;
  if (received >= latencies.length || (perMessage[i] ?? 0) >= tokens.size) {
    duplicates++;
    return;
  }
  indexes[received] = i;
  latencies[received++] = at - sentAt;
  perMessage[i] = (perMessage[i] ?? 0) + 1;
}

function onFrame(ws: WebSocket, raw: WebSocket.RawData): void {
  const at = nowMicros();
  const current = measure;
  if (!current) return;
  const frame = JSON.parse(raw.toString()) as {
    channel?: string;
    event?: string;
    data?: { postId?: string; post?: { content?: string } };
  };
  if (frame.channel !== current.channel || frame.event !== current.event || !frame.data) return;
  const text = frame.data.post?.content;
  if (current.mode === 'frame' && typeof text === 'string') record(text, at);
  else if (frame.data.postId) read(current.httpUrl, frame.data.postId, tokens.get(ws) as string);
}

function read(httpUrl: string, postId: string, token: string): void {
  readQueue.push(async () => {
    try {
      const res = await fetch(`${httpUrl}/api/post/id?postId=${encodeURIComponent(postId)}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const body = (await res.json()) as { data?: { content?: string } };
      if (res.status !== 200) readErrors++;
      else {
        reads++;
        record(body.data?.content, nowMicros());
      }
    } catch {
      readErrors++;
    }
  });
  pump();
}

function pump(): void {
  while (inFlight < MAX_READS_IN_FLIGHT && readQueue.length) {
    const task = readQueue.shift() as () => Promise<void>;
    inFlight++;
    void task().finally(() => {
      inFlight--;
      pump();
    });
  }
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
      else tokens.set(ws, token);
      resolve(outcome);
    }
    ws.on('message', (raw) => {
      if (settled) return onFrame(ws, raw);
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
      tokens.delete(ws);
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

/** History reads in flight per process during a storm: a browser each, bounded by sockets. */
const STORM_READS_IN_FLIGHT = 256;

async function storm(command: Extract<ClientCommand, { type: 'storm' }>): Promise<ClientReply> {
  const started = Date.now();
  let served = 0;
  let servedMs = 0;
  let caughtUp = 0;
  let caughtUpMs = 0;
  let retries = 0;
  const errors = new Map<string, number>();
  const fail = (message: string) => errors.set(message, (errors.get(message) ?? 0) + 1);
  const historyUrl = `${command.httpUrl}/api/channels/${encodeURIComponent(command.channel)}/history?after=${command.afterSeq}`;
  const waiting: (() => void)[] = [];
  let reading = 0;
  const slot = async () => {
    while (reading >= STORM_READS_IN_FLIGHT) await new Promise<void>((resolve) => waiting.push(resolve));
    reading++;
  };
  const release = () => {
    reading--;
    waiting.shift()?.();
  };

  // A failed read (a reset, a timeout, a 5xx) is tried again with jittered backoff, as the
  // web app's sequencer does, until the storm's timeout: the client must not keep a gap.
  let historyRetries = 0;
  async function catchUp(token: string): Promise<void> {
    for (let tries = 0; ; tries++) {
      const error = await readHistory(token);
      if (!error) return;
      if (Date.now() - started > command.timeoutMs) return void fail(error);
      historyRetries++;
      fail(`retried: ${error}`);
      await new Promise((resolve) => setTimeout(resolve, Math.min(8000, 500 * 2 ** tries) * (0.5 + Math.random() / 2)));
    }
  }

  /** One history read; answers why it failed, or undefined when it held the missed events. */
  async function readHistory(token: string): Promise<string | undefined> {
    await slot();
    try {
      const res = await fetch(historyUrl, { headers: { authorization: `Bearer ${token}` } });
      const body = (await res.json()) as { data?: { results?: unknown[] } };
      if (res.status === 200 && (body.data?.results?.length ?? 0) >= command.expectEvents) {
        caughtUp++;
        caughtUpMs = Date.now() - started;
        return undefined;
      }
      return `history answered ${res.status}`;
    } catch (error) {
      // undici says only "fetch failed"; the reason (ECONNRESET, a connect timeout ...) is its cause.
      const cause = (error as Error & { cause?: { code?: string; message?: string } }).cause;
      return `history: ${(error as Error).message}${cause ? ` (${cause.code ?? cause.message})` : ''}`;
    } finally {
      release();
    }
  }

  // A socket refused or reset in the storm (a full accept backlog) retries after a jittered
  // pause, as a real client does, until the storm's timeout.
  const attempt = (token: string): Promise<string | undefined> =>
    new Promise((resolve) => {
      const ws = new WebSocket(command.url, { headers: { authorization: `Bearer ${token}` } });
      let settled = false;
      function done(error?: string) {
        if (settled) return;
        settled = true;
        if (error) {
          ws.terminate();
          return resolve(error);
        }
        tokens.set(ws, token);
        served++;
        servedMs = Date.now() - started;
        resolve(undefined);
      }
      ws.on('message', (raw) => {
        const frame = JSON.parse(raw.toString()) as { channel?: string; event?: string };
        if (frame.channel === '$system' && frame.event === 'ready') done();
      });
      ws.on('error', (error) => done(error.message));
      ws.on('close', (code) => {
        tokens.delete(ws);
        done(`closed with ${code} before ready`);
      });
    });
  await Promise.all(
    command.tokens.map(async (token) => {
      for (let tries = 0; ; tries++) {
        const error = await attempt(token);
        if (!error) return catchUp(token);
        retries++;
        if (Date.now() - started > command.timeoutMs) return void fail(error);
        await new Promise((resolve) => setTimeout(resolve, Math.min(2000, 250 * 2 ** tries) * (0.5 + Math.random())));
      }
    }),
  );
  const failed = command.tokens.length - caughtUp;
  return {
    type: 'stormed',
    served,
    servedMs,
    caughtUp,
    caughtUpMs,
    failed,
    retries,
    historyRetries,
    errors: [...errors].map(([m, n]) => `${n}x ${m}`),
  };
}

async function closeAll(timeoutMs: number): Promise<ClientReply> {
  const started = Date.now();
  measure = null;
  const sockets = [...tokens.keys()];
  const closing = sockets.map(
    (ws) =>
      new Promise<void>((resolve) => {
        ws.once('close', () => resolve());
        ws.close(1000);
      }),
  );
  const deadline = new Promise<void>((resolve) => setTimeout(resolve, timeoutMs).unref());
  await Promise.race([Promise.all(closing), deadline]);
  for (const ws of sockets) ws.terminate();
  tokens.clear();
  return { type: 'closed', ms: Date.now() - started };
}

async function handle(command: ClientCommand): Promise<ClientReply> {
  switch (command.type) {
    case 'connect':
      return connect(command);
    case 'storm':
      return storm(command);
    case 'measure':
      measure = command;
      latencies = new Float64Array(tokens.size * command.messages);
      indexes = new Uint32Array(latencies.length);
      received = 0;
      duplicates = 0;
      reads = 0;
      readErrors = 0;
      perMessage = new Array<number>(command.messages).fill(0);
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
        reads,
        readErrors,
      };
    case 'close':
      return closeAll(command.timeoutMs);
  }
}

process.on('message', (command: ClientCommand) => {
  handle(command).then(reply, (error: unknown) => reply({ type: 'error', message: String(error) }));
});
process.on('disconnect', () => process.exit(0));
