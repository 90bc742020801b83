import { messages } from '@shared/messages';
import { peopleCopy, uiCopy } from '@shared/ui-copy';
import { Users } from 'lucide-react';
import { EmptyState } from '../../../ui/EmptyState';
import { ErrorState } from '../../../ui/ErrorState';
import { SkeletonList } from '../../../ui/Skeleton';
import { LoadMoreSentinel } from './LoadMoreSentinel';
import { RelationshipRowItem } from './RelationshipRow';
import { useRelationships, useUnreadPairings } from './use-relationships';

/** My Relationships: loading rows, an error with retry, 'First things first...', or the rows. */
export function RelationshipList() {
  const query = useRelationships();
  const unread = useUnreadPairings();
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
        icon={Users}
        title={messages.relationships.emptyTitle}
        text={uiCopy.sidebar.relationshipsEmptyText}
      />
    );
  }
  return (
    <>
      <ul className="flex flex-col gap-0.5 p-2">
        {query.rows.map((row) => (
          <li key={row.pairingId}>
            <RelationshipRowItem row={row} isUnread={row.unread || unread.has(row.pairingId)} />
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
