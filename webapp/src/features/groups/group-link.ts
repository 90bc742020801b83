import { applicantPath } from '../jobs/applicants/applicant-path';
import { groupPath } from '../shell/paths';

type LinkedGroup = { groupId: string; createdBy: string; jobId: string | null };

/**
 * Where a group opens: a job's applicant workspace opens as that workspace (the owner, who
 * made the group, on the POSTED side; the applicant on the APPLIED side), any other group at
 * /group/{id}.
 */
export function groupLink(group: LinkedGroup, viewerId: string): string {
  if (!group.jobId) return groupPath(group.groupId);
  return applicantPath(group.jobId, group.groupId, { phase: group.createdBy === viewerId ? 'POSTED' : 'APPLIED' });
}
