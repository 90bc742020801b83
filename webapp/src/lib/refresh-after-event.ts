import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Refetches what an event changed (every cached query when no key is given). TanStack Query
 * joins a fetch still in flight on a query without data instead of starting another, and that
 * answer was computed before the event; so fetches in flight are cancelled first and asked
 * again, also those awaited without an observer (fetchQuery), which get the new answer.
 */
export function refreshAfterEvent(queryClient: QueryClient, queryKey?: QueryKey): Promise<void> {
  const inFlight = queryClient.getQueryCache().findAll({ queryKey, fetchStatus: 'fetching' });
  for (const query of inFlight) void query.cancel({ revert: true, silent: true });
  const refreshed = queryClient.invalidateQueries(queryKey ? { queryKey } : undefined);
  const unwatched = inFlight.filter((query) => !query.isActive()).map((query) => query.fetch().catch(() => undefined));
  return Promise.all([refreshed, ...unwatched]).then(() => undefined);
}
