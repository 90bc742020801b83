import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from './api-client';
import type { RealtimeClient, RealtimeEvent } from './realtime-client';
import { refreshAfterEvent } from './refresh-after-event';

export type RealtimeHandlerContext = {
  queryClient: QueryClient;
  /** The signed-in user's id, to tell one's own events from others'. */
  viewerId: string;
  /** The app's API client, for handlers that must read what an ids-only event names. */
  api: ApiClient;
};

/** Reacts to one event name: update or invalidate react-query caches, show a toast. */
export type RealtimeHandler = (event: RealtimeEvent, context: RealtimeHandlerContext) => void;

/** A feature's handlers by event name, e.g. `{ 'user.updated': ... }`. */
export type RealtimeHandlers = Readonly<Record<string, RealtimeHandler>>;

/**
 * The one place where socket events become client state. Features contribute handler
 * maps (see realtime-handlers.ts); several features may handle the same event.
 */
export class RealtimeBridge {
  private readonly handlers = new Map<string, Set<RealtimeHandler>>();

  constructor(private readonly context: RealtimeHandlerContext) {}

  register(handlers: RealtimeHandlers): () => void {
    const added: [string, RealtimeHandler][] = Object.entries(handlers);
    for (const [eventName, handler] of added) {
      const set = this.handlers.get(eventName) ?? new Set();
      set.add(handler);
      this.handlers.set(eventName, set);
    }
    return () => {
      for (const [eventName, handler] of added) this.handlers.get(eventName)?.delete(handler);
    };
  }

  dispatch(event: RealtimeEvent): void {
    for (const handler of this.handlers.get(event.event) ?? []) handler(event, this.context);
  }

  /**
   * Listens to a client. When a channel's missed events cannot be replayed, the active
   * queries are refetched instead (fetches in flight too: they may predate what was missed).
   */
  attach(client: RealtimeClient): () => void {
    const offEvent = client.onEvent((event) => this.dispatch(event));
    const offResync = client.onResync(() => {
      void refreshAfterEvent(this.context.queryClient);
    });
    return () => {
      offEvent();
      offResync();
    };
  }
}
