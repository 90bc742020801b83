import { uiCopy, jobsCopy } from '@shared/ui-copy';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Briefcase } from 'lucide-react';
import { useApiClient } from '../../lib/api-context';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorState } from '../../ui/ErrorState';
import { SkeletonList } from '../../ui/Skeleton';
import { useViewer } from '../session/viewer-context';
import { fetchJobsPage, jobKeys } from './jobs-api';
import type { JobPhase, JobStatus } from './job-types';
import { JobRow } from './JobRow';

/** The spec's empty text for one status filter, or 'There are no jobs'. */
export function jobsEmptyText(statuses: readonly JobStatus[]): string {
  const [only] = statuses;
  return statuses.length === 1 && only ? uiCopy.jobs.empty[only] : uiCopy.jobs.noJobs;
}

/** The viewer's applied or posted jobs, 20 then 10 at a time (spec 1 §7). */
export function useJobList(phase: JobPhase, statuses: readonly JobStatus[]) {
  const api = useApiClient();
  const viewer = useViewer();
  return useInfiniteQuery({
    queryKey: jobKeys.list(phase, viewer.userId, statuses),
    queryFn: ({ pageParam }) => fetchJobsPage(api, phase, viewer.userId, statuses, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.results.length, 0);
      return loaded < last.count && last.results.length > 0 ? loaded : undefined;
    },
  });
}

export function JobList({ phase, statuses }: { phase: JobPhase; statuses: readonly JobStatus[] }) {
  const query = useJobList(phase, statuses);
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
  const jobs = query.data.pages.flatMap((page) => page.results);
  if (jobs.length === 0) return <EmptyState size="sm" icon={Briefcase} title={jobsEmptyText(statuses)} />;
  return (
    <div className="flex flex-col gap-2 p-2">
      <ul className="flex flex-col gap-0.5">
        {jobs.map((job) => (
          <li key={job.jobId}>
            <JobRow job={job} phase={phase} />
          </li>
        ))}
      </ul>
      {query.hasNextPage ? (
        <Button
          variant="ghost"
          size="sm"
          isLoading={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {jobsCopy.list.loadMore}
        </Button>
      ) : null}
    </div>
  );
}
