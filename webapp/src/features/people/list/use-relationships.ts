import type { RelationshipRow } from '@shared/api/pairings';
import { RECENT_CONNECTIONS_FIRST_PAGE, RECENT_CONNECTIONS_NEXT_PAGE } from '@shared/rules';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useApiClient } from '../../../lib/api-context';
import { startFromFirstAnswer } from '../../../lib/first-answers';
import { useViewer } from '../../session/viewer-context';
import { fetchRelationshipsPage, fetchUnreadPairings, firstUnreadPairings, peopleKeys } from '../relationships-api';
import { useSidebarPages } from './use-sidebar-pages';

const isAssistantRow = (row: RelationshipRow) => row.role === 'assistant' || row.role === 'testUser';
const pairingIdOf = (row: RelationshipRow) => row.pairingId;

/**
 * My Relationships, latest activity first, 20 then 10 at a time (spec 1 §9). The
 * assistant's row keeps the top slot whatever the activity (spec 1 §4).
 */
export function useRelationships() {
  const api = useApiClient();
  const viewer = useViewer();
  const query = useSidebarPages({
    queryKey: peopleKeys.recent(viewer.userId),
    fetchPage: (skip, limit) => fetchRelationshipsPage(api, viewer.userId, skip, limit),
    firstPage: RECENT_CONNECTIONS_FIRST_PAGE,
    nextPage: RECENT_CONNECTIONS_NEXT_PAGE,
    keyOf: pairingIdOf,
  });
  const rows = useMemo(
    () => [...query.rows.filter(isAssistantRow), ...query.rows.filter((row) => !isAssistantRow(row))],
    [query.rows],
  );
  return { ...query, rows };
}

/** Pairing ids with something new for the viewer (GET /api/pairing/user/unread). */
export function useUnreadPairings(): ReadonlySet<string> {
  return useUnreadPairingsAnswer().pairingIds;
}

/** The unread pairing ids with when they were answered (0 before the first answer). */
export function useUnreadPairingsAnswer(): { pairingIds: ReadonlySet<string>; answeredAt: number } {
  const api = useApiClient();
  const viewer = useViewer();
  const query = useQuery({
    queryKey: peopleKeys.unread(viewer.userId),
    queryFn: () => fetchUnreadPairings(api, viewer.userId),
    // The header's marker and the list both read it as they mount, a moment apart: one request.
    // Realtime events and marking a timeline viewed invalidate it, which refetches regardless.
    staleTime: 30_000,
    ...startFromFirstAnswer(() => firstUnreadPairings(viewer.userId)),
  });
  const pairingIds = useMemo(() => new Set((query.data ?? []).map((item) => item.pairingId)), [query.data]);
  return { pairingIds, answeredAt: query.dataUpdatedAt };
}
