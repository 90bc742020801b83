import { type ReadyFrameData, type ServerFrame, SYSTEM_CHANNEL } from '@shared/realtime';
import { type ClientOptions, WebSocket } from 'ws';

type Predicate = (frame: ServerFrame) => boolean;
type Waiter = { predicate: Predicate; resolve: (frame: ServerFrame) => void };

export type SocketAuth = { token?: string; tokenInQuery?: boolean; cookie?: string; origin?: string };

/** The ws:// URL of a test server's realtime endpoint. */
export function wsUrl(baseUrl: string, query = ''): string {
  return `${baseUrl.replace(/^http/, 'ws')}/api/ws${query}`;
}

function connectionArgs(baseUrl: string, auth: SocketAuth): [string, ClientOptions] {
  const headers: Record<string, string> = {};
  if (auth.token && !auth.tokenInQuery) headers.authorization = `Bearer ${auth.token}`;
  if (auth.cookie) headers.cookie = auth.cookie;
  const query = auth.token && auth.tokenInQuery ? `?token=${encodeURIComponent(auth.token)}` : '';
  return [wsUrl(baseUrl, query), { headers, ...(auth.origin ? { origin: auth.origin } : {}) }];
}

/**
 * A realtime client for tests: records every frame and waits for the ones a test expects.
 * `connect` resolves after the server's `ready` frame.
 */
export class TestSocket {
  readonly frames: ServerFrame[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;
  private readonly waiters = new Set<Waiter>();

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (raw) => {
      const frame = JSON.parse(raw.toString()) as ServerFrame;
      this.frames.push(frame);
      for (const waiter of [...this.waiters]) {
        if (!waiter.predicate(frame)) continue;
        this.waiters.delete(waiter);
        waiter.resolve(frame);
      }
    });
    this.closed = new Promise((resolve) =>
      ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
    );
  }

  /** `readyWithinMs`: how long `ready` may take (many sockets opening at once on a busy host take longer). */
  static async connect(
    baseUrl: string,
    auth: SocketAuth,
    options: ClientOptions = {},
    readyWithinMs = 5000,
  ): Promise<TestSocket> {
    const [url, base] = connectionArgs(baseUrl, auth);
    const socket = new TestSocket(new WebSocket(url, { ...base, ...options }));
    const ready = socket.next((f) => f.channel === SYSTEM_CHANNEL && f.event === 'ready', readyWithinMs);
    await new Promise<void>((resolve, reject) => {
      socket.ws.once('open', () => resolve());
      socket.ws.once('error', reject);
    });
    await ready;
    return socket;
  }

  /** The data of the `ready` frame. */
  get ready(): ReadyFrameData {
    const frame = this.frames.find((f) => f.channel === SYSTEM_CHANNEL && f.event === 'ready');
    if (!frame) throw new Error('no ready frame yet');
    return frame.data as ReadyFrameData;
  }

  /** The first frame, already received or still to come, that matches. */
  next(predicate: Predicate, timeoutMs = 5000): Promise<ServerFrame> {
    const seen = this.frames.find(predicate);
    if (seen) return Promise.resolve(seen);
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        predicate,
        resolve: (frame) => {
          clearTimeout(timer);
          resolve(frame);
        },
      };
      const timer = setTimeout(() => {
        this.waiters.delete(waiter);
        reject(new Error(`no matching frame within ${timeoutMs} ms; got ${JSON.stringify(this.frames)}`));
      }, timeoutMs);
      this.waiters.add(waiter);
    });
  }

  /** The frame of an event on a channel (by name, optionally by seq). */
  event(channel: string, event: string, seq?: number, timeoutMs?: number): Promise<ServerFrame> {
    return this.next(
      (f) => f.channel === channel && f.event === event && (seq === undefined || f.seq === seq),
      timeoutMs,
    );
  }

  system(event: string, channel?: string, timeoutMs?: number): Promise<ServerFrame> {
    return this.next(
      (f) =>
        f.channel === SYSTEM_CHANNEL &&
        f.event === event &&
        (channel === undefined || (f.data as { channel?: string }).channel === channel),
      timeoutMs,
    );
  }

  /** Frames of one channel received so far, in arrival order. */
  on(channel: string): ServerFrame[] {
    return this.frames.filter((f) => f.channel === channel);
  }

  send(frame: unknown): void {
    this.ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  }

  /** Sends subscribe and resolves with the answer: `subscribed` or `refused`. */
  subscribe(channel: string): Promise<ServerFrame> {
    const answer = this.next(
      (f) =>
        f.channel === SYSTEM_CHANNEL &&
        (f.event === 'subscribed' || f.event === 'refused') &&
        (f.data as { channel?: string }).channel === channel,
    );
    this.send({ type: 'subscribe', channel });
    return answer;
  }

  async close(): Promise<void> {
    if (this.ws.readyState !== WebSocket.CLOSED) this.ws.close();
    await this.closed;
  }
}

/** Tries an upgrade that should fail; resolves with the HTTP status the server answered. */
export function refusedStatus(baseUrl: string, auth: SocketAuth, path?: string): Promise<number> {
  const [url, options] = connectionArgs(baseUrl, auth);
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(path ? url.replace('/api/ws', path) : url, options);
    ws.on('unexpected-response', (_req, res) => {
      resolve(res.statusCode ?? 0);
      res.resume();
      ws.terminate();
    });
    ws.on('open', () => {
      ws.close();
      reject(new Error('the upgrade was accepted'));
    });
    ws.on('error', (error) => reject(error));
  });
}

/** Lets in-flight frames arrive before asserting that something did not. */
export function settle(ms = 150): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
