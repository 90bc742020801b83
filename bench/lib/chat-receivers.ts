/**
 * The chat bench's member sockets, in the bench process: each frame of one event on one
 * channel is stamped with `performance.now()` as `ws` hands it over and filed under a key
 * taken from its data (the post id), so a sender can wait until every socket has it.
 */
import WebSocket from 'ws';
import { onCleanup } from './cleanup';

type Waiter = { count: number; resolve: (times: number[]) => void };

const CONNECT_BATCH = 50;

export class ChatReceivers {
  private readonly times = new Map<string, number[]>();
  private readonly waiters = new Map<string, Waiter>();

  private constructor(
    private readonly sockets: WebSocket[],
    readonly close: () => Promise<void>,
  ) {}

  /** Opens one socket per token and resolves once each has `ready` naming the channel. */
  static async open(
    url: string,
    tokens: string[],
    channel: string,
    event: string,
    keyOf: (data: unknown) => string | undefined,
  ): Promise<ChatReceivers> {
    const sockets: WebSocket[] = [];
    const close = onCleanup('chat bench sockets', () => closeAll(sockets));
    const receivers = new ChatReceivers(sockets, close);
    for (let i = 0; i < tokens.length; i += CONNECT_BATCH) {
      const batch = tokens.slice(i, i + CONNECT_BATCH);
      sockets.push(...(await Promise.all(batch.map((token) => openOne(url, token, channel)))));
    }
    for (const ws of sockets) {
      ws.on('message', (raw) => {
        const at = performance.now();
        const frame = JSON.parse(raw.toString()) as { channel?: string; event?: string; data?: unknown };
        if (frame.channel !== channel || frame.event !== event) return;
        const key = keyOf(frame.data);
        if (key !== undefined) receivers.record(key, at);
      });
    }
    return receivers;
  }

  get size(): number {
    return this.sockets.length;
  }

  /** The receive times of a key once `count` sockets have it (frames may come before the call). */
  waitFor(key: string, count: number, timeoutMs = 10_000): Promise<number[]> {
    const seen = this.times.get(key);
    if (seen && seen.length >= count) return Promise.resolve(this.take(key));
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiters.delete(key);
        reject(new Error(`${key}: ${this.times.get(key)?.length ?? 0}/${count} sockets after ${timeoutMs} ms`));
      }, timeoutMs);
      this.waiters.set(key, {
        count,
        resolve: (times) => {
          clearTimeout(timer);
          resolve(times);
        },
      });
    });
  }

  private record(key: string, at: number): void {
    const list = this.times.get(key) ?? [];
    list.push(at);
    this.times.set(key, list);
    const waiter = this.waiters.get(key);
    if (waiter && list.length >= waiter.count) {
      this.waiters.delete(key);
      waiter.resolve(this.take(key));
    }
  }

  private take(key: string): number[] {
    const list = this.times.get(key) ?? [];
    this.times.delete(key);
    return list;
  }
}

function openOne(url: string, token: string, channel: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { headers: { authorization: `Bearer ${token}` } });
    const timer = setTimeout(() => fail(new Error('no ready frame within 15 s')), 15_000);
    function fail(error: Error) {
      clearTimeout(timer);
      ws.terminate();
      reject(error);
    }
    ws.on('error', fail);
    ws.on('message', function onReady(raw) {
      const frame = JSON.parse(raw.toString()) as { event?: string; data?: { channels?: { channel: string }[] } };
      if (frame.event !== 'ready') return;
      ws.off('message', onReady);
      clearTimeout(timer);
      if (frame.data?.channels?.some((c) => c.channel === channel)) resolve(ws);
      else fail(new Error(`ready without ${channel}`));
    });
  });
}

async function closeAll(sockets: WebSocket[]): Promise<void> {
  await Promise.all(
    sockets.map(
      (ws) =>
        new Promise<void>((resolve) => {
          if (ws.readyState === WebSocket.CLOSED) return resolve();
          const timer = setTimeout(() => {
            ws.terminate();
            resolve();
          }, 3000);
          ws.once('close', () => {
            clearTimeout(timer);
            resolve();
          });
          ws.close(1000);
        }),
    ),
  );
}
