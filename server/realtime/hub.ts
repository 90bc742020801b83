import type { WebSocket } from 'ws';
import type { Logger } from '../logger';
import { Connection, type SeqFrame } from './connection';
import type { EventStore } from './event-store';
import { ChannelSequencer, type EventNotice } from './sequencer';

/**
 * This instance's sockets, indexed by channel and by user, and one sequencer per channel
 * that has local members. An event is serialised once and handed to each member.
 */
export class Hub {
  private readonly byChannel = new Map<string, Set<Connection>>();
  private readonly byUser = new Map<string, Set<Connection>>();
  private readonly sequencers = new Map<string, ChannelSequencer>();

  constructor(
    private readonly store: EventStore,
    private readonly logger: Logger,
    private readonly maxBufferedBytes: number,
  ) {}

  connect(ws: WebSocket, userId: string, sessionId: string): Connection {
    const connection = new Connection(ws, userId, sessionId, this.maxBufferedBytes, (c) => this.drop(c));
    addTo(this.byUser, userId, connection);
    return connection;
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
   * Puts the socket on the channels it is not on yet, reads their last seqs in one query,
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
      lastSeqs = await this.store.lastSeqs(joined);
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
    this.sequencers.get(notice.channel)?.notice(notice);
  }

  /** An ephemeral event: serialised once, without seq, for the local sockets on the channel. */
  ephemeral(channel: string, event: string, data: unknown): void {
    const members = this.byChannel.get(channel);
    if (!members?.size) return;
    const frame = JSON.stringify({ channel, event, data });
    for (const connection of members) connection.deliverEphemeral(channel, frame);
  }

  /** After the bus reconnects: every channel with local members catches up from the store. */
  async resync(): Promise<void> {
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
    for (const connection of this.byChannel.get(channel) ?? []) connection.deliver(channel, item);
  }

  private drop(connection: Connection): void {
    for (const channel of [...connection.channels.keys()]) this.leave(connection, channel);
    const sockets = this.byUser.get(connection.userId);
    sockets?.delete(connection);
    if (sockets && sockets.size === 0) this.byUser.delete(connection.userId);
  }
}

function addTo<K, V>(map: Map<K, Set<V>>, key: K, value: V): void {
  let set = map.get(key);
  if (!set) {
    set = new Set();
    map.set(key, set);
  }
  set.add(value);
}
