import type { Query, QueryClient, QueryKey } from '@tanstack/react-query';
import { refreshAfterEvent } from './refresh-after-event';

/** What a cached query holds after an event, from what it held (undefined: nothing yet). */
export type EventPatch<T> = (data: T | undefined) => T | undefined;

export type EventPatchOptions = {
  /** Every query under the key (as setQueriesData), not only the one with exactly this key. */
  prefix?: boolean;
  /**
   * The patch moves a number by the event (a count + 1): applied twice it counts the event
   * twice, and an answer in flight may or may not count it already; that fetch is asked again.
   */
  once?: boolean;
};

const isFetching = (query: Query) => query.state.fetchStatus !== 'idle';

/** The patches waiting for each query's fetch in flight, in the order their events came. */
const waiting = new WeakMap<Query, EventPatch<unknown>[]>();

/** Applies the patch again to what the query holds once its fetch in flight has settled. */
function reapplyWhenSettled<T>(queryClient: QueryClient, query: Query, patch: EventPatch<T>): void {
  const queued = waiting.get(query);
  if (queued) {
    queued.push(patch as EventPatch<unknown>);
    return;
  }
  const patches = [patch as EventPatch<unknown>];
  waiting.set(query, patches);
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.query !== query) return;
    const hasSettled = event.type === 'updated' && !isFetching(query);
    if (!hasSettled && event.type !== 'removed') return;
    unsubscribe();
    waiting.delete(query);
    const applyAll: EventPatch<unknown> = (data) => patches.reduce((held, next) => next(held), data);
    if (hasSettled) queryClient.setQueryData(query.queryKey, applyAll);
  });
}

/**
 * Applies what an event (or a write's answer) brought to a cached query. A fetch of that query
 * in flight was answered before the event and would land over the patch; so the patch is
 * applied again to its answer when it lands, without a read: it must be idempotent (a post
 * added once, fields set to the event's values). Patches that count the event (`once`) cannot
 * be: the fetch in flight is cancelled and asked again instead.
 */
export function patchAfterEvent<T>(
  queryClient: QueryClient,
  queryKey: QueryKey,
  patch: EventPatch<T>,
  options: EventPatchOptions = {},
): void {
  const cache = queryClient.getQueryCache();
  const queries = options.prefix ? cache.findAll({ queryKey }) : [cache.find({ queryKey, exact: true })];
  if (!options.prefix && !queries[0]) queryClient.setQueryData<T>(queryKey, patch);
  for (const query of queries) {
    if (!query) continue;
    queryClient.setQueryData<T>(query.queryKey, patch);
    if (!isFetching(query)) continue;
    if (options.once) void refreshAfterEvent(queryClient, query.queryKey);
    else reapplyWhenSettled(queryClient, query, patch);
  }
}
