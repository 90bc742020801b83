import type { ChipTone } from '../../ui/Chip';
import type { JobPhase } from '../shell/paths';

export type { JobPhase } from '../shell/paths';

export const POSTED_STATUSES = ['Published', 'Draft', 'Closed'] as const;
export const APPLIED_STATUSES = ['Started', 'In Progress', 'Submitted'] as const;
export type JobStatus = (typeof POSTED_STATUSES)[number] | (typeof APPLIED_STATUSES)[number];

export const statusesOf = (phase: JobPhase): readonly JobStatus[] =>
  phase === 'APPLIED' ? APPLIED_STATUSES : POSTED_STATUSES;

/** A row of the jobs lists (spec 1 §3, job list). */
export type { JobListItem } from '@shared/api/jobs';

type SalaryLike = { min?: number | null; max?: number | null; currency?: string | null } | null | undefined;

/** 'IN_PROGRESS' and 'in progress' read as 'In Progress'. */
export function displayStatus(status: string | null | undefined): string {
  if (!status) return '';
  return status
    .toLowerCase()
    .split(/[_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** In Progress is a warning; Published and Submitted a success (spec 1 §4). */
export function statusTone(status: string): ChipTone {
  if (status === 'In Progress') return 'warning';
  if (status === 'Published' || status === 'Submitted') return 'success';
  return 'neutral';
}

export function countryName(code: string | null | undefined, locale?: string): string {
  if (!code) return '';
  try {
    return new Intl.DisplayNames(locale ? [locale] : undefined, { type: 'region' }).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

/** '$50,000 - $80,000', only when max >= min and both are above 0 (spec 1 §2). */
export function salaryRange(salary: SalaryLike, locale?: string): string {
  const min = salary?.min ?? 0;
  const max = salary?.max ?? 0;
  if (!(min > 0 && max > 0 && max >= min)) return '';
  const format = (value: number) => {
    try {
      return new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: salary?.currency || 'USD',
        maximumFractionDigits: 0,
      }).format(value);
    } catch {
      return `${salary?.currency ?? ''} ${value}`.trim();
    }
  };
  return `${format(min)} - ${format(max)}`;
}

/**
 * The status a row shows (spec 1 §4): a viewer who applied and did not post the job sees
 * their application's status; the creator sees the job's.
 */
export function rowStatus(
  job: { status?: string | null; createdBy?: string | null; applicant?: { status?: string | null } | null },
  viewerId: string,
): string {
  const isCreator = job.createdBy === viewerId;
  return displayStatus(!isCreator && job.applicant?.status ? job.applicant.status : job.status);
}
