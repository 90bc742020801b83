import {
  type InfiniteData,
  InfiniteQueryObserver,
  type QueryClient,
  type QueryKey,
  QueryObserver,
} from '@tanstack/react-query';
import { createApiClient } from '../lib/api-client';
import { RealtimeBridge, type RealtimeHandlers } from '../lib/realtime-bridge';

/**
 * A server whose answers are held until released: each request reads the data as it is when
 * the request arrives, like a query that ran before an event's write committed.
 */
export function heldServer<T>(initial: T) {
  let current = initial;
  const held: (() => void)[] = [];
  let requests = 0;
  const answer = () => {
    requests += 1;
    const snapshot = current;
    return new Promise<T>((resolve) => held.push(() => resolve(snapshot)));
  };
  /** Releases every held answer, and those asked meanwhile, until none is left. */
  const releaseAll = async () => {
    do {
      for (const release of held.splice(0)) release();
      await new Promise((resolve) => setTimeout(resolve, 0));
    } while (held.length > 0);
  };
  return {
    answer,
    releaseAll,
    write: (next: T) => (current = next),
    requests: () => requests,
  };
}

/** A mounted screen's query (an observer): what it shows. */
export function watchQuery<T>(queryClient: QueryClient, queryKey: QueryKey, queryFn: () => Promise<T>) {
  const observer = new QueryObserver<T>(queryClient, { queryKey, queryFn, retry: false });
  const unsubscribe = observer.subscribe(() => undefined);
  return { shown: () => observer.getCurrentResult().data, unsubscribe };
}

/** A mounted paged list (useInfiniteQuery), one page loaded: what it shows. */
export function watchPages<T>(queryClient: QueryClient, queryKey: QueryKey, pageFn: () => Promise<T>) {
  const observer = new InfiniteQueryObserver<T, Error, InfiniteData<T>, QueryKey, unknown>(queryClient, {
    queryKey,
    queryFn: pageFn,
    initialPageParam: 0,
    getNextPageParam: () => undefined,
    retry: false,
  });
  const unsubscribe = observer.subscribe(() => undefined);
  return { shown: () => observer.getCurrentResult().data?.pages, unsubscribe };
}

/** A realtime bridge over the client with the features' handlers, and a way to send it frames. */
export function eventBridge(queryClient: QueryClient, handlers: RealtimeHandlers[], viewerId = 'me') {
  const api = createApiClient({
    baseUrl: 'http://test',
    fetch: async () => {
      throw new Error('a patch from a frame reads nothing');
    },
  });
  const bridge = new RealtimeBridge({ queryClient, viewerId, api });
  for (const set of handlers) bridge.register(set);
  return (event: string, data: unknown, channel = 'test') =>
    bridge.dispatch({ channel, event, data, seq: 1, replayed: false });
}
