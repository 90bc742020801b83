import type { Server } from 'node:http';
import { zClientFrame } from '@shared/api/realtime';
import { CLOSE_CODES, events, parseChannel, type ReadyFrameData } from '@shared/realtime';
import { type RawData, type WebSocket, WebSocketServer } from 'ws';
import type { Logger } from '../logger';
import type { AccessRegistry } from './access';
import type { Connection } from './connection';
import type { FocusStore } from './focus';
import type { Hub } from './hub';
import { type Authenticate, createUpgradeHandler } from './upgrade';

export type SocketServerOptions = {
  heartbeatMs: number;
  allowedOrigins: ReadonlySet<string>;
};

/** Client frames are small JSON objects; anything bigger is a misuse. */
const MAX_CLIENT_FRAME_BYTES = 16 * 1024;
/** Channels one socket may hold, its automatic ones included. */
const MAX_CHANNELS_PER_SOCKET = 5000;
const CLOSE_DEADLINE_MS = 3000;
/** Heartbeat slots: each interval is cut into this many ticks, each pinging one slot's sockets. */
const HEARTBEAT_SLOTS = 20;

/** The WebSocket endpoint: accepting sockets, their automatic channels, client frames, heartbeats. */
export class SocketServer {
  private readonly wss = new WebSocketServer({ noServer: true, maxPayload: MAX_CLIENT_FRAME_BYTES });
  private heartbeat: NodeJS.Timeout | undefined;
  /** Sockets spread over the heartbeat's ticks, so no tick walks all of them. */
  private readonly slots = Array.from({ length: HEARTBEAT_SLOTS }, () => new Set<Connection>());
  private nextSlot = 0;
  private tick = 0;
  private isAccepting = true;
  private closing: Promise<void> | undefined;

  constructor(
    private readonly hub: Hub,
    private readonly access: AccessRegistry,
    private readonly logger: Logger,
    private readonly options: SocketServerOptions,
    private readonly focus: FocusStore,
  ) {}

  attach(server: Server, authenticate: Authenticate): void {
    const onUpgrade = createUpgradeHandler({
      wss: this.wss,
      authenticate,
      allowedOrigins: this.options.allowedOrigins,
      logger: this.logger,
      isAccepting: () => this.isAccepting,
      onSocket: (ws, session) => this.accept(ws, session.user.id, session.sessionId),
    });
    server.on('upgrade', onUpgrade);
    this.heartbeat = setInterval(() => this.beat(), this.options.heartbeatMs / HEARTBEAT_SLOTS);
    this.heartbeat.unref();
  }

  /** Closes every socket with 1001 and waits (briefly) for them to go; new ones get 503. */
  closeSockets(): Promise<void> {
    this.closing ??= this.closeAll();
    return this.closing;
  }

  private async closeAll(): Promise<void> {
    this.isAccepting = false;
    clearInterval(this.heartbeat);
    const sockets = [...this.wss.clients];
    const closed = sockets.map(
      (ws) =>
        new Promise<void>((resolve) => (ws.readyState === ws.CLOSED ? resolve() : ws.once('close', () => resolve()))),
    );
    for (const connection of this.hub.connections()) connection.close(CLOSE_CODES.goingAway, 'Server shutting down');
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, CLOSE_DEADLINE_MS);
    });
    await Promise.race([Promise.all(closed), deadline]);
    clearTimeout(timer);
    for (const ws of this.wss.clients) ws.terminate();
    await new Promise<void>((resolve) => this.wss.close(() => resolve()));
  }

  private accept(ws: WebSocket, userId: string, sessionId: string): void {
    const connection = this.hub.connect(ws, userId, sessionId);
    const slot = this.slots[this.nextSlot++ % HEARTBEAT_SLOTS] as Set<Connection>;
    slot.add(connection);
    ws.on('pong', () => {
      connection.isAlive = true;
    });
    ws.on('message', (raw, isBinary) => {
      connection
        .serial(() => this.onFrame(connection, raw, isBinary))
        .catch((error: unknown) => {
          this.logger.error({ err: error, userId: connection.userId }, 'realtime: client frame failed');
          connection.sendSystem(events.error, { message: 'The server could not handle that frame.' });
        });
    });
    ws.on('close', () => {
      slot.delete(connection);
      connection.dispose();
      this.focus
        .clear(connection)
        .catch((error: unknown) => this.logger.warn({ err: error, userId: connection.userId }, 'realtime: focus kept'));
    });
    ws.on('error', (error) => this.logger.debug({ err: error, userId: connection.userId }, 'realtime: socket error'));
    this.greet(connection).catch((error: unknown) => {
      this.logger.error({ err: error, userId: connection.userId }, 'realtime: could not join the automatic channels');
      connection.close(CLOSE_CODES.internalError, 'Could not start');
    });
  }

  /** The user's own, pairing and group channels, then `ready` with each one's last seq. */
  private async greet(connection: Connection): Promise<void> {
    const channels = await this.access.autoChannels(connection.userId);
    await this.hub.join(connection, channels, (lastSeqs) => {
      const data: ReadyFrameData = { channels: [...lastSeqs].map(([channel, lastSeq]) => ({ channel, lastSeq })) };
      connection.sendSystem(events.ready, data);
    });
  }

  private async onFrame(connection: Connection, raw: RawData, isBinary: boolean): Promise<void> {
    if (!connection.isOpen) return;
    const frame = isBinary ? null : parseFrame(raw);
    if (!frame) {
      connection.sendSystem(events.error, {
        message: 'Expected {"type":"subscribe"|"unsubscribe"|"focus","channel":"kind:id"}.',
      });
      return;
    }
    if (frame.type === 'focus') {
      // A channel the user may not read is no focus: nothing is recorded for it.
      const isReadable =
        frame.channel !== null && !!parseChannel(frame.channel) && (await this.canRead(connection, frame.channel));
      await this.focus.set(connection, isReadable ? frame.channel : null);
      return;
    }
    const { channel } = frame;
    if (frame.type === 'unsubscribe') {
      this.hub.leave(connection, channel);
      connection.sendSystem(events.unsubscribed, { channel });
      return;
    }
    const current = connection.channels.get(channel);
    if (current) {
      // Already on it: the pending join answers, or the answer is where delivery stands.
      if (current.lastSeq !== null) connection.sendSystem(events.subscribed, { channel, lastSeq: current.lastSeq });
      return;
    }
    const isAllowed =
      !!parseChannel(channel) &&
      connection.channels.size < MAX_CHANNELS_PER_SOCKET &&
      (await this.canRead(connection, channel));
    if (!isAllowed) {
      connection.sendSystem(events.refused, { channel });
      return;
    }
    await this.hub.join(connection, [channel], (lastSeqs) => {
      connection.sendSystem(events.subscribed, { channel, lastSeq: lastSeqs.get(channel) ?? 0 });
    });
  }

  private async canRead(connection: Connection, channel: string): Promise<boolean> {
    try {
      return await this.access.canRead(connection.userId, channel);
    } catch (error) {
      this.logger.error({ err: error, channel }, 'realtime: read check failed');
      return false;
    }
  }

  /**
   * One slot per tick, so each socket is visited once per interval. A socket that did not
   * answer the last ping is gone: its peer vanished without a close.
   */
  private beat(): void {
    const slot = this.slots[this.tick++ % HEARTBEAT_SLOTS] as Set<Connection>;
    for (const connection of slot) {
      if (!connection.isOpen) {
        slot.delete(connection);
        continue;
      }
      if (!connection.isAlive) {
        slot.delete(connection);
        connection.terminate();
        continue;
      }
      connection.isAlive = false;
      try {
        connection.ws.ping();
      } catch {
        slot.delete(connection);
        connection.terminate();
      }
    }
  }
}

function parseFrame(raw: RawData) {
  try {
    const bytes = Array.isArray(raw) ? Buffer.concat(raw) : Buffer.isBuffer(raw) ? raw : Buffer.from(raw);
    const text = bytes.toString('utf8');
    const parsed = zClientFrame.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
