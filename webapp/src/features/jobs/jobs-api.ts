import type { ApiList } from '@shared/api/envelope';
import { type ApiClient, isApiStatus } from '../../lib/api-client';
import type { JobListItem, JobPhase, JobStatus } from './job-types';

export const JOBS_FIRST_PAGE = 20;

export const jobKeys = {
  all: ['jobs'] as const,
  list: (phase: JobPhase, userId: string, statuses: readonly JobStatus[]) =>
    ['jobs', 'list', phase, userId, [...statuses]] as const,
};

/** The viewer's applied or posted jobs, newest first; a 404 means none yet. */
export async function fetchJobs(
  api: ApiClient,
  phase: JobPhase,
  userId: string,
  statuses: readonly JobStatus[],
): Promise<JobListItem[]> {
  const path = `/api/jobs/${phase === 'APPLIED' ? 'applied' : 'posted'}/${encodeURIComponent(userId)}`;
  try {
    const page = await api.get<ApiList<JobListItem>>(path, {
      'status[]': statuses,
      skip: 0,
      limit: JOBS_FIRST_PAGE,
    });
    return page?.results ?? [];
  } catch (error) {
    if (isApiStatus(error, 404)) return [];
    throw error;
  }
}
