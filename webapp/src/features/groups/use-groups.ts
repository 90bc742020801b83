import { GROUPS_FIRST_PAGE, GROUPS_NEXT_PAGE } from '@shared/rules';
import type { GroupRow } from '@shared/api/groups';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useApiClient } from '../../lib/api-context';
import { startFromFirstAnswer } from '../../lib/first-answers';
import { useViewer } from '../session/viewer-context';
import { useSidebarPages } from '../people/list/use-sidebar-pages';
import { fetchMyGroupsPage, fetchUnreadGroups, firstUnreadGroups, groupKeys } from './groups-api';

const groupIdOf = (row: GroupRow) => row.groupId;

/** My Groups, newest activity first: 20, then 10 at a time (spec 3 §9). */
export function useMyGroups() {
  const api = useApiClient();
  const viewer = useViewer();
  return useSidebarPages({
    queryKey: groupKeys.mine(viewer.userId),
    fetchPage: (skip, limit) => fetchMyGroupsPage(api, skip, limit),
    firstPage: GROUPS_FIRST_PAGE,
    nextPage: GROUPS_NEXT_PAGE,
    keyOf: groupIdOf,
  });
}

/** Group ids with something new for the viewer (GET /api/group/user/unread). */
export function useUnreadGroups(): ReadonlySet<string> {
  const api = useApiClient();
  const viewer = useViewer();
  const query = useQuery({
    queryKey: groupKeys.unread(viewer.userId),
    queryFn: () => fetchUnreadGroups(api, viewer.userId),
    // Read by the header's marker and the groups list as they mount: one request (see
    // useUnreadPairings); realtime events and marking a group viewed invalidate it.
    staleTime: 30_000,
    ...startFromFirstAnswer(() => firstUnreadGroups(viewer.userId)),
  });
  return useMemo(() => new Set((query.data ?? []).map((item) => item.groupId)), [query.data]);
}
