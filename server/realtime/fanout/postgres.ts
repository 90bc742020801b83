import pg from 'pg';
import type { Logger } from '../../logger';
import { type BusHandler, type BusMessage, decodeBusMessage, type Fanout } from './types';

const BUS_CHANNEL = 'rapport_realtime';
const MAX_RETRY_MS = 30_000;
/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more. */
const MAX_NOTIFY_BYTES = 7999;

/**
 * PostgreSQL LISTEN/NOTIFY. NOTIFY payloads are capped at 8000 bytes: an event travels
 * whole when it fits, else as its channel and seq only and every receiver loads the stored
 * body (ids) from realtime_event, so the client reads.
 * LISTEN holds a dedicated client that reconnects with back-off, then raises `resync`.
 */
export async function createPostgresFanout(pool: pg.Pool, logger: Logger): Promise<Fanout> {
  const handlers = new Set<BusHandler>();
  const dispatch = (message: BusMessage) => {
    for (const handler of handlers) handler(message);
  };
  let listener: pg.Client | null = null;
  let isClosed = false;
  let retryMs = 500;
  let retryTimer: NodeJS.Timeout | undefined;

  async function listen(): Promise<void> {
    const client = new pg.Client(pool.options);
    client.on('notification', (notification) => {
      if (notification.channel !== BUS_CHANNEL || !notification.payload) return;
      const message = decodeBusMessage(notification.payload);
      if (message) dispatch(message);
      else logger.warn({ payload: notification.payload.slice(0, 200) }, 'realtime: ignored a malformed bus message');
    });
    client.on('error', (error) => {
      logger.warn({ err: error }, 'realtime: LISTEN connection error');
      lost(client);
    });
    client.on('end', () => lost(client));
    try {
      await client.connect();
      await client.query(`listen ${BUS_CHANNEL}`);
    } catch (error) {
      client.end().catch(() => undefined);
      throw error;
    }
    listener = client;
    retryMs = 500;
  }

  function lost(client: pg.Client): void {
    if (listener !== client) return;
    listener = null;
    client.end().catch(() => undefined);
    if (isClosed) return;
    dispatch({ type: 'away' }); // until the listener is back, this instance's caches stop trusting the bus
    scheduleReconnect();
  }

  function scheduleReconnect(): void {
    retryTimer = setTimeout(() => {
      listen().then(
        () => dispatch({ type: 'resync' }),
        (error: unknown) => {
          logger.warn({ err: error, retryMs }, 'realtime: LISTEN reconnect failed');
          retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
          if (!isClosed) scheduleReconnect();
        },
      );
    }, retryMs);
    retryTimer.unref();
  }

  await listen();

  return {
    name: 'pg',
    async publish(message) {
      let payload = JSON.stringify(message);
      if (message.type === 'event' && Buffer.byteLength(payload) > MAX_NOTIFY_BYTES)
        payload = JSON.stringify({ type: 'event', channel: message.channel, seq: message.seq });
      await pool.query('select pg_notify($1, $2)', [BUS_CHANNEL, payload]);
    },
    subscribe(handler) {
      handlers.add(handler);
    },
    async close() {
      isClosed = true;
      clearTimeout(retryTimer);
      handlers.clear();
      const client = listener;
      listener = null;
      await client?.end().catch(() => undefined);
    },
  };
}
