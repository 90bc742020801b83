import type { GroupRow } from './groups-api';

/** The separator the server puts between a job's title and the applicant's name (jobs/service.ts). */
const WORKSPACE_SEPARATOR = ' · ';

/**
 * A row's two lines. An applicant workspace is named '{job title} · {applicant}': its owner
 * tells the rows apart by the applicant, so the name comes first and whole, the job title on
 * the line below; the applicant sees the job title first. Any other group: its name.
 */
export function groupRowLines(row: Pick<GroupRow, 'name' | 'jobId' | 'createdBy'>, viewerId: string) {
  const at = row.jobId ? row.name.lastIndexOf(WORKSPACE_SEPARATOR) : -1;
  if (at <= 0) return { title: row.name, detail: null };
  const job = row.name.slice(0, at);
  const applicant = row.name.slice(at + WORKSPACE_SEPARATOR.length);
  return row.createdBy === viewerId ? { title: applicant, detail: job } : { title: job, detail: null };
}
