import type { ApiList } from '@shared/api/envelope';
import type {
  Applicant,
  ApplicantPage,
  Applied,
  CreateJobInput,
  Job,
  JobListItem,
  JobTabPhase,
  JobTabsUnread,
  JobTabViewed,
  OwnApplication,
  PublicJob,
  UpdateJobInput,
} from '@shared/api/jobs';
import { type ApplicantList, JOBS_FIRST_PAGE_SIZE, JOBS_NEXT_PAGE_SIZE, type Rating } from '@shared/jobs';
import type { ApiClient } from '../../lib/api-client';
import type { JobPhase, JobStatus } from './job-types';
import { firstAnswer } from '../../lib/first-answers';

/** React-query keys of everything job-shaped; `['jobs']` is the root. */
export const jobKeys = {
  all: ['jobs'] as const,
  lists: ['jobs', 'list'] as const,
  list: (phase: JobPhase, userId: string, statuses: readonly JobStatus[]) =>
    ['jobs', 'list', phase, userId, [...statuses]] as const,
  detail: (jobId: string) => ['jobs', 'detail', jobId] as const,
  publicDetail: (jobId: string) => ['jobs', 'public', jobId] as const,
  applicantLists: (jobId: string) => ['jobs', 'applicants', jobId] as const,
  applicants: (jobId: string, filter: ApplicantFilter) => ['jobs', 'applicants', jobId, filter] as const,
  applicant: (jobId: string, userId: string) => ['jobs', 'applicant', jobId, userId] as const,
  tabsUnread: (userId: string) => ['jobs', 'tabs-unread', userId] as const,
};

/** The Applied and Posted tabs' unread markers: something new in each since it was last viewed. */
export const fetchJobTabsUnread = (api: ApiClient) => api.get<JobTabsUnread>('/api/jobs/user/unread');

export const markJobTabViewed = (api: ApiClient, phase: JobTabPhase) =>
  api.patch<JobTabViewed>('/api/jobs/user/viewed', { phase });

/** Which of the owner's two lists, the chip's statuses and ratings, and the search term. */
export type ApplicantFilter = { list?: ApplicantList; term: string; status: string[]; rating: Rating[] };

/** Jobs pages: 20 first, 10 after (spec 1 §7). */
export const jobsPageSize = (skip: number) => (skip === 0 ? JOBS_FIRST_PAGE_SIZE : JOBS_NEXT_PAGE_SIZE);

/** One page of the viewer's applied or posted jobs, newest first. */
export function fetchJobsPage(
  api: ApiClient,
  phase: JobPhase,
  userId: string,
  statuses: readonly JobStatus[],
  skip: number,
): Promise<ApiList<JobListItem>> {
  const path = `/api/jobs/${phase === 'APPLIED' ? 'applied' : 'posted'}/${encodeURIComponent(userId)}`;
  return api.get<ApiList<JobListItem>>(path, { 'status[]': statuses, skip, limit: jobsPageSize(skip) });
}

export const fetchJob = (api: ApiClient, jobId: string, signal?: AbortSignal) =>
  api.get<Job>(`/api/jobs/${encodeURIComponent(jobId)}`, undefined, { signal });

/** The page's answer for the job (lib/first-answers.ts), or undefined. */
export const firstJob = (jobId: string) => firstAnswer<Job>(`/api/jobs/${encodeURIComponent(jobId)}`);

export const fetchPublicJob = (api: ApiClient, jobId: string, signal?: AbortSignal) =>
  api.get<PublicJob>(`/api/public/jobs/${encodeURIComponent(jobId)}`, undefined, { signal });

export const createJob = (api: ApiClient, body: CreateJobInput) => api.post<Job>('/api/jobs', body);

export const updateJob = (api: ApiClient, body: UpdateJobInput) => api.patch<Job>('/api/jobs/', body);

export const applyToJob = (api: ApiClient, jobId: string) =>
  api.post<Applied>(`/api/jobs/${encodeURIComponent(jobId)}/apply`, {});

export const submitApplication = (api: ApiClient, jobId: string) =>
  api.post<OwnApplication>(`/api/jobs/${encodeURIComponent(jobId)}/submit`, {});

/** The owner reads an Applicant; the applicant their own OwnApplication. */
export const fetchApplicant = <T extends Applicant | OwnApplication>(api: ApiClient, jobId: string, userId: string) =>
  api.get<T>(`/api/jobs/${encodeURIComponent(jobId)}/applicants/${encodeURIComponent(userId)}`);

export function fetchApplicantsPage(
  api: ApiClient,
  jobId: string,
  filter: ApplicantFilter,
  skip: number,
  limit: number,
  signal?: AbortSignal,
): Promise<ApplicantPage> {
  return api.get<ApplicantPage>(
    `/api/jobs/${encodeURIComponent(jobId)}/applicants`,
    {
      list: filter.list,
      term: filter.term || undefined,
      'status[]': filter.status,
      'rating[]': filter.rating,
      skip,
      limit,
    },
    { signal },
  );
}

export type ApplicantChange = { rating: Rating } | { notes: string } | { aiEnabled: boolean };

export const updateApplicant = (
  api: ApiClient,
  ids: { jobId: string; userId: string; modifiedBy: string },
  change: ApplicantChange,
) => api.patch<Applicant>('/api/jobs/applicants', { ...ids, ...change });
