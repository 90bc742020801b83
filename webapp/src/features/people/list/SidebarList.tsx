import { messages } from '@shared/messages';
import { peopleCopy, uiCopy } from '@shared/ui-copy';
import type { LucideIcon } from 'lucide-react';
import { type ReactNode, useDeferredValue } from 'react';
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
  /** Rows that do not count as the user's own (Meg's row heads every list): with only these, the
   * empty state still shows beneath them, so a new user is told how to start. */
  isPinned?: (row: Row) => boolean;
};

/** A sidebar tab's list: loading rows, an error with retry, 'First things first...', or the rows. */
export function SidebarList<Row>({ query, keyOf, renderRow, emptyIcon, emptyText, isPinned }: Props<Row>) {
  // The rows render in a background pass React splits into short tasks: an answer arriving
  // re-renders at once (the query's store updates synchronously), which for a page of rows
  // was one long task on a slow phone or the side panel (issue 18). Until then, the old rows.
  const rows = useDeferredValue(query.rows);
  const isBehind = rows !== query.rows;
  if (query.isPending || (isBehind && rows.length === 0)) return <SkeletonList label={uiCopy.states.loading} />;
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
  const empty = <EmptyState size="sm" icon={emptyIcon} title={messages.relationships.emptyTitle} text={emptyText} />;
  if (rows.length === 0) return empty;
  const onlyPinned = !query.hasNextPage && isPinned !== undefined && rows.every(isPinned);
  return (
    <>
      <ul className="flex flex-col gap-0.5 p-2">
        {rows.map((row, index) => (
          // Rows of later pages skip style and layout until scrolled to (their height is estimated).
          // Not the first page's: it shows at once, and locking then unlocking its rows made the
          // list's first frame the open's longest task (issue 18).
          <li
            key={keyOf(row)}
            className={
              index < query.firstPage
                ? undefined
                : '[contain-intrinsic-size:auto_3.5rem] [content-visibility:auto] [overflow-clip-margin:0.25rem]'
            }
          >
            {renderRow(row)}
          </li>
        ))}
      </ul>
      {onlyPinned ? empty : null}
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
