import { uiCopy } from '@shared/ui-copy';
import { useQuery } from '@tanstack/react-query';
import { Briefcase } from 'lucide-react';
import { useApiClient } from '../../lib/api-context';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorState } from '../../ui/ErrorState';
import { SkeletonList } from '../../ui/Skeleton';
import { useViewer } from '../session/viewer-context';
import { fetchJobs, jobKeys } from './jobs-api';
import type { JobPhase, JobStatus } from './job-types';
import { JobRow } from './JobRow';

/** The spec's empty text for one status filter, or 'There are no jobs'. */
export function jobsEmptyText(statuses: readonly JobStatus[]): string {
  const [only] = statuses;
  return statuses.length === 1 && only ? uiCopy.jobs.empty[only] : uiCopy.jobs.noJobs;
}

export function JobList({ phase, statuses }: { phase: JobPhase; statuses: readonly JobStatus[] }) {
  const api = useApiClient();
  const viewer = useViewer();
  const query = useQuery({
    queryKey: jobKeys.list(phase, viewer.userId, statuses),
    queryFn: () => fetchJobs(api, phase, viewer.userId, statuses),
  });
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
  if (query.data.length === 0) return <EmptyState size="sm" icon={Briefcase} title={jobsEmptyText(statuses)} />;
  return (
    <ul className="flex flex-col gap-0.5 p-2">
      {query.data.map((job) => (
        <li key={job.jobId}>
          <JobRow job={job} phase={phase} />
        </li>
      ))}
    </ul>
  );
}
