import {
  CLOSE_CODES,
  type ChannelJoinedData,
  type ClientFrame,
  events,
  type ReadyFrameData,
  SYSTEM_CHANNEL,
} from '@shared/realtime';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { backoffDelay } from './backoff';
import { ChannelSequencer, type RealtimeEvent, type SequencedFrame } from './channel-sequencer';

export type { RealtimeEvent, SequencedFrame } from './channel-sequencer';

export type RealtimeStatus = 'connecting' | 'open' | 'closed';
export type RealtimeState = {
  status: RealtimeStatus;
  /** Failed attempts since the last successful open. */
  attempt: number;
  /** When the next reconnect attempt starts (epoch ms), while waiting to retry. */
  nextRetryAt: number | null;
};

/** The part of the WebSocket interface the client uses (a fake in unit tests). */
export interface WebSocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number; reason?: string }) => void) | null;
  onerror: ((event: unknown) => void) | null;
}

export type SystemFrame = { event: string; data: unknown };

export type RealtimeClientOptions = {
  /** The WebSocket URL, resolved before each attempt (see realtimeUrl). */
  url: () => string | Promise<string>;
  /** Missed events of a channel after a seq (GET /api/channels/{channel}/history). */
  fetchHistory: (channel: string, afterSeq: number) => Promise<SequencedFrame[]>;
  createSocket?: (url: string) => WebSocketLike;
  initialBackoffMs?: number;
  maxBackoffMs?: number;
  random?: () => number;
  /** The server ended the session (close code 4401): sign in again; no more retries. */
  onUnauthorized?: () => void;
};

const OPEN = 1;
const browserSocket = (url: string) => new WebSocket(url) as unknown as WebSocketLike;
/** Close codes after which retrying cannot help: policy violation, session ended. */
const FINAL_CLOSE_CODES = new Set<number>([CLOSE_CODES.policyViolation, CLOSE_CODES.sessionEnded]);

export { backoffDelay };

/** ws(s)://host/api/ws for a server origin; the extension passes its bearer token. */
export function realtimeUrl(baseUrl: string, token?: string | null): string {
  const url = new URL('/api/ws', baseUrl);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  if (token) url.searchParams.set('token', token);
  return url.toString();
}

/**
 * One WebSocket per signed-in client. Reconnects with backoff, resubscribes, and hands
 * every channel event to listeners once and in order (gaps are filled from history).
 */
export class RealtimeClient {
  readonly state: StoreApi<RealtimeState> = createStore<RealtimeState>(() => ({
    status: 'closed',
    attempt: 0,
    nextRetryAt: null,
  }));

  private socket: WebSocketLike | null = null;
  private shouldRun = false;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  /** Bumped by every open and disconnect, so a stale attempt can tell it was overtaken. */
  private generation = 0;
  private readonly subscriptions = new Map<string, number>();
  /** The conversation this client shows now (open and visible), and who set it last. */
  private focused: string | null = null;
  private focusOwner = 0;
  private readonly eventListeners = new Set<(event: RealtimeEvent) => void>();
  private readonly systemListeners = new Set<(frame: SystemFrame) => void>();
  private readonly resyncListeners = new Set<(channel: string) => void>();
  private readonly sequencer: ChannelSequencer;

  constructor(private readonly options: RealtimeClientOptions) {
    this.sequencer = new ChannelSequencer({
      fetchHistory: options.fetchHistory,
      deliver: (event) => this.emit(this.eventListeners, event),
      onResync: (channel) => this.emit(this.resyncListeners, channel),
    });
  }

  connect(): void {
    if (this.shouldRun) return;
    this.shouldRun = true;
    void this.open();
  }

  /** Closes the socket and stops reconnecting; channel positions are kept. */
  disconnect(): void {
    this.shouldRun = false;
    this.generation++;
    this.clearRetry();
    const socket = this.socket;
    this.socket = null;
    socket?.close(1000, 'client closed');
    this.state.setState({ status: 'closed', nextRetryAt: null });
  }

  /** Skips the backoff wait (the browser came back online or the tab became visible). */
  reconnectNow(): void {
    if (!this.shouldRun || this.socket) return;
    this.clearRetry();
    void this.open();
  }

  /** Receives a post or job channel until the returned function is called. */
  subscribe(channel: string): () => void {
    const count = this.subscriptions.get(channel) ?? 0;
    this.subscriptions.set(channel, count + 1);
    if (count === 0) this.send({ type: 'subscribe', channel });
    let isReleased = false;
    return () => {
      if (isReleased) return;
      isReleased = true;
      const remaining = (this.subscriptions.get(channel) ?? 1) - 1;
      if (remaining > 0) {
        this.subscriptions.set(channel, remaining);
        return;
      }
      this.subscriptions.delete(channel);
      this.send({ type: 'unsubscribe', channel });
      this.sequencer.forget(channel);
    };
  }

  /**
   * Tells the server this client shows the conversation's channel, open and visible, until the
   * returned function is called (or another call replaces it): the server then sends no push for
   * it. Kept across reconnects: each new socket is told again.
   */
  focus(channel: string): () => void {
    const owner = ++this.focusOwner;
    this.setFocus(channel);
    return () => {
      if (this.focusOwner === owner) this.setFocus(null);
    };
  }

  onEvent(listener: (event: RealtimeEvent) => void): () => void {
    return this.listen(this.eventListeners, listener);
  }

  /** `$system` frames: ready, subscribed, refused, channel.granted, channel.revoked. */
  onSystem(listener: (frame: SystemFrame) => void): () => void {
    return this.listen(this.systemListeners, listener);
  }

  /** A channel's missed events could not be replayed: refetch what shows it. */
  onResync(listener: (channel: string) => void): () => void {
    return this.listen(this.resyncListeners, listener);
  }

  lastSeq(channel: string): number | undefined {
    return this.sequencer.lastSeq(channel);
  }

  private async open(): Promise<void> {
    const generation = ++this.generation;
    this.state.setState({ status: 'connecting', nextRetryAt: null });
    let socket: WebSocketLike;
    try {
      const url = await this.options.url();
      if (!this.shouldRun || this.socket || generation !== this.generation) return;
      socket = (this.options.createSocket ?? browserSocket)(url);
    } catch {
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      if (this.socket !== socket) return;
      this.state.setState({ status: 'open', attempt: 0, nextRetryAt: null });
      for (const channel of this.subscriptions.keys()) this.send({ type: 'subscribe', channel });
      if (this.focused) this.send({ type: 'focus', channel: this.focused });
    };
    socket.onmessage = (message) => {
      if (this.socket === socket) this.handleMessage(message.data);
    };
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      if (!this.shouldRun) return;
      if (FINAL_CLOSE_CODES.has(event.code)) {
        this.shouldRun = false;
        this.state.setState({ status: 'closed', nextRetryAt: null });
        if (event.code === CLOSE_CODES.sessionEnded) this.options.onUnauthorized?.();
        return;
      }
      this.scheduleReconnect();
    };
    socket.onerror = () => {};
  }

  private scheduleReconnect(): void {
    if (!this.shouldRun) return;
    const { attempt } = this.state.getState();
    const delay = backoffDelay(
      attempt,
      this.options.initialBackoffMs ?? 1000,
      this.options.maxBackoffMs ?? 30_000,
      this.options.random ?? Math.random,
    );
    this.state.setState({ status: 'closed', attempt: attempt + 1, nextRetryAt: Date.now() + delay });
    this.clearRetry();
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      void this.open();
    }, delay);
  }

  private handleMessage(raw: unknown): void {
    let frame: { channel?: unknown; event?: unknown; data?: unknown; seq?: unknown };
    try {
      frame = JSON.parse(String(raw));
    } catch {
      return;
    }
    if (typeof frame?.channel !== 'string' || typeof frame.event !== 'string') return;
    if (frame.channel === SYSTEM_CHANNEL) {
      this.handleSystem({ event: frame.event, data: frame.data });
      return;
    }
    const seq = typeof frame.seq === 'number' ? frame.seq : null;
    const event = { channel: frame.channel, event: frame.event, data: frame.data };
    if (seq === null) this.emit(this.eventListeners, { ...event, seq: 0, replayed: false });
    else this.sequencer.receive({ ...event, seq });
  }

  private handleSystem(frame: SystemFrame): void {
    const data = (frame.data ?? {}) as Partial<Record<keyof ChannelJoinedData, unknown>>;
    const hasPosition = typeof data.channel === 'string' && typeof data.lastSeq === 'number';
    if (frame.event === events.ready) {
      for (const item of (frame.data as ReadyFrameData | undefined)?.channels ?? []) {
        this.sequencer.baseline(item.channel, item.lastSeq);
      }
    } else if ((frame.event === events.subscribed || frame.event === events.channelGranted) && hasPosition) {
      this.sequencer.baseline(data.channel as string, data.lastSeq as number);
    } else if (
      (frame.event === events.refused || frame.event === events.channelRevoked) &&
      typeof data.channel === 'string'
    ) {
      if (frame.event === events.refused) this.subscriptions.delete(data.channel);
      this.sequencer.forget(data.channel);
    }
    this.emit(this.systemListeners, frame);
  }

  private setFocus(channel: string | null): void {
    if (this.focused === channel) return;
    this.focused = channel;
    this.send({ type: 'focus', channel });
  }

  private send(frame: ClientFrame): void {
    if (this.socket?.readyState === OPEN) this.socket.send(JSON.stringify(frame));
  }

  private clearRetry(): void {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
  }

  private listen<T>(listeners: Set<(value: T) => void>, listener: (value: T) => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }

  private emit<T>(listeners: Set<(value: T) => void>, value: T): void {
    for (const listener of [...listeners]) {
      try {
        listener(value);
      } catch (error) {
        console.error('A realtime listener failed', error);
      }
    }
  }
}
