import { GROUPS_FIRST_PAGE, GROUPS_NEXT_PAGE } from '@shared/rules';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useApiClient } from '../../lib/api-context';
import { useViewer } from '../session/viewer-context';
import { fetchMyGroupsPage, fetchUnreadGroups, groupKeys } from './groups-api';

/** My Groups, newest activity first: 20, then 10 at a time (spec 3 §9). */
export function useMyGroups() {
  const api = useApiClient();
  const viewer = useViewer();
  const query = useInfiniteQuery({
    queryKey: groupKeys.mine(viewer.userId),
    initialPageParam: 0,
    queryFn: ({ pageParam }) =>
      fetchMyGroupsPage(api, pageParam, pageParam === 0 ? GROUPS_FIRST_PAGE : GROUPS_NEXT_PAGE),
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.results.length, 0);
      return last.results.length > 0 && loaded < last.count ? loaded : undefined;
    },
  });
  const rows = useMemo(() => {
    const seen = new Set<string>();
    return (query.data?.pages ?? [])
      .flatMap((page) => page.results)
      .filter((row) => !seen.has(row.groupId) && seen.add(row.groupId));
  }, [query.data]);
  return { ...query, rows };
}

/** Group ids with something new for the viewer (GET /api/group/user/unread). */
export function useUnreadGroups(): ReadonlySet<string> {
  const api = useApiClient();
  const viewer = useViewer();
  const query = useQuery({
    queryKey: groupKeys.unread(viewer.userId),
    queryFn: () => fetchUnreadGroups(api, viewer.userId),
  });
  return useMemo(() => new Set((query.data ?? []).map((item) => item.groupId)), [query.data]);
}
