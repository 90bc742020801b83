import { messages } from '@shared/messages';
import { peopleCopy, uiCopy } from '@shared/ui-copy';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { EmptyState } from '../../../ui/EmptyState';
import { ErrorState } from '../../../ui/ErrorState';
import { SkeletonList } from '../../../ui/Skeleton';
import { LoadMoreSentinel } from './LoadMoreSentinel';
import type { useSidebarPages } from './use-sidebar-pages';

type Props<Row> = {
  query: ReturnType<typeof useSidebarPages<Row>>;
  keyOf: (row: Row) => string;
  renderRow: (row: Row) => ReactNode;
  emptyIcon: LucideIcon;
  emptyText: string;
};

/** A sidebar tab's list: loading rows, an error with retry, 'First things first...', or the rows. */
export function SidebarList<Row>({ query, keyOf, renderRow, emptyIcon, emptyText }: Props<Row>) {
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
    return <EmptyState size="sm" icon={emptyIcon} title={messages.relationships.emptyTitle} text={emptyText} />;
  }
  return (
    <>
      <ul className="flex flex-col gap-0.5 p-2">
        {query.rows.map((row) => (
          <li key={keyOf(row)}>{renderRow(row)}</li>
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
