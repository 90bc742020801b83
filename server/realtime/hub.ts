import type { WebSocket } from 'ws';
import type { Logger } from '../logger';
import { Connection, type OutFrame, type SendLimits, type SeqFrame } from './connection';
import type { EventStore } from './event-store';
import { KnownSeqs } from './known-seqs';
import { ChannelSequencer, type EventNotice } from './sequencer';

/** Sockets served per turn of the event loop; between slices HTTP requests and other channels run. */
export const FANOUT_SLICE = 500;

/** A channel's frames waiting for their pass over its members: seq frames or ephemeral ones. */
type Outgoing = { item: SeqFrame; isEphemeral?: false } | { item: OutFrame; isEphemeral: true };
type Outbox = { queue: Outgoing[] };

/**
 * This instance's sockets, indexed by channel and by user, and one sequencer per channel
 * that has local members. An event is serialised once and its bytes handed to each
 * member, FANOUT_SLICE sockets at a time, so a big channel never holds the loop for long.
 */
export class Hub {
  private readonly byChannel = new Map<string, Set<Connection>>();
  private readonly byUser = new Map<string, Set<Connection>>();
  private readonly sequencers = new Map<string, ChannelSequencer>();
  /** Channels with a pass in progress; frames arriving meanwhile wait for the next pass. */
  private readonly outboxes = new Map<string, Outbox>();
  /** Told when a user's first socket here opens (true) and their last one closes (false). */
  private readonly presenceListeners = new Set<(userId: string, isOnline: boolean) => void>();
  /** Last seqs learned from the store and the bus: a known channel's baseline needs no query. */
  private readonly known: KnownSeqs;

  constructor(
    private readonly store: EventStore,
    private readonly logger: Logger,
    private readonly limits: SendLimits,
  ) {
    this.known = new KnownSeqs(store);
  }

  connect(ws: WebSocket, userId: string, sessionId: string): Connection {
    const connection = new Connection(ws, userId, sessionId, this.limits, (c) => this.drop(c));
    const isFirst = !this.byUser.has(userId);
    addTo(this.byUser, userId, connection);
    if (isFirst) this.tellPresence(userId, true);
    return connection;
  }

  onPresence(listener: (userId: string, isOnline: boolean) => void): void {
    this.presenceListeners.add(listener);
  }

  /** Users with at least one open socket on this instance. */
  onlineUsers(): string[] {
    return [...this.byUser.keys()];
  }

  isOnline(userId: string): boolean {
    return this.byUser.has(userId);
  }

  private tellPresence(userId: string, isOnline: boolean): void {
    for (const listener of this.presenceListeners) {
      try {
        listener(userId, isOnline);
      } catch (error) {
        this.logger.error({ err: error, userId }, 'realtime: presence listener failed');
      }
    }
  }

  connections(): Connection[] {
    return [...this.byUser.values()].flatMap((set) => [...set]);
  }

  connectionsOf(userId: string): Connection[] {
    return [...(this.byUser.get(userId) ?? [])];
  }

  /** Sockets currently on a channel (tests and diagnostics). */
  membersOf(channel: string): number {
    return this.byChannel.get(channel)?.size ?? 0;
  }

  /**
   * Puts the socket on the channels it is not on yet, takes their last seqs (known ones from
   * memory, the rest in one query),
   * lets the caller announce them (`ready`, `subscribed` ...), then starts live delivery.
   * Returns the channels newly joined with their last seq.
   */
  async join(
    connection: Connection,
    channels: string[],
    announce: (lastSeqs: Map<string, number>) => void,
  ): Promise<Map<string, number>> {
    const joined = channels.filter((channel) => this.index(connection, channel));
    let lastSeqs: Map<string, number>;
    try {
      lastSeqs = await this.known.lastSeqs(joined);
    } catch (error) {
      for (const channel of joined) this.leave(connection, channel);
      throw error;
    }
    const live = new Map([...lastSeqs].filter(([channel]) => connection.channels.has(channel)));
    if (!connection.isOpen) return live;
    announce(live);
    for (const [channel, lastSeq] of live) {
      const membership = connection.channels.get(channel);
      const sequencer = this.sequencers.get(channel);
      if (!membership || !sequencer) continue;
      sequencer.open(lastSeq, (backlog) => connection.open(channel, membership, lastSeq, backlog));
    }
    return live;
  }

  /** Takes the socket off the channel; false when it was not on it. */
  leave(connection: Connection, channel: string): boolean {
    if (!connection.channels.delete(channel)) return false;
    const members = this.byChannel.get(channel);
    members?.delete(connection);
    if (members && members.size === 0) {
      this.byChannel.delete(channel);
      this.sequencers.get(channel)?.dispose();
      this.sequencers.delete(channel);
    }
    return true;
  }

  /** An event from the bus, for whichever local sockets are on its channel. */
  notice(notice: EventNotice): void {
    this.known.seen(notice.channel, notice.seq);
    this.sequencers.get(notice.channel)?.notice(notice);
  }

  /** An ephemeral event: serialised once, without seq, for the local sockets on the channel. */
  ephemeral(channel: string, event: string, data: unknown): void {
    const members = this.byChannel.get(channel);
    if (!members?.size) return;
    this.send(channel, { item: { frame: Buffer.from(JSON.stringify({ channel, event, data })) }, isEphemeral: true });
  }

  /** The bus lost its listener: last seqs come from the store until `resync`. */
  away(): void {
    this.known.away();
  }

  /** After the bus reconnects: every channel with local members catches up from the store. */
  async resync(): Promise<void> {
    // Notices sent while the bus was away are lost: what was learned from them may be behind.
    this.known.forget();
    const channels = [...this.sequencers.keys()];
    const lastSeqs = await this.store.lastSeqs(channels);
    for (const [channel, lastSeq] of lastSeqs) this.sequencers.get(channel)?.catchUp(lastSeq);
  }

  private index(connection: Connection, channel: string): boolean {
    if (connection.channels.has(channel) || !connection.isOpen) return false;
    connection.channels.set(channel, { lastSeq: null, queued: [] });
    addTo(this.byChannel, channel, connection);
    if (!this.sequencers.has(channel)) {
      const sequencer: ChannelSequencer = new ChannelSequencer(
        channel,
        this.store,
        (item) => this.broadcast(channel, sequencer, item),
        this.logger,
      );
      this.sequencers.set(channel, sequencer);
    }
    return true;
  }

  private broadcast(channel: string, from: ChannelSequencer, item: SeqFrame): void {
    // A sequencer dropped with its last member may still finish a load; it must not deliver.
    if (this.sequencers.get(channel) !== from) return;
    this.send(channel, { item });
  }

  /**
   * Hands the frame to every member in the order frames arrive: a small channel at once; a
   * big one in slices from the next turn on, each pass taking every frame queued so far, so
   * each socket still gets a channel's frames in seq order.
   */
  private send(channel: string, outgoing: Outgoing): void {
    const box = this.outboxes.get(channel);
    if (box) {
      box.queue.push(outgoing);
      return;
    }
    const members = this.byChannel.get(channel);
    if (!members?.size) return;
    if (members.size <= FANOUT_SLICE) {
      for (const connection of members) deliver(connection, channel, outgoing);
      return;
    }
    const started: Outbox = { queue: [outgoing] };
    this.outboxes.set(channel, started);
    // Not in the publisher's turn: the request that published answers before the sockets are served.
    setImmediate(() => this.pass(channel, started));
  }

  private pass(channel: string, box: Outbox): void {
    const frames = box.queue;
    box.queue = [];
    const members = [...(this.byChannel.get(channel) ?? [])];
    let next = 0;
    const slice = () => {
      const end = Math.min(next + FANOUT_SLICE, members.length);
      for (; next < end; next++) {
        const connection = members[next] as Connection;
        for (const outgoing of frames) deliver(connection, channel, outgoing);
      }
      if (next < members.length) setImmediate(slice);
      else if (box.queue.length) setImmediate(() => this.pass(channel, box));
      else this.outboxes.delete(channel);
    };
    slice();
  }

  private drop(connection: Connection): void {
    for (const channel of [...connection.channels.keys()]) this.leave(connection, channel);
    const sockets = this.byUser.get(connection.userId);
    sockets?.delete(connection);
    if (sockets && sockets.size === 0) {
      this.byUser.delete(connection.userId);
      this.tellPresence(connection.userId, false);
    }
  }
}

function deliver(connection: Connection, channel: string, outgoing: Outgoing): void {
  if (outgoing.isEphemeral) connection.deliverEphemeral(channel, outgoing.item);
  else connection.deliver(channel, outgoing.item);
}

function addTo<K, V>(map: Map<K, Set<V>>, key: K, value: V): void {
  let set = map.get(key);
  if (!set) {
    set = new Set();
    map.set(key, set);
  }
  set.add(value);
}
