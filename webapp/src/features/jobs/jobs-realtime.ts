import type {
  Applicant,
  ApplicantEventData,
  ApplicationEventData,
  Job,
  JobEventData,
  OwnApplication,
} from '@shared/api/jobs';
import { jobEvents } from '@shared/jobs';
import type { RealtimeHandler, RealtimeHandlers } from '../../lib/realtime-bridge';
import { patchApplicantInCaches } from './applicants/use-update-applicant';
import { patchJobInCaches, refreshJobLists } from './job-cache';
import { jobKeys } from './jobs-api';
import { patchAfterEvent } from '../../lib/patch-after-event';
import { refreshAfterEvent } from '../../lib/refresh-after-event';

const jobData = (raw: unknown): JobEventData | null => {
  const data = raw as Partial<JobEventData> | null;
  return data && typeof data.jobId === 'string' ? (data as JobEventData) : null;
};

/**
 * A new or changed job: the live frame's job patches the cached copies without a read (the
 * viewer's own fields, applicantsCount and applicant, are kept); the lists refetch only when
 * the status changed, since their filters decide membership. Ids only: the job is read again.
 */
const jobChanged: RealtimeHandler = (event, { queryClient }) => {
  const data = jobData(event.data);
  if (!data) return;
  const live = data.job;
  if (!live) {
    void refreshAfterEvent(queryClient, jobKeys.detail(data.jobId));
    void refreshJobLists(queryClient);
    return;
  }
  const cached = queryClient.getQueryData<Job>(jobKeys.detail(data.jobId));
  const { applicantsCount: _count, applicant: _own, ...fields } = live as Job;
  patchJobInCaches(queryClient, data.jobId, fields);
  if (event.event === jobEvents.created || !cached || cached.status !== live.status) void refreshJobLists(queryClient);
};

/** The owner's applicant lists: a new applicant or a changed one (rating moves them between lists). */
const applicantChanged: RealtimeHandler = (event, { queryClient }) => {
  const data = event.data as Partial<ApplicantEventData> | null;
  if (!data?.jobId || !data.userId) return;
  const live = data.applicant as Applicant | undefined;
  if (live && live.userId === data.userId) patchApplicantInCaches(queryClient, live);
  else void refreshAfterEvent(queryClient, jobKeys.applicant(data.jobId, data.userId));
  // Which list an applicant is in, and the accordions' counts, are the server's filters.
  void refreshAfterEvent(queryClient, jobKeys.applicantLists(data.jobId));
  if (event.event === jobEvents.applicantCreated) void refreshJobLists(queryClient);
};

/** The applicant's own state: their stepper and the Applied list follow. */
const applicationChanged: RealtimeHandler = (event, { queryClient, viewerId }) => {
  const data = event.data as Partial<ApplicationEventData> | null;
  if (!data?.jobId) return;
  const live = data.application as OwnApplication | undefined;
  const key = jobKeys.applicant(data.jobId, viewerId);
  if (live && live.userId === viewerId) patchAfterEvent(queryClient, key, () => live);
  else void refreshAfterEvent(queryClient, key);
  const status = live?.status;
  if (status) {
    patchAfterEvent<Job>(queryClient, jobKeys.detail(data.jobId), (job) =>
      job?.applicant ? { ...job, applicant: { ...job.applicant, status } } : job,
    );
  }
  void refreshJobLists(queryClient);
};

/** Any job event may bring something new to the Applied or Posted tab: the server is asked again. */
const withTabMarkers =
  (handler: RealtimeHandler): RealtimeHandler =>
  (event, context) => {
    handler(event, context);
    void refreshAfterEvent(context.queryClient, jobKeys.tabsUnread(context.viewerId));
  };

export const jobRealtimeHandlers: RealtimeHandlers = {
  [jobEvents.created]: withTabMarkers(jobChanged),
  [jobEvents.updated]: withTabMarkers(jobChanged),
  [jobEvents.applicantCreated]: withTabMarkers(applicantChanged),
  [jobEvents.applicantUpdated]: withTabMarkers(applicantChanged),
  [jobEvents.applicationUpdated]: withTabMarkers(applicationChanged),
};
