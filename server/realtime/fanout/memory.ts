import type { BusHandler, BusMessage, Fanout } from './types';

/** One process: publishing is calling the handlers. */
export function createMemoryFanout(): Fanout {
  const handlers = new Set<BusHandler>();
  return {
    name: 'memory',
    async publish(message: BusMessage) {
      for (const handler of handlers) handler(message);
    },
    subscribe(handler) {
      handlers.add(handler);
    },
    async close() {
      handlers.clear();
    },
  };
}
