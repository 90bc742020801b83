import { type HistoryEvent, type ReadyFrameData, SYSTEM_CHANNEL, type ServerFrame } from '@shared/realtime';
import { WebSocket } from 'ws';

type ChannelLog = { last: number; applied: HistoryEvent[]; chain: Promise<void> };

const RETRY_STATUSES = new Set([500, 502, 503, 504]);
const isGone = (error: unknown) => error instanceof Error && error.name === 'SoakStopped';

/**
 * One simulated user of the soak: API calls that retry network failures and 5xx with backoff
 * (a POST keeps its Idempotency-Key across retries, as the web app's client does), and a
 * WebSocket that reconnects and catches up each channel by history, applying every event in
 * seq order exactly once. What it applied is kept for the test to compare with the server.
 */
export class SoakUser {
  readonly logs = new Map<string, ChannelLog>();
  readonly stats = { retries: 0, reconnects: 0, liveDuplicatesSkipped: 0, gapsFilled: 0, outOfOrder: 0 };
  private ws: WebSocket | null = null;
  private stopped = false;

  constructor(
    readonly baseUrl: string,
    readonly token: string,
    readonly id: string,
    channels: string[],
  ) {
    for (const name of channels) this.logs.set(name, { last: 0, applied: [], chain: Promise.resolve() });
  }

  /** A JSON call that is retried until it is answered (not 5xx, not a network failure). */
  async call<T = any>(
    method: string,
    path: string,
    body?: unknown,
    key?: string,
  ): Promise<{ status: number; body: T }> {
    const headers: Record<string, string> = { authorization: `Bearer ${this.token}`, origin: this.baseUrl };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (key) headers['idempotency-key'] = key;
    for (let attempt = 0; ; attempt++) {
      if (this.stopped && attempt > 0) throw Object.assign(new Error('stopped'), { name: 'SoakStopped' });
      try {
        const res = await fetch(this.baseUrl + path, {
          method,
          headers,
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        const text = await res.text();
        const isRetryable = RETRY_STATUSES.has(res.status) || (res.status === 409 && res.headers.has('retry-after'));
        if (!isRetryable) return { status: res.status, body: text ? JSON.parse(text) : null };
      } catch {
        // Connection refused or reset: the server is down or restarting.
      }
      this.stats.retries++;
      await backoff(attempt);
    }
  }

  /** Opens the socket; after every drop it reconnects with backoff until `stop`. */
  connect(): void {
    if (this.stopped) return;
    const ws = new WebSocket(`${this.baseUrl.replace(/^http/, 'ws')}/api/ws`, {
      headers: { authorization: `Bearer ${this.token}` },
    });
    this.ws = ws;
    let opened = false;
    ws.on('open', () => {
      opened = true;
    });
    ws.on('message', (raw) => this.onFrame(ws, JSON.parse(raw.toString()) as ServerFrame));
    ws.on('error', () => undefined);
    ws.on('close', () => {
      if (this.stopped) return;
      this.stats.reconnects++;
      setTimeout(() => this.connect(), opened ? 50 + Math.random() * 200 : 250 + Math.random() * 500);
    });
  }

  private onFrame(ws: WebSocket, frame: ServerFrame) {
    if (frame.channel === SYSTEM_CHANNEL) {
      if (frame.event === 'ready') {
        const known = new Map((frame.data as ReadyFrameData).channels.map((c) => [c.channel, c.lastSeq]));
        for (const name of this.logs.keys()) {
          const lastSeq = known.get(name);
          if (lastSeq === undefined) ws.send(JSON.stringify({ type: 'subscribe', channel: name }));
          else this.enqueue(name, () => this.catchUp(name, lastSeq));
        }
      } else if (frame.event === 'subscribed') {
        const { channel, lastSeq } = frame.data as { channel: string; lastSeq: number };
        if (this.logs.has(channel)) this.enqueue(channel, () => this.catchUp(channel, lastSeq));
      }
      return;
    }
    if (!this.logs.has(frame.channel)) return;
    this.enqueue(frame.channel, async () => {
      const log = this.logs.get(frame.channel) as ChannelLog;
      const seq = frame.seq as number;
      if (seq <= log.last) {
        // Already applied from history: the socket's copy is the same event.
        this.stats.liveDuplicatesSkipped++;
        return;
      }
      if (seq > log.last + 1) {
        this.stats.gapsFilled++;
        await this.catchUp(frame.channel, seq - 1);
      }
      this.apply(log, { channel: frame.channel, event: frame.event, data: frame.data, seq, createdAt: '' });
    });
  }

  /** Reads the channel's history from what was applied up to `upTo` (or to its end). */
  async catchUp(name: string, upTo = Number.POSITIVE_INFINITY): Promise<void> {
    const log = this.logs.get(name) as ChannelLog;
    while (log.last < upTo) {
      const path = `/api/channels/${encodeURIComponent(name)}/history?after=${log.last}&limit=500`;
      const res = await this.call<{ data: { results: HistoryEvent[] } }>('GET', path);
      if (res.status !== 200) throw new Error(`history of ${name}: ${res.status} ${JSON.stringify(res.body)}`);
      const events = res.body.data.results.filter((e) => e.seq > log.last && e.seq <= upTo);
      if (!events.length) return;
      for (const event of events) this.apply(log, event);
    }
  }

  private apply(log: ChannelLog, event: HistoryEvent) {
    if (event.seq !== log.last + 1) this.stats.outOfOrder++;
    log.applied.push(event);
    log.last = Math.max(log.last, event.seq);
  }

  /** Runs channel work one piece at a time, in arrival order. */
  private enqueue(name: string, work: () => Promise<void>) {
    const log = this.logs.get(name) as ChannelLog;
    log.chain = log.chain.then(work).catch((error) => {
      if (!isGone(error)) throw error;
    });
  }

  /** Waits for the channel work queued so far, then reads every channel to its end. */
  async settle(): Promise<void> {
    for (const [name, log] of this.logs) {
      await log.chain;
      await this.catchUp(name);
    }
  }

  stop(): void {
    this.stopped = true;
    this.ws?.close();
  }
}

function backoff(attempt: number): Promise<void> {
  const ms = Math.min(1000, 50 * 2 ** attempt) * (0.5 + Math.random() / 2);
  return new Promise((resolve) => setTimeout(resolve, ms));
}
