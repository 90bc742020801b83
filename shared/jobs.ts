/**
 * Jobs and applicants: the plain constants (no zod), so a client can import an event name or
 * a status list on its first load without pulling the schemas of `shared/api/jobs.ts`.
 */

/** Posted jobs (spec 1 §4). Close Job: Published → Closed; Reopen Job: Closed → Published. */
export const JOB_STATUSES = ['Published', 'Draft', 'Closed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/**
 * An application started before its job closed may still be submitted this long after the
 * closing (beyond the spec, which is silent: someone halfway through is not cut off mid-step).
 * Nobody can start a new application on a closed job.
 */
export const JOB_SUBMIT_GRACE_HOURS = 48;

/** Whether an existing application to this job may still be submitted at `now`. */
export function canStillSubmit(job: { status: JobStatus; closedAt: string | null }, now = Date.now()): boolean {
  if (job.status === 'Published') return true;
  if (job.status !== 'Closed' || !job.closedAt) return false;
  return now < new Date(job.closedAt).getTime() + JOB_SUBMIT_GRACE_HOURS * 3_600_000;
}

/**
 * An application (spec 3 §3, spec 2 stepper). STARTED on apply; IN_PROGRESS once the applicant
 * first posts in the applicant workspace (a resume, a message); SUBMITTED by the applicant's
 * explicit submit. Never backwards.
 */
export const APPLICANT_STATUSES = ['STARTED', 'IN_PROGRESS', 'SUBMITTED'] as const;
export type ApplicantStatus = (typeof APPLICANT_STATUSES)[number];
/** How the applied-jobs chips spell them (spec 1 §4); the API accepts either spelling. */
export const APPLICANT_STATUS_LABELS: Record<ApplicantStatus, string> = {
  STARTED: 'Started',
  IN_PROGRESS: 'In Progress',
  SUBMITTED: 'Submitted',
};
/** The ineligible list's status chips carry numbers (spec 3 §4.7): 1 In Progress, 5 Started. */
export const APPLICANT_STATUS_CHIP_VALUES: Partial<Record<string, ApplicantStatus>> = {
  '1': 'IN_PROGRESS',
  '5': 'STARTED',
};
/** The applicant progress stepper's index of each status (spec 2): 0, 1, 3. */
export const APPLICANT_STEPPER_INDEX: Record<ApplicantStatus, number> = {
  STARTED: 0,
  IN_PROGRESS: 1,
  SUBMITTED: 3,
};

/** Ratings (spec 3 §4.7, §9): any other or missing value shows as Unrated. */
export const RATING = { unrated: 1, notAFit: 2, maybe: 3, goodFit: 4 } as const;
export const RATINGS = [1, 2, 3, 4] as const;
export type Rating = (typeof RATINGS)[number];
export const RATING_LABELS: Record<Rating, string> = {
  1: 'Unrated',
  2: 'Not a Fit',
  3: 'Maybe',
  4: 'Good Fit',
};

/**
 * The owner's two applicant lists (spec 3 §2.7, §9), sent as `list`: every applicant is in
 * exactly one. The owner's rating decides first: Not a Fit is in 'Incomplete & Not a Fit'
 * (ineligible), Maybe and Good Fit in 'Applicants' (eligible). An unrated applicant is in
 * 'Applicants' once submitted and 'Incomplete' while STARTED or IN_PROGRESS.
 */
export const APPLICANT_LISTS = ['eligible', 'ineligible'] as const;
export type ApplicantList = (typeof APPLICANT_LISTS)[number];
export function isEligibleApplicant(a: { status: string; rating: number }): boolean {
  const rating = Number(a.rating);
  if (rating === RATING.notAFit) return false;
  return rating !== RATING.unrated || a.status === 'SUBMITTED';
}

/**
 * What each chip sends as `status[]` / `rating[]` within its list. Given both, a row matches
 * either (a union): the ineligible 'All' is status STARTED or IN_PROGRESS, or Not a Fit.
 */
export type ApplicantChip = { label: string; status: ApplicantStatus[]; rating: Rating[] };
export const ELIGIBLE_CHIPS: readonly ApplicantChip[] = [
  { label: 'All', status: [], rating: [1, 4, 3] },
  { label: 'Unrated', status: [], rating: [1] },
  { label: 'Good Fit', status: [], rating: [4] },
  { label: 'Maybe', status: [], rating: [3] },
];
export const INELIGIBLE_CHIPS: readonly ApplicantChip[] = [
  { label: 'All', status: ['STARTED', 'IN_PROGRESS'], rating: [2] },
  { label: 'In Progress', status: ['IN_PROGRESS'], rating: [] },
  { label: 'Started', status: ['STARTED'], rating: [] },
  { label: 'Not a Fit', status: [], rating: [2] },
];

/** Suggestions for the job form; the API takes any short text (the spec lists no values). */
export const JOB_TYPE_OPTIONS = ['Full-time', 'Part-time', 'Contract', 'Temporary', 'Internship'] as const;
export const WORK_TYPE_OPTIONS = ['On-site', 'Remote', 'Hybrid'] as const;
export const SALARY_RATE_OPTIONS = ['Yearly', 'Monthly', 'Hourly'] as const;

/** Limits (spec 1 §9, spec 3 §9). */
export const JOBS_FIRST_PAGE_SIZE = 20;
export const JOBS_NEXT_PAGE_SIZE = 10;
export const JOB_TITLE_MAX = 200;
export const JOB_DESCRIPTION_MAX = 20_000;
export const COMPANY_DESCRIPTION_MAX = 5_000;
export const APPLICANT_NOTES_MAX = 5_000;
export const JOB_DESCRIPTION_PREVIEW_CHARS = 400;
export const AI_SUMMARY_PREVIEW_CHARS = 180;
export const APPLICANT_LIST_OVERSCAN = 5;
export const APPLICANT_SEARCH_DEBOUNCE_MS = 500;
export const RATING_DROPDOWN_DEBOUNCE_MS = 300;

/**
 * Realtime. `job.updated` on `job:{jobId}` (anyone who may read the job: the owner, its
 * applicants; live frame adds `job`, the public view). On the owner's `user:{ownerId}`:
 * `job.created`/`job.updated` with `job` live, and `applicant.created`/`applicant.updated`
 * with `applicant` live (the owner's row: rating, notes, flag). On the applicant's
 * `user:{userId}`: `application.updated` with `application` live (their own state only).
 * History keeps the ids; a client reading history (or no payload) reads the API.
 */
export const jobEvents = {
  created: 'job.created',
  updated: 'job.updated',
  applicantCreated: 'applicant.created',
  applicantUpdated: 'applicant.updated',
  applicationUpdated: 'application.updated',
} as const;
