import type { VisibilityType } from '@shared/api/posts';
import type { Recipient } from '../people/new-relationship/recipient-rules';
import { groupPath, relationshipPath } from '../shell/paths';

/**
 * Where the author goes after posting (spec 2 §4): a collaboration group to its page, a
 * single specific person to the relationship, anything else home. With a job in context, the
 * group is the applicant workspace: /jobs/{jobId}/applicants/{groupId}?phase= (spec 2 §4).
 */
export function afterPostPath(input: {
  visibility: VisibilityType;
  groupId: string | null;
  people: readonly Recipient[];
  /** Where the author is now (path and search): a job's applicant workspace of that group stays put. */
  currentPath?: string;
}): string {
  if (input.visibility === 'COLLABORATION_GROUP' && input.groupId) {
    const workspace = input.currentPath?.match(/^\/jobs\/[^/?]+\/applicants\/([^/?]+)/);
    if (workspace && decodeURIComponent(workspace[1] ?? '') === input.groupId) return input.currentPath ?? '';
    return groupPath(input.groupId);
  }
  const [only] = input.people;
  if (input.visibility === 'SPECIFIC_PEOPLE' && input.people.length === 1 && only?.kind === 'member')
    return relationshipPath(only.userId);
  return '/';
}
