import type { VisibilityType } from '@shared/api/posts';
import type { Recipient } from '../people/new-relationship/recipient-rules';
import { groupPath, relationshipPath } from '../shell/paths';

/**
 * Where the author goes after posting (spec 2 §4): a collaboration group to its page, a
 * single specific person to the relationship, anything else home.
 */
export function afterPostPath(input: {
  visibility: VisibilityType;
  groupId: string | null;
  people: readonly Recipient[];
}): string {
  if (input.visibility === 'COLLABORATION_GROUP' && input.groupId) return groupPath(input.groupId);
  const [only] = input.people;
  if (input.visibility === 'SPECIFIC_PEOPLE' && input.people.length === 1 && only?.kind === 'member')
    return relationshipPath(only.userId);
  return '/';
}
