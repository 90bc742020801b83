import type { Logger } from '../logger';
import type { SeqFrame } from './connection';
import type { EventStore } from './event-store';

/** An event as the bus announces it; without `event` (PostgreSQL NOTIFY) the body is loaded. */
export type EventNotice = { channel: string; seq: number; event?: string; data?: unknown };

const PAGE = 500;
/** Beyond this many missing events a socket is better served by the history endpoint. */
const MAX_CATCH_UP = 2000;
/**
 * How long a gap waits for its missing notices before it is filled from the store.
 * Announcements of concurrent commits can swap places on the way (two requests, two
 * instances); waiting briefly keeps their live bodies instead of the stored ids.
 */
export const GAP_WAIT_MS = 20;

/**
 * Puts one channel's events in seq order on this instance. Notices can arrive out of
 * order (two publishers, two instances) or not at all (a bus reconnect); since seq N
 * commits only after N-1, a gap still open after GAP_WAIT_MS is filled from the store.
 * Work runs on one promise chain per channel, so frames leave in seq order.
 */
export class ChannelSequencer {
  /** The seq to deliver next; null until the first member's baseline is known. */
  private next: number | null = null;
  private waiting: EventNotice[] = [];
  /** Notices with a body beyond a gap, by seq. */
  private readonly ahead = new Map<number, EventNotice>();
  private gapTimer: NodeJS.Timeout | undefined;
  private chain: Promise<void> = Promise.resolve();

  constructor(
    private readonly channel: string,
    private readonly store: EventStore,
    private readonly broadcast: (item: SeqFrame) => void,
    private readonly logger: Logger,
  ) {}

  notice(notice: EventNotice): void {
    this.run(async () => {
      if (this.next === null) this.waiting.push(notice);
      else await this.accept(notice);
    });
  }

  /** After a bus reconnect: delivers whatever was committed up to lastSeq and not yet seen. */
  catchUp(lastSeq: number): void {
    this.notice({ channel: this.channel, seq: lastSeq });
  }

  /**
   * Opens a member at its baseline. The first one sets where this instance starts; a later
   * one with an older baseline gets the events in between from the store.
   */
  open(lastSeq: number, start: (backlog: SeqFrame[]) => void): void {
    this.run(async () => {
      if (this.next === null) {
        this.next = lastSeq + 1;
        start([]);
        const waiting = this.waiting.sort((a, b) => a.seq - b.seq);
        this.waiting = [];
        for (const notice of waiting) await this.accept(notice);
        return;
      }
      start(lastSeq < this.next - 1 ? await this.load(lastSeq, this.next - 1) : []);
    });
  }

  /** Stops the gap timer: the channel has no local member left. */
  dispose(): void {
    clearTimeout(this.gapTimer);
    this.gapTimer = undefined;
  }

  private async accept(notice: EventNotice): Promise<void> {
    if (notice.seq < (this.next as number)) return;
    if (notice.event !== undefined) {
      this.ahead.set(notice.seq, notice);
      this.drain();
    } else {
      // Only channel and seq: everything through it has committed, so it is loaded now.
      await this.fill(notice.seq);
    }
  }

  /** Sends the notices that follow on from `next` without a gap; waits for a remaining gap. */
  private drain(): void {
    for (let notice = this.ahead.get(this.next as number); notice; notice = this.ahead.get(this.next as number)) {
      this.ahead.delete(notice.seq);
      this.broadcast(frameOf(this.channel, notice.seq, notice.event as string, notice.data));
      this.next = notice.seq + 1;
    }
    if (this.ahead.size === 0) this.dispose();
    else
      this.gapTimer ??= setTimeout(() => {
        this.gapTimer = undefined;
        this.run(async () => {
          if (this.ahead.size) await this.fill(Math.min(...this.ahead.keys()) - 1);
        });
      }, GAP_WAIT_MS).unref();
  }

  /** Delivers through `through` from the store, preferring a body already received. */
  private async fill(through: number): Promise<void> {
    const next = this.next as number;
    if (through >= next) {
      for (const item of await this.load(next - 1, through)) {
        const notice = this.ahead.get(item.seq);
        this.broadcast(notice ? frameOf(this.channel, item.seq, notice.event as string, notice.data) : item);
      }
      // Events missing from the store (pruned) are skipped rather than waited for.
      for (const seq of this.ahead.keys()) if (seq <= through) this.ahead.delete(seq);
      this.next = through + 1;
    }
    this.drain();
  }

  private async load(afterSeq: number, throughSeq: number): Promise<SeqFrame[]> {
    const frames: SeqFrame[] = [];
    let after = Math.max(afterSeq, throughSeq - MAX_CATCH_UP);
    try {
      while (after < throughSeq) {
        const page = await this.store.range(this.channel, after, PAGE, throughSeq);
        for (const e of page) frames.push(frameOf(this.channel, e.seq, e.event, e.data));
        const last = page.at(-1);
        if (!last || page.length < PAGE) break;
        after = last.seq;
      }
    } catch (error) {
      // Live delivery goes on; the client sees the seq gap and asks the history endpoint.
      this.logger.error({ err: error, channel: this.channel }, 'realtime: could not load missed events');
    }
    return frames;
  }

  private run(task: () => Promise<void>): void {
    this.chain = this.chain.then(task).catch((error: unknown) => {
      this.logger.error({ err: error, channel: this.channel }, 'realtime: sequencing failed');
    });
  }
}

export function frameOf(channel: string, seq: number, event: string, data: unknown): SeqFrame {
  return { seq, frame: Buffer.from(JSON.stringify({ channel, event, data, seq })) };
}
