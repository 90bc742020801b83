import type { Server } from 'node:http';
import { CLOSE_CODES, events, type HistoryEvent, parseChannel } from '@shared/realtime';
import type pg from 'pg';
import type { Config } from '../config';
import type { Db } from '../db/database';
import type { DialectName } from '../db/dialect';
import type { Logger } from '../logger';
import { type CanRead, createAccessRegistry } from './access';
import { EventStore } from './event-store';
import { type BusMessage, createFanout } from './fanout';
import { FocusStore } from './focus';
import { Hub } from './hub';
import type { Authenticate } from './upgrade';
import { SocketServer } from './ws-server';

export type { Authenticate } from './upgrade';
export type { CanRead } from './access';

export type Realtime = {
  /**
   * Stores `data` under the channel's next seq, then sends the event to every socket on the
   * channel. `data` is what the channel's history keeps (ids: edits and deletes never leave
   * old text in history); `live` is what sockets receive now, serialised once and sent as
   * the same bytes to every socket. A live body over MAX_LIVE_BYTES is not sent: sockets
   * get `data` and the client reads. Resolves once the event is handed to the bus (every
   * instance). With `untilHeard`, once this instance's bus has brought it back (at most
   * HEARD_WAIT_MS, and not while the bus is away): the bus delivers to every instance alike,
   * so what other instances keep of the change (the own-profile cache, a session's user) has
   * been dropped before the writer answers and its client reads again there.
   */
  publish(
    channel: string,
    event: string,
    data: unknown,
    options?: { live?: unknown; untilHeard?: boolean },
  ): Promise<{ seq: number }>;
  /**
   * Appends the events inside the caller's open transaction (seqs assigned there, so each
   * event commits with the row it announces: one commit, one disk sync) and returns
   * `announce()`, to call after the commit, which puts them on the bus in order (it never
   * rejects: a bus failure is logged, and clients catch up from history).
   */
  stage(trx: Db, events: StageEvent[]): Promise<{ announce(): Promise<void> }>;
  /**
   * Sends the event, without seq, to the sockets on the channel now (every instance); it is
   * not stored, so it is missing from the history and from a reconnecting socket's backlog.
   * For what is stale in seconds (typing indicators). At most 4000 bytes of JSON.
   */
  publishEphemeral(channel: string, event: string, data: unknown): Promise<void>;
  /**
   * The channel's last seq as committed (0 before its first event), read from the store: a
   * version of everything published on it, the same on every instance.
   */
  lastSeq(channel: string): Promise<number>;
  /** Puts the user's live sockets, on every instance, on the channel (`channel.granted`). */
  grant(userId: string, channel: string): Promise<void>;
  /** Takes the user's live sockets, on every instance, off the channel (`channel.revoked`). */
  revoke(userId: string, channel: string): Promise<void>;
  /**
   * Closes the user's live sockets on every instance with 4401 (all of them, or those of
   * one session): sign-out, a deactivated account. The client signs in again.
   */
  /** Closes a user's sockets (4401): one session's, all but one session's, or all. */
  disconnect(userId: string, sessionId?: string, options?: { exceptSessionId?: string }): Promise<void>;
  /** Tells every instance that a user's sessions (or anyone's) changed: they drop cached ones. */
  sessionsChanged(userId?: string, nonce?: string): Promise<void>;
  /** Sees every bus message this instance receives (the session cache listens for ended sessions). */
  onBusMessage(listener: (message: BusMessage) => void): void;
  /** Read checks per channel kind: `access.register('post', (userId, postId) => ...)`. */
  access: {
    register(kind: string, canRead: CanRead): void;
    canRead(userId: string, channel: string): Promise<boolean>;
  };
  /** Events with seq > afterSeq, oldest first. The caller checks access. */
  history(channel: string, afterSeq: number, limit: number): Promise<HistoryEvent[]>;
  /** Deletes stored events older than the date (seqs keep growing); returns how many. */
  prune(olderThan: Date): Promise<number>;
  /** Serves /api/ws on the HTTP server. */
  attach(server: Server, authenticate: Authenticate): void;
  /** Number of this instance's sockets on a channel. */
  localMembers(channel: string): number;
  /**
   * Presence on this instance: whether the user has an open socket here, who has, and a
   * listener told when a user's first socket here opens and their last one closes.
   */
  presence: {
    isOnlineHere(userId: string): boolean;
    onlineHere(): string[];
    onChange(listener: (userId: string, isOnline: boolean) => void): void;
  };
  /**
   * What users have open and visible, as their sockets report it (`focus` frames), on every
   * instance: whether any client of the user shows this conversation now.
   */
  focus: { isLooking(userId: string, channel: string): Promise<boolean> };
  readonly fanout: 'memory' | 'redis' | 'pg';
  closeSockets(): Promise<void>;
  close(): Promise<void>;
};

/** How long a writer waits at most for its event to come back over the bus (`untilHeard`). */
const HEARD_WAIT_MS = 2_000;
const heardKey = (channel: string, seq: number) => `${channel}\n${seq}`;

export type StageEvent = { channel: string; event: string; data: unknown; live?: unknown };

export type RealtimeOptions = {
  /** Ping interval; a socket that missed the previous pong is dropped. */
  heartbeatMs?: number;
  /** A socket with more unsent bytes than this skips event frames (it catches up from history). */
  maxBufferedBytes?: number;
  /** A socket over maxBufferedBytes for this long is closed with 1013 (default: heartbeatMs). */
  maxBackedUpMs?: number;
};

const DEV_ORIGIN = 'http://localhost:5173';
/** Ephemeral events travel whole on the bus; PostgreSQL NOTIFY caps a payload at 8000 bytes. */
const MAX_EPHEMERAL_BYTES = 4000;
/** A live body bigger than this is not pushed: sockets get the stored ids and read. */
export const MAX_LIVE_BYTES = 64 * 1024;

export async function createRealtime(deps: {
  db: Db;
  dialect: DialectName;
  logger: Logger;
  config: Config;
  pgPool?: pg.Pool;
  options?: RealtimeOptions;
}): Promise<Realtime> {
  const { db, logger, config } = deps;
  const store = new EventStore(db, deps.dialect);
  const access = createAccessRegistry(db);
  const heartbeatMs = deps.options?.heartbeatMs ?? 30_000;
  const hub = new Hub(store, logger, {
    maxBufferedBytes: deps.options?.maxBufferedBytes ?? 1024 * 1024,
    maxBackedUpMs: deps.options?.maxBackedUpMs ?? heartbeatMs,
  });
  const allowedOrigins = new Set([...config.appOrigins, ...(config.isDev ? [DEV_ORIGIN] : [])]);
  const focus = new FocusStore(db, logger);
  const sockets = new SocketServer(
    hub,
    access,
    logger,
    {
      heartbeatMs,
      allowedOrigins,
    },
    focus,
  );
  const fanout = await createFanout({ config, dialect: deps.dialect, logger, pgPool: deps.pgPool });
  const busListeners = new Set<(message: BusMessage) => void>();
  /** Writers waiting for their event to come back over the bus (`untilHeard`), by channel and seq. */
  const waitingToHear = new Map<string, () => void>();
  let isBusAway = false;
  fanout.subscribe((message) => {
    applyBusMessage(message);
    for (const listener of busListeners) listener(message);
    if (message.type === 'away' || message.type === 'resync') isBusAway = message.type === 'away';
    if (message.type === 'event') waitingToHear.get(heardKey(message.channel, message.seq))?.();
  });

  /** Resolves when this instance hears the event, after `ms`, or at once while the bus is away. */
  function heard(channel: string, seq: number, ms: number): Promise<void> {
    if (isBusAway) return Promise.resolve();
    const key = heardKey(channel, seq);
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        waitingToHear.delete(key);
        resolve();
      };
      const timer = setTimeout(done, ms);
      waitingToHear.set(key, done);
    });
  }

  function applyBusMessage(message: BusMessage): void {
    switch (message.type) {
      case 'event':
        hub.notice(message);
        return;
      case 'ephemeral':
        hub.ephemeral(message.channel, message.event, message.data);
        return;
      case 'grant':
        access.forget(message.userId);
        for (const connection of hub.connectionsOf(message.userId)) {
          hub
            .join(connection, [message.channel], (lastSeqs) => {
              const lastSeq = lastSeqs.get(message.channel);
              if (lastSeq !== undefined)
                connection.sendSystem(events.channelGranted, { channel: message.channel, lastSeq });
            })
            .catch((error: unknown) =>
              logger.error({ err: error, channel: message.channel }, 'realtime: grant failed'),
            );
        }
        return;
      case 'revoke':
        access.forget(message.userId);
        for (const connection of hub.connectionsOf(message.userId)) {
          hub.leave(connection, message.channel);
          connection.sendSystem(events.channelRevoked, { channel: message.channel });
        }
        return;
      case 'disconnect':
        for (const connection of hub.connectionsOf(message.userId)) {
          if (message.sessionId && connection.sessionId !== message.sessionId) continue;
          if (message.exceptSessionId && connection.sessionId === message.exceptSessionId) continue;
          connection.close(CLOSE_CODES.sessionEnded, 'Session ended');
        }
        return;
      case 'away':
        access.away();
        hub.away();
        return;
      case 'resync':
        access.forget();
        hub.resync().catch((error: unknown) => logger.error({ err: error }, 'realtime: resync failed'));
        return;
      case 'sessions':
        return;
    }
  }

  // The event is durable once stored; a bus failure only delays it until the client
  // reads the history, so it is logged rather than failing the caller's request.
  const inFlight = new Set<Promise<void>>();
  function announce(message: BusMessage): Promise<void> {
    const sending = fanout
      .publish(message)
      .catch((error: unknown) => logger.error({ err: error, type: message.type }, 'realtime: fan-out failed'))
      .finally(() => inFlight.delete(sending));
    inFlight.add(sending);
    return sending;
  }

  let closing: Promise<void> | undefined;
  return {
    fanout: fanout.name,
    access: { register: access.register, canRead: access.canRead },

    async publish(channel, event, data, options) {
      assertChannel(channel);
      const stored = await store.append(channel, event, data);
      const hearing = options?.untilHeard ? heard(channel, stored.seq, HEARD_WAIT_MS) : null;
      // Handed to the bus before the write answers, as a staged event is.
      await announce(eventMessage(stored, options?.live));
      await hearing;
      return { seq: stored.seq };
    },

    async stage(trx, staged) {
      for (const e of staged) assertChannel(e.channel);
      // The seqs may arrive with the commit (a write-behind transaction, db/write-behind.ts).
      const { stored } = await store.appendIn(trx, staged);
      let announcing: Promise<void> | undefined;
      return {
        announce() {
          // One after another, so every bus (a PostgreSQL pool too) keeps their seq order.
          announcing ??= stored.then((events) =>
            events
              .map((e, i) => eventMessage(e, staged[i]?.live))
              .reduce<Promise<void>>((previous, m) => previous.then(() => announce(m)), Promise.resolve()),
          );
          return announcing;
        },
      };
    },

    async publishEphemeral(channel, event, data) {
      assertChannel(channel);
      if (Buffer.byteLength(JSON.stringify(data ?? null)) > MAX_EPHEMERAL_BYTES)
        throw new Error(
          `realtime: the ephemeral ${event} event on ${channel} is larger than ${MAX_EPHEMERAL_BYTES} bytes`,
        );
      await announce({ type: 'ephemeral', channel, event, data: data ?? null });
    },

    lastSeq(channel) {
      return store.lastSeq(channel);
    },

    async grant(userId, channel) {
      assertChannel(channel);
      await announce({ type: 'grant', userId, channel });
    },

    async revoke(userId, channel) {
      assertChannel(channel);
      await announce({ type: 'revoke', userId, channel });
    },

    async disconnect(userId, sessionId, options = {}) {
      await announce({
        type: 'disconnect',
        userId,
        ...(sessionId ? { sessionId } : {}),
        ...(options.exceptSessionId ? { exceptSessionId: options.exceptSessionId } : {}),
      });
    },

    async sessionsChanged(userId, nonce) {
      await announce({ type: 'sessions', ...(userId ? { userId } : {}), ...(nonce ? { nonce } : {}) });
    },

    onBusMessage: (listener) => void busListeners.add(listener),

    history: (channel, afterSeq, limit) => store.range(channel, afterSeq, limit),
    prune: (olderThan) => store.prune(olderThan),
    attach: (server, authenticate) => {
      focus.start();
      sockets.attach(server, authenticate);
    },
    focus: { isLooking: (userId, channel) => focus.isLooking(userId, channel) },
    localMembers: (channel) => hub.membersOf(channel),
    presence: {
      isOnlineHere: (userId) => hub.isOnline(userId),
      onlineHere: () => hub.onlineUsers(),
      onChange: (listener) => hub.onPresence(listener),
    },
    closeSockets: () => sockets.closeSockets(),

    close() {
      closing ??= (async () => {
        focus.stop();
        await sockets.closeSockets();
        await Promise.all([...inFlight]);
        await fanout.close();
      })();
      return closing;
    },
  };
}

/** The bus message of a stored event: it carries what sockets receive (the live body when given and small enough). */
function eventMessage(stored: HistoryEvent, live: unknown): BusMessage {
  const body = live !== undefined && fitsLive(live) ? live : stored.data;
  return { type: 'event', channel: stored.channel, seq: stored.seq, event: stored.event, data: body };
}

function fitsLive(live: unknown): boolean {
  const json = JSON.stringify(live ?? null);
  // Byte length is at most 3 per UTF-16 unit: skip the exact count when that already fits.
  return json.length * 3 <= MAX_LIVE_BYTES || Buffer.byteLength(json) <= MAX_LIVE_BYTES;
}

/** A malformed name is a programming error in the publishing feature, not bad user input. */
function assertChannel(channel: string): void {
  if (!parseChannel(channel)) throw new Error(`realtime: "${channel}" is not a channel name`);
}
