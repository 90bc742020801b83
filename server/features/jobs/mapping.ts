import type { Applicant, ApplicantStatus, Job, OwnApplication, PublicJob, Rating } from '@shared/api/jobs';
import { RATINGS } from '@shared/jobs';
import type { JobApplicantTable, JobPostingTable } from '../../db/schema';

/** Rows to the contract's shapes (shared/api/jobs.ts). */
export function publicJob(row: JobPostingTable): PublicJob {
  return {
    jobId: row.id,
    title: row.title,
    description: row.description,
    createdBy: row.createdBy,
    companyId: row.companyId,
    companyName: row.companyName,
    companyLogo: row.companyLogo,
    companyDescription: row.companyDescription,
    status: row.status,
    location: { city: row.city, state: row.state, country: row.country },
    salary: {
      min: row.salaryMin === null ? null : Number(row.salaryMin),
      max: row.salaryMax === null ? null : Number(row.salaryMax),
      currency: row.salaryCurrency,
      rate: row.salaryRate,
    },
    jobType: row.jobType,
    workType: row.workType,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    closedAt: row.closedAt ?? null,
  };
}

export function jobView(
  row: JobPostingTable,
  extra: { applicantsCount: number; applicant: Pick<OwnApplication, 'status' | 'groupId'> | null },
): Job {
  return { ...publicJob(row), ...extra };
}

export function ownApplication(row: JobApplicantTable): OwnApplication {
  return {
    jobId: row.jobId,
    userId: row.userId,
    groupId: row.groupId,
    status: row.status as ApplicantStatus,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    submittedAt: row.submittedAt,
  };
}

/** Any other stored value reads as Unrated (spec 3 §4.7). */
export const asRating = (value: unknown): Rating =>
  (RATINGS as readonly number[]).includes(Number(value)) ? (Number(value) as Rating) : 1;

export type ApplicantRow = JobApplicantTable & {
  firstName: string;
  lastName: string;
  avatar: string | null;
  headline: string | null;
  lastActivityAt: string;
  resume: string | null;
};

export function applicantView(row: ApplicantRow): Applicant {
  return {
    jobId: row.jobId,
    userId: row.userId,
    groupId: row.groupId,
    name: `${row.firstName} ${row.lastName}`.trim(),
    firstName: row.firstName,
    lastName: row.lastName,
    logo: row.avatar,
    headline: row.headline,
    status: row.status as ApplicantStatus,
    rating: asRating(row.rating),
    aiEnabled: Number(row.aiEnabled) === 1 ? 'true' : 'false',
    notes: row.notes,
    aiSummary: row.aiSummary,
    score: row.score === null ? null : Number(row.score),
    resume: row.resume,
    lastReceivedAt: row.lastActivityAt,
    timestamp: row.createdAt,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    submittedAt: row.submittedAt,
  };
}
