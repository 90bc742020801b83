import { z } from 'zod';
import {
  APPLICANT_LISTS,
  APPLICANT_NOTES_MAX,
  APPLICANT_STATUS_CHIP_VALUES,
  APPLICANT_STATUSES,
  type ApplicantStatus,
  COMPANY_DESCRIPTION_MAX,
  JOB_DESCRIPTION_MAX,
  JOB_STATUSES,
  JOB_TITLE_MAX,
  type JobStatus,
  RATINGS,
  type Rating,
} from '../jobs';
import { messages } from '../messages';
import { zId } from './envelope';

export * from '../jobs';

const jobMessages = messages.jobs;

/**
 * Jobs and applicants (spec 1 §2, §4, §7; spec 3 §2.7, §4.7, §9; spec README decision 6).
 *   POST  /api/jobs                                  create (Published or Draft) → Job
 *   PATCH /api/jobs/                                 edit, close, reopen (creator only) → Job
 *   GET   /api/jobs/{jobId}                          a job (signed in; drafts: creator only) → Job
 *   GET   /api/jobs/posted/{userId}?status[]&skip&limit    the actor's posted jobs → list of JobListItem
 *   GET   /api/jobs/applied/{userId}?status[]&skip&limit   the actor's applied jobs → list of JobListItem
 *   POST  /api/jobs/{jobId}/apply                    → { groupId, status } (a second apply: the same group)
 *   POST  /api/jobs/{jobId}/submit                   the applicant submits → OwnApplication
 *   GET   /api/jobs/{jobId}/applicants/{userId}      the owner: Applicant; the applicant: OwnApplication
 *   GET   /api/jobs/{jobId}/applicants?term&status[]&rating[]&skip&limit  owner only → ApplicantPage
 *   PATCH /api/jobs/applicants                       owner: one of rating, notes, aiEnabled → Applicant
 *   GET   /api/public/jobs/{jobId}                   signed out; Published and Closed only → PublicJob
 */

const optionalText = (max: number, message?: string) =>
  z
    .string()
    .trim()
    .max(max, message ?? `At most ${max} characters.`)
    .nullish()
    .transform((v) => (v ? v : null));

/** Markdown only: the editor stores bold, italic and bullets as markdown; HTML is refused. */
const HTML_TAG = /<\/?[a-z][a-z0-9-]*(\s[^<>]*)?\/?>/i;
export const zJobDescription = z
  .string()
  .trim()
  .max(JOB_DESCRIPTION_MAX, jobMessages.descriptionTooLong)
  .refine((v) => !HTML_TAG.test(v), jobMessages.descriptionHtml);

export const zJobStatus = z.enum(JOB_STATUSES, { message: jobMessages.statusInvalid });
export const zCountryCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}$/, jobMessages.countryInvalid)
  .transform((v) => v.toUpperCase());
export const zCurrency = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{3}$/, jobMessages.currencyInvalid)
  .transform((v) => v.toUpperCase());

export const zJobLocation = z.object({
  city: optionalText(100),
  state: optionalText(100),
  country: zCountryCode.nullish().transform((v) => v ?? null),
});
export type JobLocation = { city: string | null; state: string | null; country: string | null };

const zAmount = z.coerce.number().finite().min(0, jobMessages.salaryInvalid).max(1e12, jobMessages.salaryInvalid);
export const zJobSalary = z
  .object({
    min: zAmount.nullish().transform((v) => v ?? null),
    max: zAmount.nullish().transform((v) => v ?? null),
    currency: zCurrency.nullish().transform((v) => v ?? null),
    rate: optionalText(30),
  })
  .refine((s) => !(s.min && s.max && s.max < s.min), { message: jobMessages.salaryRange, path: ['max'] });
export type JobSalary = { min: number | null; max: number | null; currency: string | null; rate: string | null };

/** The editable fields of a job. */
const jobFields = {
  title: z.string().trim().min(1, jobMessages.titleRequired).max(JOB_TITLE_MAX, jobMessages.titleTooLong),
  description: zJobDescription.default(''),
  companyId: zId.nullish().transform((v) => v ?? null),
  companyName: optionalText(200),
  companyLogo: optionalText(2048),
  companyDescription: optionalText(COMPANY_DESCRIPTION_MAX),
  location: zJobLocation.default({ city: null, state: null, country: null }),
  salary: zJobSalary.default({ min: null, max: null, currency: null, rate: null }),
  jobType: optionalText(60),
  workType: optionalText(60),
};

/** POST /api/jobs: a new job, Published (the default) or Draft. */
export const zCreateJobBody = z.object({
  createdBy: zId,
  ...jobFields,
  status: z.enum(['Published', 'Draft'], { message: jobMessages.createStatusInvalid }).default('Published'),
});
export type CreateJobBody = z.infer<typeof zCreateJobBody>;
export type CreateJobInput = z.input<typeof zCreateJobBody>;

/** PATCH /api/jobs/: `status` closes (Closed), reopens (Published) or publishes a draft; any field edits. */
export const zUpdateJobBody = z.object({
  modifiedBy: zId,
  jobId: zId,
  status: zJobStatus.optional(),
  title: jobFields.title.optional(),
  description: zJobDescription.optional(),
  companyId: jobFields.companyId.optional(),
  companyName: jobFields.companyName.optional(),
  companyLogo: jobFields.companyLogo.optional(),
  companyDescription: jobFields.companyDescription.optional(),
  location: zJobLocation.optional(),
  salary: zJobSalary.optional(),
  jobType: jobFields.jobType.optional(),
  workType: jobFields.workType.optional(),
});
export type UpdateJobBody = z.infer<typeof zUpdateJobBody>;
export type UpdateJobInput = z.input<typeof zUpdateJobBody>;

/** The viewer's own application, where they applied. */
export type OwnApplication = {
  jobId: string;
  userId: string;
  groupId: string;
  status: ApplicantStatus;
  createdAt: string;
  updatedAt: string;
  submittedAt: string | null;
};

/** A job (spec 3 §3): what GET /api/jobs/{jobId}, create and edit answer. */
export type Job = {
  jobId: string;
  title: string;
  /** Markdown (bold, italic, bullet lists); render it without raw HTML. */
  description: string;
  createdBy: string;
  companyId: string | null;
  companyName: string | null;
  companyLogo: string | null;
  companyDescription: string | null;
  status: JobStatus;
  location: JobLocation;
  salary: JobSalary;
  jobType: string | null;
  workType: string | null;
  createdAt: string;
  updatedAt: string;
  /** When it was last closed (null while open): started applications may be submitted for a grace period after. */
  closedAt: string | null;
  /** All applicants; 0 for anyone but the creator. */
  applicantsCount: number;
  /** The viewer's own application, or null. */
  applicant: Pick<OwnApplication, 'status' | 'groupId'> | null;
};

/** A row of the jobs lists (spec 1 §3 Job (list)); Applied rows carry `applicant`. */
export type JobListItem = Job;

/** What anyone may see, signed out too (GET /api/public/jobs/{jobId}, the `job.updated` live frame). */
export type PublicJob = Omit<Job, 'applicantsCount' | 'applicant'>;

/** `status[]` of the jobs lists: posted Published/Draft/Closed; applied Started/In Progress/Submitted (any spelling). */
const normalise = (v: string) =>
  v
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, '_');
const arrayOf = <T extends z.ZodType>(item: T, max = 10) =>
  z.preprocess((v) => (v === undefined || v === '' ? [] : Array.isArray(v) ? v : [v]), z.array(item).max(max));

export const zApplicantStatus = z.preprocess(
  (v) => (typeof v === 'string' ? (APPLICANT_STATUS_CHIP_VALUES[v.trim()] ?? normalise(v)) : v),
  z.enum(APPLICANT_STATUSES, { message: jobMessages.applicantStatusInvalid }),
);
export const zPostedStatus = z.preprocess(
  (v) => (typeof v === 'string' ? JOB_STATUSES.find((s) => s.toUpperCase() === normalise(v)) : v),
  z.enum(JOB_STATUSES, { message: jobMessages.statusInvalid }),
);
export const zRating = z.preprocess(
  (v) => (typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : v),
  z.union(RATINGS.map((r) => z.literal(r)) as [z.ZodLiteral<1>, z.ZodLiteral<2>, z.ZodLiteral<3>, z.ZodLiteral<4>], {
    message: jobMessages.ratingInvalid,
  }),
) as z.ZodType<Rating, unknown>;

const zListPaging = {
  skip: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(20),
};
export const zPostedJobsQuery = z.object({ status: arrayOf(zPostedStatus), ...zListPaging });
export const zAppliedJobsQuery = z.object({ status: arrayOf(zApplicantStatus), ...zListPaging });
export type PostedJobsQuery = z.infer<typeof zPostedJobsQuery>;
export type AppliedJobsQuery = z.infer<typeof zAppliedJobsQuery>;

/** POST /api/jobs/{jobId}/apply (body optional: `userId` must be the actor). */
export const zApplyBody = z.object({ userId: zId.optional() });
export type Applied = { jobId: string; groupId: string; status: ApplicantStatus };
export const zSubmitBody = zApplyBody;

/** One applicant as the job's creator sees it (spec 3 §3). Never sent to anyone else. */
export type Applicant = {
  jobId: string;
  userId: string;
  groupId: string;
  name: string;
  firstName: string;
  lastName: string;
  /** The applicant's avatar. */
  logo: string | null;
  headline: string | null;
  status: ApplicantStatus;
  rating: Rating;
  /** The spec's strings (spec 3 §3), as in relationship rows; input takes them or booleans. */
  aiEnabled: 'true' | 'false';
  notes: string | null;
  /** Written by the assistant; null → 'No summary yet'. */
  aiSummary: string | null;
  score: number | null;
  /** The applicant's first post with files in the workspace (their resume), or null. */
  resume: string | null;
  /** The workspace's last activity. */
  lastReceivedAt: string;
  timestamp: string;
  createdAt: string;
  updatedAt: string;
  submittedAt: string | null;
};

/**
 * GET /api/jobs/{jobId}/applicants: `term` searches names (and e-mail); `status[]` and
 * `rating[]` are the chips (shared/jobs.ts): a row matches any listed status or any listed
 * rating; none listed: every applicant. `list` narrows to one of the owner's two lists,
 * which split the applicants between them (APPLICANT_LISTS). Newest first.
 */
export const zApplicantsQuery = z.object({
  term: z.string().trim().max(200).default(''),
  list: z.enum(APPLICANT_LISTS).optional(),
  status: arrayOf(zApplicantStatus),
  rating: arrayOf(zRating),
  ...zListPaging,
});
export type ApplicantsQuery = z.infer<typeof zApplicantsQuery>;
/** The page, its filtered count, and the two accordions' counts ('Applicants (n)', 'Incomplete & Not a Fit (n)'). */
export type ApplicantPage = {
  results: Applicant[];
  count: number;
  counts: { eligible: number; ineligible: number; total: number };
};

/** PATCH /api/jobs/applicants: exactly one of rating, notes, aiEnabled; without jobId, userId and modifiedBy: 'You are not allowed to perform updates.' */
export const zUpdateApplicantBody = z
  .object({
    jobId: zId.optional(),
    userId: zId.optional(),
    modifiedBy: zId.optional(),
    rating: zRating.optional(),
    notes: z.string().trim().max(APPLICANT_NOTES_MAX, jobMessages.notesTooLong).optional(),
    aiEnabled: z
      .union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')], {
        message: jobMessages.aiEnabledInvalid,
      })
      .optional(),
  })
  .refine((b) => b.jobId && b.userId && b.modifiedBy, { message: jobMessages.notAllowedToUpdate })
  .refine((b) => [b.rating, b.notes, b.aiEnabled].filter((v) => v !== undefined).length === 1, {
    message: jobMessages.oneChange,
  });
export type UpdateApplicantBody = z.infer<typeof zUpdateApplicantBody>;

/** Realtime payloads (names in shared/jobs.ts `jobEvents`). History keeps the ids only. */
export type JobEventData = { jobId: string; job?: PublicJob | Job };
export type ApplicantEventData = { jobId: string; userId: string; groupId: string; applicant?: Applicant };
export type ApplicationEventData = { jobId: string; groupId: string; application?: OwnApplication };

/**
 * The Applied and Posted tabs' unread markers (spec 1 §2 Sidebar; issue 34):
 *   GET   /api/jobs/user/unread?userId        → { applied, posted } (true: something new since the tab was last viewed)
 *   PATCH /api/jobs/user/viewed { phase, userId? }  the tab was viewed now → { phase, viewedAt }
 * Posted: an applicant applied or submitted, or wrote in their workspace. Applied: the job
 * changed (closed, reopened, edited) or its owner wrote in the workspace.
 */
export const JOB_TAB_PHASES = ['APPLIED', 'POSTED'] as const;
export type JobTabPhase = (typeof JOB_TAB_PHASES)[number];
export const zJobTabsUnreadQuery = z.object({ userId: zId.optional() });
export const zJobTabViewedBody = z.object({ phase: z.enum(JOB_TAB_PHASES), userId: zId.optional() });
export type JobTabsUnread = { applied: boolean; posted: boolean };
export type JobTabViewed = { phase: JobTabPhase; viewedAt: string };
