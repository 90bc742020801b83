import { CLOSE_CODES, SYSTEM_CHANNEL } from '@shared/realtime';
import { WebSocket } from 'ws';

/** A serialised frame and its seq: built once per event, sent to every member as is. */
export type SeqFrame = { seq: number; frame: string };

/**
 * One socket's place on a channel. Until `lastSeq` is known (the DB read behind `ready`,
 * `subscribed` or `channel.granted`), live frames wait in `queued`; afterwards only
 * frames with a higher seq go out, so each event reaches the socket once and in order.
 */
export type Membership = { lastSeq: number | null; queued: SeqFrame[] };

/** Frames a membership may hold while its first DB read is pending. */
const MAX_QUEUED_FRAMES = 5000;
/** Client frames waiting for their turn; a client sending faster than that is misbehaving. */
const MAX_PENDING_TASKS = 100;

/** One authenticated socket: its channels, its heartbeat state and its send path. */
export class Connection {
  readonly channels = new Map<string, Membership>();
  isAlive = true;
  private isClosed = false;
  private tasks: Promise<void> = Promise.resolve();
  private pendingTasks = 0;

  constructor(
    readonly ws: WebSocket,
    readonly userId: string,
    readonly sessionId: string,
    private readonly maxBufferedBytes: number,
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
    this.send(item.frame);
  }

  /** A frame without seq: to a live membership only; one still waiting for its baseline misses it. */
  deliverEphemeral(channel: string, frame: string): void {
    if (this.channels.get(channel)?.lastSeq == null) return;
    this.send(frame);
  }

  sendSystem(event: string, data: unknown): void {
    this.send(JSON.stringify({ channel: SYSTEM_CHANNEL, event, data }));
  }

  /** A client that does not read is closed rather than buffered for without end. */
  send(frame: string): void {
    if (!this.isOpen) return;
    if (this.ws.bufferedAmount > this.maxBufferedBytes) {
      this.close(CLOSE_CODES.tryAgainLater, 'Client too slow');
      return;
    }
    this.ws.send(frame);
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
    this.onClosed(this);
  }
}
