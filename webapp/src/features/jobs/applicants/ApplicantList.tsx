import type { Applicant, ApplicantPage } from '@shared/api/jobs';
import { APPLICANT_LIST_OVERSCAN, APPLICANT_SEARCH_DEBOUNCE_MS } from '@shared/jobs';
import { messages } from '@shared/messages';
import { jobsCopy } from '@shared/ui-copy';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useVirtualizer } from '@tanstack/react-virtual';
import { Search, UsersRound } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useApiClient } from '../../../lib/api-context';
import { Avatar } from '../../../ui/Avatar';
import { Chip } from '../../../ui/Chip';
import { EmptyState } from '../../../ui/EmptyState';
import { ErrorState } from '../../../ui/ErrorState';
import { SkeletonList } from '../../../ui/Skeleton';
import { TextField } from '../../../ui/TextField';
import { useDebouncedValue } from '../../people/search/use-debounced-value';
import {
  type ApplicantListKind,
  applicantFilterOf,
  applicantsEmptyText,
  chipsOf,
  ratingLabel,
  ratingTone,
} from '../applicant-filters';
import { displayStatus, statusTone } from '../job-types';
import { fetchApplicantsPage, jobKeys } from '../jobs-api';
import { ApplicantMenu } from './ApplicantMenu';
import { applicantPath } from './applicant-path';

const PAGE = 20;
const ROW_HEIGHT = 64;

function ApplicantRow({ applicant }: { applicant: Applicant }) {
  const status = displayStatus(applicant.status);
  return (
    <div className="flex h-full items-center gap-2 border-b border-slate-100 px-2">
      <Link
        to={applicantPath(applicant.jobId, applicant.groupId, { applicantId: applicant.userId, phase: 'POSTED' })}
        className="flex min-w-0 flex-1 items-center gap-3 rounded-lg px-1 py-2 hover:bg-slate-50"
      >
        <Avatar name={applicant.name} src={applicant.logo} size="md" decorative />
        <span className="flex min-w-0 flex-1 flex-col gap-0.5">
          <span className="truncate text-sm font-medium text-slate-900" title={applicant.name}>
            {applicant.name}
          </span>
          <span className="flex min-w-0 flex-wrap gap-1">
            <Chip tone={statusTone(status)}>{status}</Chip>
            <Chip tone={ratingTone(applicant.rating)}>{ratingLabel(applicant.rating)}</Chip>
          </span>
        </span>
      </Link>
      <ApplicantMenu applicant={applicant} />
    </div>
  );
}

/** One of the owner's applicant lists: search (500 ms), chips, a virtual list with 5 rows of overscan (spec 3 §9). */
export function ApplicantList({
  jobId,
  kind,
  totalApplicants,
}: {
  jobId: string;
  kind: ApplicantListKind;
  totalApplicants: number;
}) {
  const api = useApiClient();
  const [term, setTerm] = useState('');
  const [chip, setChip] = useState('All');
  const debouncedTerm = useDebouncedValue(term, APPLICANT_SEARCH_DEBOUNCE_MS);
  const filter = applicantFilterOf(kind, chip, debouncedTerm);
  const query = useInfiniteQuery({
    queryKey: jobKeys.applicants(jobId, filter),
    queryFn: ({ pageParam, signal }) => fetchApplicantsPage(api, jobId, filter, pageParam, PAGE, signal),
    initialPageParam: 0,
    getNextPageParam: (last: ApplicantPage, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.results.length, 0);
      return loaded < last.count && last.results.length > 0 ? loaded : undefined;
    },
  });
  const rows = query.data?.pages.flatMap((page) => page.results) ?? [];
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: APPLICANT_LIST_OVERSCAN,
    // Rows to draw before the list is measured (the first paint): about one screen.
    initialRect: { width: 0, height: 6 * ROW_HEIGHT },
  });
  const items = virtualizer.getVirtualItems();
  const lastIndex = items.at(-1)?.index ?? -1;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && lastIndex >= rows.length - APPLICANT_LIST_OVERSCAN) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage, lastIndex, rows.length]);

  let body: React.ReactNode;
  if (query.isPending) body = <SkeletonList label={jobsCopy.page.loadingApplicants} />;
  else if (query.isError)
    body = (
      <ErrorState
        size="sm"
        message={query.error.message}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    );
  else if (rows.length === 0)
    body = (
      <EmptyState
        size="sm"
        icon={UsersRound}
        title={applicantsEmptyText(messages.jobs, { term: debouncedTerm, chipLabel: chip, totalApplicants })}
      />
    );
  else
    body = (
      <div ref={scrollRef} className="max-h-[60dvh] overflow-y-auto" data-testid={`applicants-${kind}`}>
        <ul className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
          {items.map((item) => {
            const applicant = rows[item.index];
            if (!applicant) return null;
            return (
              <li
                key={applicant.userId}
                className="absolute top-0 left-0 w-full"
                style={{ height: item.size, transform: `translateY(${item.start}px)` }}
              >
                <ApplicantRow applicant={applicant} />
              </li>
            );
          })}
        </ul>
      </div>
    );

  return (
    <div className="flex flex-col gap-3">
      <TextField
        label={jobsCopy.page.search}
        hideLabel
        type="search"
        placeholder={jobsCopy.page.searchPlaceholder}
        value={term}
        onChange={(event) => setTerm(event.target.value)}
        trailing={<Search aria-hidden="true" className="size-4 text-slate-500" />}
      />
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">{jobsCopy.page.chips}</legend>
        {chipsOf(kind).map((item) => (
          <Chip key={item.label} isSelected={chip === item.label} onClick={() => setChip(item.label)}>
            {item.label}
          </Chip>
        ))}
      </fieldset>
      {body}
    </div>
  );
}
