import { randomUUID } from 'node:crypto';
import { CLOSE_CODES, SYSTEM_CHANNEL } from '@shared/realtime';
import { WebSocket } from 'ws';
import { sendText, textFrame } from './wire';

/**
 * A serialised event built once and sent to every member as the same bytes: `frame` is the
 * JSON, `wire` the WebSocket frame around it, made on the first send and reused by the rest.
 */
export type OutFrame = { frame: Buffer; wire?: Buffer };
/** An event frame and its seq. */
export type SeqFrame = OutFrame & { seq: number };

/**
 * One socket's place on a channel. Until `lastSeq` is known (the DB read behind `ready`,
 * `subscribed` or `channel.granted`), live frames wait in `queued`; afterwards only
 * frames with a higher seq go out, so each event reaches the socket once and in order.
 */
export type Membership = { lastSeq: number | null; queued: SeqFrame[] };

export type SendLimits = {
  /** Unsent bytes over which event frames are skipped rather than queued further. */
  maxBufferedBytes: number;
  /** How long a socket may stay over that limit before it is closed (1013). */
  maxBackedUpMs: number;
};

/** Frames a membership may hold while its first DB read is pending. */
const MAX_QUEUED_FRAMES = 5000;
/** Client frames waiting for their turn; a client sending faster than that is misbehaving. */
const MAX_PENDING_TASKS = 100;
/** How often a backed-up socket is checked for having drained. */
const DRAIN_CHECK_MS = 200;

/** One authenticated socket: its channels, its heartbeat state and its send path. */
export class Connection {
  /** This socket's id (its `socket_focus` row). */
  readonly id = randomUUID();
  readonly channels = new Map<string, Membership>();
  isAlive = true;
  private isClosed = false;
  private tasks: Promise<void> = Promise.resolve();
  private pendingTasks = 0;
  /** The newest frame skipped on each channel while the socket was backed up. */
  private readonly skipped = new Map<string, SeqFrame>();
  private backedUpSince = 0;
  private drainTimer: NodeJS.Timeout | undefined;

  constructor(
    readonly ws: WebSocket,
    readonly userId: string,
    readonly sessionId: string,
    private readonly limits: SendLimits,
    private readonly onClosed: (connection: Connection) => void,
  ) {}

  get isOpen(): boolean {
    return !this.isClosed && this.ws.readyState === WebSocket.OPEN;
  }

  /** Runs the socket's client frames one after another, so subscribe/unsubscribe keep their order. */
  serial(task: () => Promise<void>): Promise<void> {
    if (this.pendingTasks >= MAX_PENDING_TASKS) {
      this.close(CLOSE_CODES.policyViolation, 'Too many frames');
      return Promise.resolve();
    }
    this.pendingTasks++;
    const run = () => task().finally(() => this.pendingTasks--);
    this.tasks = this.tasks.then(run, run);
    return this.tasks;
  }

  /** Starts live delivery after a baseline: the backlog (older, from the store) goes before what waited. */
  open(channel: string, membership: Membership, lastSeq: number, backlog: SeqFrame[]): void {
    if (this.channels.get(channel) !== membership || membership.lastSeq !== null) return;
    membership.lastSeq = lastSeq;
    const waiting = membership.queued;
    membership.queued = [];
    for (const item of backlog) this.deliver(channel, item);
    for (const item of waiting) this.deliver(channel, item);
  }

  deliver(channel: string, item: SeqFrame): void {
    const membership = this.channels.get(channel);
    if (!membership) return;
    if (membership.lastSeq === null) {
      membership.queued.push(item);
      if (membership.queued.length > MAX_QUEUED_FRAMES)
        this.close(CLOSE_CODES.tryAgainLater, 'Too many pending events');
      return;
    }
    if (item.seq <= membership.lastSeq) return;
    membership.lastSeq = item.seq;
    if (!this.isOpen) return;
    // A socket that is not keeping up skips the frame; once it drains it gets the newest
    // skipped one, sees the seq gap and reads the rest from history.
    if (this.isBackedUp()) {
      this.skipped.set(channel, item);
      this.watchDrain();
      return;
    }
    this.skipped.delete(channel);
    this.write(item);
  }

  /** A frame without seq: to a live membership only, and dropped while the socket is backed up. */
  deliverEphemeral(channel: string, item: OutFrame): void {
    if (this.channels.get(channel)?.lastSeq == null || !this.isOpen || this.isBackedUp()) return;
    this.write(item);
  }

  /** System frames (ready, grants) are few and needed: always sent while the socket is open. */
  sendSystem(event: string, data: unknown): void {
    if (!this.isOpen) return;
    this.ws.send(JSON.stringify({ channel: SYSTEM_CHANNEL, event, data }));
  }

  close(code: number, reason: string): void {
    this.dispose();
    if (this.ws.readyState === WebSocket.OPEN || this.ws.readyState === WebSocket.CONNECTING)
      this.ws.close(code, reason);
  }

  terminate(): void {
    this.dispose();
    this.ws.terminate();
  }

  /** Leaves every index at once; safe to call more than once. */
  dispose(): void {
    if (this.isClosed) return;
    this.isClosed = true;
    clearTimeout(this.drainTimer);
    this.skipped.clear();
    this.onClosed(this);
  }

  private write(item: OutFrame): void {
    item.wire ??= textFrame(item.frame);
    sendText(this.ws, item.frame, item.wire);
  }

  private isBackedUp(): boolean {
    return this.ws.bufferedAmount > this.limits.maxBufferedBytes;
  }

  private watchDrain(): void {
    if (this.drainTimer) return;
    this.backedUpSince ||= Date.now();
    this.drainTimer = setTimeout(() => {
      this.drainTimer = undefined;
      if (!this.isOpen) return;
      if (this.isBackedUp()) {
        // A client that reads nothing for this long is gone or hopeless: free its buffer.
        if (Date.now() - this.backedUpSince > this.limits.maxBackedUpMs)
          this.close(CLOSE_CODES.tryAgainLater, 'Client too slow');
        else this.watchDrain();
        return;
      }
      this.backedUpSince = 0;
      for (const [channel, item] of this.skipped)
        if (this.channels.get(channel)?.lastSeq === item.seq) this.write(item);
      this.skipped.clear();
    }, DRAIN_CHECK_MS);
    this.drainTimer.unref();
  }
}
