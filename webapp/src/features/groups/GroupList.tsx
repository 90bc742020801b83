import { messages } from '@shared/messages';
import { peopleCopy, uiCopy } from '@shared/ui-copy';
import { UsersRound } from 'lucide-react';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorState } from '../../ui/ErrorState';
import { SkeletonList } from '../../ui/Skeleton';
import { LoadMoreSentinel } from '../people/list/LoadMoreSentinel';
import { GroupRowItem } from './GroupRow';
import { useMyGroups, useUnreadGroups } from './use-groups';

/** My Groups: loading rows, an error with retry, 'First things first...', or the rows. */
export function GroupList() {
  const query = useMyGroups();
  const unread = useUnreadGroups();
  if (query.isPending) return <SkeletonList label={uiCopy.states.loading} />;
  if (query.isError) {
    return (
      <ErrorState
        size="sm"
        title={uiCopy.sidebar.listError}
        message={query.error.message}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    );
  }
  if (query.rows.length === 0) {
    return (
      <EmptyState
        size="sm"
        icon={UsersRound}
        title={messages.relationships.emptyTitle}
        text={uiCopy.sidebar.groupsEmptyText}
      />
    );
  }
  return (
    <>
      <ul className="flex flex-col gap-0.5 p-2">
        {query.rows.map((row) => (
          <li key={row.groupId}>
            <GroupRowItem row={row} isUnread={row.unread || unread.has(row.groupId)} />
          </li>
        ))}
      </ul>
      {query.hasNextPage ? (
        <LoadMoreSentinel
          onVisible={() => void query.fetchNextPage()}
          isLoading={query.isFetchingNextPage}
          label={peopleCopy.list.loadingMore}
        />
      ) : null}
    </>
  );
}
