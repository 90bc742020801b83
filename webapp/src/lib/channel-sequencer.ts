import { isApiError } from './api-client';
import { backoffDelay } from './backoff';

/** One event of a channel, as delivered to the app. `replayed` marks events from history. */
export type RealtimeEvent = {
  channel: string;
  event: string;
  data: unknown;
  seq: number;
  replayed: boolean;
};

export type SequencedFrame = { channel: string; event: string; data: unknown; seq: number };

export type ChannelSequencerDeps = {
  /** Events of `channel` with seq > afterSeq, in any order. */
  fetchHistory: (channel: string, afterSeq: number) => Promise<SequencedFrame[]>;
  deliver: (event: RealtimeEvent) => void;
  /** History could not fill a gap: the app should refetch what it shows of this channel. */
  onResync: (channel: string) => void;
  /** Waits before the history read's next attempt (attempt 0 is the first retry); tests pass their own. */
  waitToRetry?: (attempt: number) => Promise<void>;
};

/**
 * A failed history read is tried again this many times, after 0.5, 1, 2, 4, 8 and 8 s
 * (jittered): a reconnect storm or a server restart fails reads for seconds, and giving up
 * at once would leave a gap. Live frames wait meanwhile, so the channel stays in order.
 */
export const HISTORY_RETRIES = 6;
const RETRY_FIRST_MS = 500;
const RETRY_MAX_MS = 8000;

const waitWithBackoff = (attempt: number) =>
  new Promise<void>((resolve) => setTimeout(resolve, backoffDelay(attempt, RETRY_FIRST_MS, RETRY_MAX_MS, Math.random)));

/** Network failures, timeouts, rate limits and server errors pass; a refusal or bad request does not. */
function isWorthRetrying(error: unknown): boolean {
  if (!isApiError(error)) return true;
  return error.status === 0 || error.status === 408 || error.status === 429 || error.status >= 500;
}

type ChannelState = {
  lastSeq: number | undefined;
  /** Frames that arrived past a gap or while history is loading, keyed by seq. */
  pending: Map<number, SequencedFrame>;
  isCatchingUp: boolean;
  /** Set when another catch-up was asked for while one was running. */
  needsAnotherPass: boolean;
};

/**
 * Keeps each channel's events in seq order, exactly once. A frame that skips ahead, a
 * reconnect or a server lastSeq beyond ours fetches the missed events from history and
 * replays them, merged with what arrived meanwhile, before anything newer.
 */
export class ChannelSequencer {
  private readonly channels = new Map<string, ChannelState>();

  constructor(private readonly deps: ChannelSequencerDeps) {}

  lastSeq(channel: string): number | undefined {
    return this.channels.get(channel)?.lastSeq;
  }

  /** Channels with a known position, for diagnostics and resubscription. */
  knownChannels(): string[] {
    return [...this.channels.keys()];
  }

  /**
   * The server's last seq of a channel (from `ready`, `subscribed` or a grant). A new
   * channel starts there; a known one catches up when the server is ahead.
   */
  baseline(channel: string, serverLastSeq: number): void {
    const state = this.stateOf(channel);
    if (state.lastSeq === undefined) {
      state.lastSeq = serverLastSeq;
      this.flushPending(channel, state, false);
      return;
    }
    if (serverLastSeq > state.lastSeq) {
      this.catchUp(channel);
      return;
    }
    if (serverLastSeq < state.lastSeq) {
      // The server's sequence restarted (e.g. its store was reset): start over from it.
      state.lastSeq = serverLastSeq;
      state.pending.clear();
      this.deps.onResync(channel);
    }
  }

  receive(frame: SequencedFrame): void {
    const state = this.stateOf(frame.channel);
    if (state.lastSeq === undefined) {
      state.lastSeq = frame.seq;
      this.deps.deliver({ ...frame, replayed: false });
      return;
    }
    if (frame.seq <= state.lastSeq || state.pending.has(frame.seq)) return;
    if (state.isCatchingUp) {
      state.pending.set(frame.seq, frame);
      return;
    }
    if (frame.seq === state.lastSeq + 1) {
      state.lastSeq = frame.seq;
      this.deps.deliver({ ...frame, replayed: false });
      return;
    }
    state.pending.set(frame.seq, frame);
    this.catchUp(frame.channel);
  }

  /** Stops tracking a channel (unsubscribed or access revoked). */
  forget(channel: string): void {
    this.channels.delete(channel);
  }

  private stateOf(channel: string): ChannelState {
    let state = this.channels.get(channel);
    if (!state) {
      state = { lastSeq: undefined, pending: new Map(), isCatchingUp: false, needsAnotherPass: false };
      this.channels.set(channel, state);
    }
    return state;
  }

  private catchUp(channel: string): void {
    const state = this.stateOf(channel);
    if (state.isCatchingUp) {
      state.needsAnotherPass = true;
      return;
    }
    state.isCatchingUp = true;
    void this.runCatchUp(channel, state);
  }

  private async runCatchUp(channel: string, state: ChannelState): Promise<void> {
    do {
      state.needsAnotherPass = false;
      const after = state.lastSeq ?? 0;
      const fetched = await this.fetchWithRetries(channel, state, after);
      if (this.channels.get(channel) !== state) return;
      const hasFailed = fetched === null;
      const history = fetched ?? [];
      for (const frame of history) {
        if (frame.seq > after && !state.pending.has(frame.seq)) {
          state.pending.set(frame.seq, { ...frame, channel });
        }
      }
      if (hasFailed) {
        // Deliver what arrived live rather than stall; the app refetches the rest.
        state.needsAnotherPass = false;
        this.deps.onResync(channel);
        this.flushPending(channel, state, false);
      } else {
        this.flushPending(channel, state, true, new Set(history.map((frame) => frame.seq)));
      }
    } while (state.needsAnotherPass);
    state.isCatchingUp = false;
  }

  /** The channel's events after `after`, tried again with backoff; null when every attempt failed. */
  private async fetchWithRetries(
    channel: string,
    state: ChannelState,
    after: number,
  ): Promise<SequencedFrame[] | null> {
    const wait = this.deps.waitToRetry ?? waitWithBackoff;
    for (let attempt = 0; ; attempt++) {
      try {
        return await this.deps.fetchHistory(channel, after);
      } catch (error) {
        if (attempt >= HISTORY_RETRIES || !isWorthRetrying(error)) return null;
      }
      await wait(attempt);
      if (this.channels.get(channel) !== state) return null;
    }
  }

  /**
   * Delivers pending frames in seq order, skipping any at or below lastSeq. A hole left
   * after a history fetch means history was incomplete: the channel needs a resync.
   */
  private flushPending(
    channel: string,
    state: ChannelState,
    fromHistory: boolean,
    historySeqs = new Set<number>(),
  ): void {
    const ordered = [...state.pending.values()].sort((a, b) => a.seq - b.seq);
    state.pending.clear();
    let hasHole = false;
    for (const frame of ordered) {
      if (state.lastSeq !== undefined && frame.seq <= state.lastSeq) continue;
      if (state.lastSeq !== undefined && frame.seq > state.lastSeq + 1) hasHole = true;
      state.lastSeq = frame.seq;
      this.deps.deliver({ ...frame, channel, replayed: fromHistory && historySeqs.has(frame.seq) });
    }
    if (fromHistory && hasHole) this.deps.onResync(channel);
  }
}
