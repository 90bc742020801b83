import { Redis } from 'ioredis';
import type { Logger } from '../../logger';
import { type BusHandler, type BusMessage, decodeBusMessage, type Fanout } from './types';

const BUS_CHANNEL = 'rapport:realtime';
const STARTUP_TIMEOUT_MS = 10_000;

/**
 * Redis pub/sub: one connection publishes, a second one (a subscribing connection can
 * run no other command) listens. Both reconnect on their own; after the listener comes
 * back, a `resync` lets local sockets catch up on what was published meanwhile.
 */
export async function createRedisFanout(url: string, logger: Logger): Promise<Fanout> {
  const handlers = new Set<BusHandler>();
  const dispatch = (message: BusMessage) => {
    for (const handler of handlers) handler(message);
  };
  const publisher = new Redis(url, { maxRetriesPerRequest: 3 });
  const subscriber = new Redis(url);
  for (const [role, connection] of [
    ['publisher', publisher],
    ['subscriber', subscriber],
  ] as const) {
    connection.on('error', (error: Error) => logger.warn({ err: error, role }, 'realtime: redis connection error'));
  }

  subscriber.on('message', (busChannel: string, text: string) => {
    if (busChannel !== BUS_CHANNEL) return;
    const message = decodeBusMessage(text);
    if (message) dispatch(message);
    else logger.warn({ text: text.slice(0, 200) }, 'realtime: ignored a malformed bus message');
  });

  let isSubscribed = false;
  // Until the listener is back, messages to this instance are lost: its caches stop trusting the bus.
  subscriber.on('close', () => {
    if (isSubscribed) dispatch({ type: 'away' });
  });
  subscriber.on('ready', () => {
    if (!isSubscribed) return;
    subscriber.subscribe(BUS_CHANNEL).then(
      () => dispatch({ type: 'resync' }),
      (error: unknown) => logger.warn({ err: error }, 'realtime: redis resubscribe failed'),
    );
  });

  try {
    await withTimeout(
      subscriber.subscribe(BUS_CHANNEL),
      STARTUP_TIMEOUT_MS,
      `realtime: Redis at ${redactUrl(url)} did not answer`,
    );
    isSubscribed = true;
  } catch (error) {
    publisher.disconnect();
    subscriber.disconnect();
    throw error;
  }

  return {
    name: 'redis',
    async publish(message) {
      await publisher.publish(BUS_CHANNEL, JSON.stringify(message));
    },
    subscribe(handler) {
      handlers.add(handler);
    },
    async close() {
      handlers.clear();
      isSubscribed = false;
      await Promise.all([quit(subscriber), quit(publisher)]);
    },
  };
}

async function quit(connection: Redis): Promise<void> {
  if (connection.status === 'end') return;
  await connection.quit().catch(() => connection.disconnect());
}

function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

function redactUrl(url: string): string {
  return url.replace(/\/\/[^@/]*@/, '//***@');
}
