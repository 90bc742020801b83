import type { ApiList } from '@shared/api/envelope';
import type { GroupRow } from '@shared/api/groups';
import type { RelationshipRow } from '@shared/api/pairings';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { groupKeys } from '../../groups/groups-api';
import { peopleKeys } from '../../people/relationships-api';
import type { ViewedTarget } from './timeline-api';

type Pages<Row> = InfiniteData<ApiList<Row>>;

function clearIn<Row extends { unread: boolean }>(data: Pages<Row> | undefined, isIt: (row: Row) => boolean) {
  if (!data?.pages.some((page) => page.results.some((row) => row.unread && isIt(row)))) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      results: page.results.map((row) => (row.unread && isIt(row) ? { ...row, unread: false } : row)),
    })),
  };
}

/**
 * Once a group or relationship is marked viewed, its sidebar row reads as read: the row's own
 * `unread` flag (from the list's answer) is cleared in the cached list, which is otherwise kept
 * until the list is fetched again (an applicant workspace, opened from My Groups and left by
 * the Jobs breadcrumb, stayed bold until a reload).
 */
export function clearRowUnread(queryClient: QueryClient, target: ViewedTarget): void {
  if (target.kind === 'group') {
    queryClient.setQueryData<Pages<GroupRow>>(groupKeys.mine(target.userId), (data) =>
      clearIn(data, (row) => row.groupId === target.groupId),
    );
  } else {
    queryClient.setQueryData<Pages<RelationshipRow>>(peopleKeys.recent(target.userId), (data) =>
      clearIn(data, (row) => row.userId === target.otherUserId),
    );
  }
}
