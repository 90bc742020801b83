import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../lib/api-context';
import type { ComposerDraft } from '../composer/composer-types';
import { NEW_GROUP } from '../composer/composer-types';
import { fetchGroupMembers } from '../groups/groups-api';

/**
 * Someone the sender may ask to sign: a person the post is shared with, or someone outside the
 * workspace named by address (`userId` null, issue 37).
 */
export type SignerCandidate = { userId: string | null; name: string; email?: string };

/**
 * The people who will see the e-sign post and so may sign it: the picked members, or the
 * group's members (without the sender). Invited e-mails cannot sign until they join.
 */
export function useSignerCandidates(draft: ComposerDraft, viewerId: string): SignerCandidate[] {
  const api = useApiClient();
  const groupId =
    draft.visibility === 'COLLABORATION_GROUP' && draft.selectedGroup && draft.selectedGroup.groupId !== NEW_GROUP
      ? draft.selectedGroup.groupId
      : null;
  const members = useQuery({
    queryKey: ['esign', 'group-members', groupId],
    queryFn: () => fetchGroupMembers(api, groupId as string),
    enabled: !!groupId,
  });
  if (groupId)
    return (members.data ?? [])
      .filter((m) => m.userId !== viewerId)
      .map((m) => ({ userId: m.userId, name: `${m.firstName} ${m.lastName}`.trim() }));
  return draft.people.flatMap((p) => (p.kind === 'member' ? [{ userId: p.userId, name: p.name }] : []));
}
