import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { postEvents } from '@shared/api/posts';
import { WebSocketServer } from 'ws';
import { onCleanup } from './cleanup';
import type { Target } from './fanout-step';

export type RawWsServer = {
  url: string;
  /** The last seq broadcast on the channel. */
  readonly lastSeq: number;
  /** Serialises the frame once and sends it to every open socket. */
  broadcast(channel: string, event: string, data: unknown): void;
  stop(): Promise<void>;
};

/**
 * The same-run baseline for fan-out: a bare `ws` server on /api/ws with Rapport's frame
 * shape, no authentication, no storage. It answers `ready` like Rapport does so the
 * client process treats both servers the same.
 */
export async function startRawWsServer(channel: string): Promise<RawWsServer> {
  const sent: { channel: string; event: string; data: unknown; seq: number }[] = [];
  // History as Rapport answers it (GET /api/channels/{c}/history?after=N), from memory.
  const http = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://raw');
    if (!url.pathname.endsWith('/history')) return res.writeHead(404).end();
    const after = Number(url.searchParams.get('after') ?? 0);
    const results = sent.filter((f) => f.seq > after);
    res
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ isSuccess: true, data: { results } }));
  });
  const wss = new WebSocketServer({ server: http, path: '/api/ws' });
  const ready = JSON.stringify({ channel: '$system', event: 'ready', data: { channels: [{ channel, lastSeq: 0 }] } });
  wss.on('connection', (ws) => ws.send(ready));
  // The same accept backlog as Rapport's server (server/server.ts): a storm then compares the
  // servers' work per socket, not Node's default backlog of 511 against a raised one.
  await new Promise<void>((resolve) => http.listen({ port: 0, host: '127.0.0.1', backlog: 4096 }, resolve));
  const { port } = http.address() as AddressInfo;
  let seq = 0;
  const stop = onCleanup('raw ws server', async () => {
    for (const ws of wss.clients) ws.terminate();
    await new Promise<void>((resolve) => wss.close(() => resolve()));
    await new Promise<void>((resolve) => http.close(() => resolve()));
  });
  return {
    url: `ws://127.0.0.1:${port}/api/ws`,
    get lastSeq() {
      return seq;
    },
    broadcast(name, event, data) {
      const record = { channel: name, event, data, seq: ++seq };
      sent.push(record);
      const frame = JSON.stringify(record);
      for (const ws of wss.clients) ws.send(frame);
    },
    stop,
  };
}

/**
 * The baseline as a fan-out target: a post.created frame carrying the text, as Rapport's
 * live frame does, with fresh ids and whatever else the compared event names (`extra`).
 */
export function rawTarget(raw: RawWsServer, channel: string, extra: Record<string, unknown> = {}): Target {
  let next = 0;
  return {
    label: 'raw ws',
    url: raw.url,
    httpUrl: raw.url.replace(/^ws/, 'http'),
    channel,
    event: postEvents.created,
    mode: 'frame',
    send: async (text) => {
      const postId = `raw-${next++}`;
      raw.broadcast(channel, postEvents.created, { postId, ...extra, post: { id: postId, content: text } });
      return undefined;
    },
  };
}
