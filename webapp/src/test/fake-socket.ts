import type { WebSocketLike } from '../lib/realtime-client';

/** A WebSocket stand-in: records what the client sends and lets a test play the server. */
export class FakeSocket implements WebSocketLike {
  static instances: FakeSocket[] = [];
  static latest(): FakeSocket {
    const socket = FakeSocket.instances.at(-1);
    if (!socket) throw new Error('no socket was opened');
    return socket;
  }

  readyState = 0;
  sent: unknown[] = [];
  closedWith: number | null = null;
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number; reason?: string }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;

  constructor(readonly url: string) {
    FakeSocket.instances.push(this);
  }

  send(data: string): void {
    this.sent.push(JSON.parse(data));
  }

  close(code = 1000): void {
    this.closedWith = code;
    this.readyState = 3;
  }

  serverOpen(): void {
    this.readyState = 1;
    this.onopen?.({});
  }

  serverSend(frame: object): void {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }

  serverReady(channels: { channel: string; lastSeq: number }[]): void {
    this.serverSend({ channel: '$system', event: 'ready', data: { channels } });
  }

  serverClose(code = 1006): void {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}
