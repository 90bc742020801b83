import type { PostAuthor } from '@shared/api/posts';
import { uiCopy } from '@shared/ui-copy';
import type { LucideIcon } from 'lucide-react';
import { Avatar } from '../../../ui/Avatar';
import { Button } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import { ErrorState } from '../../../ui/ErrorState';
import { SkeletonList } from '../../../ui/Skeleton';
import { displayName } from './display-name';
import type { usePagedPeople } from './use-paged-people';

type PagedPeople = ReturnType<typeof usePagedPeople>;

export type PeopleListProps = {
  query: PagedPeople;
  listLabel: string;
  loadError: string;
  loadMore: string;
  empty: { icon: LucideIcon; title: string; text: string };
};

function PersonRow({ person }: { person: PostAuthor }) {
  const name = displayName(person);
  return (
    <div className="flex min-w-0 items-center gap-3 py-2.5">
      <Avatar name={name} src={person.avatar} size="sm" decorative />
      <div className="flex min-w-0 flex-col">
        <span className="truncate text-sm font-semibold text-slate-900" title={name}>
          {name}
        </span>
        {person.headline ? (
          <span className="truncate text-xs text-slate-600" title={person.headline}>
            {person.headline}
          </span>
        ) : null}
      </div>
    </div>
  );
}

/** A drawer's people with loading, error (retry), empty states and Load more. */
export function PeopleList({ query, listLabel, loadError, loadMore, empty }: PeopleListProps) {
  if (query.isPending) return <SkeletonList rows={4} label={uiCopy.states.loading} />;
  if (query.isError && query.people.length === 0) {
    return (
      <ErrorState
        size="sm"
        title={loadError}
        message={query.error.message}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    );
  }
  if (query.people.length === 0)
    return <EmptyState size="sm" icon={empty.icon} title={empty.title} text={empty.text} />;
  return (
    <>
      <ul aria-label={listLabel} className="-mt-2 flex flex-col divide-y divide-slate-100">
        {query.people.map((person) => (
          <li key={person.userId}>
            <PersonRow person={person} />
          </li>
        ))}
      </ul>
      {query.hasNextPage ? (
        <Button
          variant="secondary"
          size="sm"
          fullWidth
          className="mt-3"
          isLoading={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {loadMore}
        </Button>
      ) : null}
    </>
  );
}
