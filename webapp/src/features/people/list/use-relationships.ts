import type { RelationshipRow } from '@shared/api/pairings';
import { RECENT_CONNECTIONS_FIRST_PAGE, RECENT_CONNECTIONS_NEXT_PAGE } from '@shared/rules';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useApiClient } from '../../../lib/api-context';
import { useViewer } from '../../session/viewer-context';
import { fetchRelationshipsPage, fetchUnreadPairings, peopleKeys } from '../relationships-api';

const isAssistantRow = (row: RelationshipRow) => row.role === 'assistant' || row.role === 'testUser';

/**
 * My Relationships, latest activity first, 20 then 10 at a time (spec 1 §9). The
 * assistant's row keeps the top slot whatever the activity (spec 1 §4).
 */
export function useRelationships() {
  const api = useApiClient();
  const viewer = useViewer();
  const query = useInfiniteQuery({
    queryKey: peopleKeys.recent(viewer.userId),
    initialPageParam: 0,
    queryFn: ({ pageParam }) =>
      fetchRelationshipsPage(
        api,
        viewer.userId,
        pageParam,
        pageParam === 0 ? RECENT_CONNECTIONS_FIRST_PAGE : RECENT_CONNECTIONS_NEXT_PAGE,
      ),
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.results.length, 0);
      return last.results.length > 0 && loaded < last.count ? loaded : undefined;
    },
  });
  const rows = useMemo(() => {
    const seen = new Set<string>();
    const all = (query.data?.pages ?? []).flatMap((page) => page.results);
    const unique = all.filter((row) => !seen.has(row.pairingId) && seen.add(row.pairingId));
    return [...unique.filter(isAssistantRow), ...unique.filter((row) => !isAssistantRow(row))];
  }, [query.data]);
  return { ...query, rows };
}

/** Pairing ids with something new for the viewer (GET /api/pairing/user/unread). */
export function useUnreadPairings(): ReadonlySet<string> {
  const api = useApiClient();
  const viewer = useViewer();
  const query = useQuery({
    queryKey: peopleKeys.unread(viewer.userId),
    queryFn: () => fetchUnreadPairings(api, viewer.userId),
  });
  return useMemo(() => new Set((query.data ?? []).map((item) => item.pairingId)), [query.data]);
}
