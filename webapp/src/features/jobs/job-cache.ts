import type { Job, JobListItem } from '@shared/api/jobs';
import type { ApiList } from '@shared/api/envelope';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { jobKeys } from './jobs-api';
import { patchAfterEvent } from '../../lib/patch-after-event';
import { refreshAfterEvent } from '../../lib/refresh-after-event';

type JobPages = InfiniteData<ApiList<JobListItem>>;

/** Patches every cached copy of a job (detail and list rows) with what a write or an event brought. */
export function patchJobInCaches(queryClient: QueryClient, jobId: string, patch: Partial<Job>): void {
  patchAfterEvent<Job>(queryClient, jobKeys.detail(jobId), (job) => (job ? { ...job, ...patch } : job));
  patchAfterEvent<JobPages>(
    queryClient,
    jobKeys.lists,
    (pages) =>
      pages
        ? {
            ...pages,
            pages: pages.pages.map((page) => ({
              ...page,
              results: page.results.map((row) => (row.jobId === jobId ? { ...row, ...patch } : row)),
            })),
          }
        : pages,
    { prefix: true },
  );
}

/** The lists a job's status or a new job changes: refetched (their filters decide membership). */
export function refreshJobLists(queryClient: QueryClient): Promise<void> {
  return refreshAfterEvent(queryClient, jobKeys.lists);
}
