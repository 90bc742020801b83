import type { JobPhase } from '../job-types';

/** /jobs/{jobId}/applicants/{groupId}?applicantId={userId}&phase=POSTED (spec 3 §2). */
export function applicantPath(
  jobId: string,
  groupId: string,
  options: { applicantId?: string; phase?: JobPhase } = {},
) {
  const query = new URLSearchParams();
  if (options.applicantId) query.set('applicantId', options.applicantId);
  if (options.phase) query.set('phase', options.phase);
  const search = query.toString();
  return `/jobs/${encodeURIComponent(jobId)}/applicants/${encodeURIComponent(groupId)}${search ? `?${search}` : ''}`;
}
