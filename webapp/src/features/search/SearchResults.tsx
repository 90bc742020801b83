import { MESSAGE_SEARCH_MAX_COUNT } from '@shared/api/content-search';
import { hasFilters, parseSearchQuery, type SearchFilters } from '@shared/search/query';
import { searchCopy } from '@shared/ui-copy';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Briefcase, FileText, Hash, House, MessageCircle, Search, SearchX, UserRound } from 'lucide-react';
import type { MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import { useApiClient } from '../../lib/api-context';
import { Avatar } from '../../ui/Avatar';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorState } from '../../ui/ErrorState';
import { SkeletonList } from '../../ui/Skeleton';
import { formatFullDate, formatPostDate } from '../posts/format/dates';
import { useViewer } from '../session/viewer-context';
import { groupResults, type ResultGroup } from './group-results';
import { MarkedText } from './MarkedText';
import { type MessageSearchRow, messageSearchKeys, searchMessages } from './search-api';

const PLACE_ICONS = { group: Hash, relationship: UserRound, home: House, jobs: Briefcase } as const;

export type SearchResultsProps = {
  term: string;
  /** Where a result cannot open in this app (the side panel): open it elsewhere instead. */
  openOutside?: (url: string) => boolean;
};

/** The results of the box's text, grouped by group or relationship, with their states. */
export function SearchResults({ term, openOutside }: SearchResultsProps) {
  const api = useApiClient();
  const viewer = useViewer();
  const query = useInfiniteQuery({
    queryKey: [...messageSearchKeys.term(term), viewer.userId],
    queryFn: ({ pageParam, signal }) => searchMessages(api, viewer.userId, term, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.results.length, 0);
      return loaded < Math.min(last.count, MESSAGE_SEARCH_MAX_COUNT) && last.results.length > 0 ? loaded : undefined;
    },
    enabled: term.length > 0,
    staleTime: 10_000,
  });
  const { filters } = parseSearchQuery(term);

  if (!term)
    return (
      <EmptyState icon={Search} title={searchCopy.emptyTitle} text={`${searchCopy.emptyText} ${searchCopy.hint}`} />
    );
  if (query.isPending) return <SkeletonList rows={6} label={searchCopy.loading} />;
  if (query.isError)
    return (
      <ErrorState
        title={searchCopy.failedTitle}
        message={query.error.message}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    );
  const rows = query.data.pages.flatMap((page) => page.results);
  const count = query.data.pages[0]?.count ?? 0;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-2 px-1">
        <p className="text-sm text-slate-600" aria-live="polite">
          {searchCopy.results(count, count >= MESSAGE_SEARCH_MAX_COUNT)}
        </p>
        <FilterChips filters={filters} />
      </div>
      {rows.length === 0 ? (
        <EmptyState icon={SearchX} title={searchCopy.noneTitle} text={`${searchCopy.noneText} ${searchCopy.hint}`} />
      ) : (
        groupResults(rows).map((group) => <ResultSection key={group.key} group={group} openOutside={openOutside} />)
      )}
      {query.hasNextPage ? (
        <div className="flex justify-center">
          <Button
            variant="secondary"
            size="sm"
            onClick={() => void query.fetchNextPage()}
            isLoading={query.isFetchingNextPage}
          >
            {searchCopy.more}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

function FilterChips({ filters }: { filters: SearchFilters }) {
  if (!hasFilters(filters)) return null;
  const chips = [
    ...filters.from.map(searchCopy.filter.from),
    ...filters.in.map(searchCopy.filter.in),
    ...(filters.hasFile ? [searchCopy.filter.hasFile] : []),
    ...(filters.hasLink ? [searchCopy.filter.hasLink] : []),
    ...(filters.after ? [searchCopy.filter.after(filters.after)] : []),
    ...(filters.before ? [searchCopy.filter.before(filters.before)] : []),
  ];
  return (
    <ul aria-label={searchCopy.filtersLabel} className="flex flex-wrap gap-1.5">
      {chips.map((chip) => (
        <li key={chip} className="rounded-full bg-accent-50 px-2.5 py-0.5 text-xs font-medium text-accent-800">
          {chip}
        </li>
      ))}
    </ul>
  );
}

function ResultSection({
  group,
  openOutside,
}: {
  group: ResultGroup;
  openOutside?: SearchResultsProps['openOutside'];
}) {
  const Icon = PLACE_ICONS[group.place.kind];
  const headingId = `search-place-${group.key.replace(/[^a-zA-Z0-9-]/g, '-')}`;
  return (
    <section aria-labelledby={headingId} className="overflow-hidden rounded-lg border border-slate-200 bg-white">
      <h2
        id={headingId}
        className="flex items-center gap-2 border-b border-slate-200 bg-slate-50 px-4 py-2 text-sm font-semibold text-slate-800"
      >
        <Icon aria-hidden="true" className="size-4 text-slate-500" />
        <span className="truncate">{group.place.name}</span>
        <span className="sr-only">({searchCopy.placeKinds[group.place.kind]})</span>
      </h2>
      <ul className="divide-y divide-slate-100">
        {group.rows.map((row) => (
          <li key={`${row.kind}:${row.id}`}>
            <ResultRow row={row} openOutside={openOutside} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function ResultRow({ row, openOutside }: { row: MessageSearchRow; openOutside?: SearchResultsProps['openOutside'] }) {
  const author = row.author ? `${row.author.firstName} ${row.author.lastName}`.trim() : searchCopy.someone;
  const KindIcon =
    row.kind === 'job' ? Briefcase : row.kind === 'comment' || row.kind === 'chat' ? MessageCircle : FileText;
  const onClick = (event: MouseEvent) => {
    if (openOutside?.(row.url)) event.preventDefault();
  };
  return (
    <Link
      to={row.url}
      onClick={onClick}
      aria-label={searchCopy.open(`${searchCopy.kinds[row.kind]} by ${author}`, row.place.name)}
      className="flex gap-3 px-4 py-3 hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-accent-600"
    >
      <Avatar name={author} src={row.author?.avatar ?? null} size="sm" decorative />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex flex-wrap items-baseline gap-x-2 text-sm">
          <span className="font-semibold text-slate-900">{author}</span>
          <span className="inline-flex items-center gap-1 text-xs text-slate-500">
            <KindIcon aria-hidden="true" className="size-3" />
            {searchCopy.kinds[row.kind]}
          </span>
          <time dateTime={row.createdAt} title={formatFullDate(row.createdAt)} className="text-xs text-slate-500">
            {formatPostDate(row.createdAt)}
          </time>
        </div>
        {row.title ? <MarkedText value={row.title} className="text-sm font-semibold text-slate-900" /> : null}
        {row.snippet.text ? <MarkedText value={row.snippet} className="break-words text-sm text-slate-700" /> : null}
        {row.files.map((file) => (
          <span key={file.text} className="inline-flex min-w-0 items-center gap-1.5 text-xs text-slate-600">
            <FileText aria-hidden="true" className="size-3.5 shrink-0 text-slate-500" />
            <span className="sr-only">{searchCopy.file}: </span>
            <MarkedText value={file} className="truncate" />
          </span>
        ))}
      </div>
    </Link>
  );
}
