import type { ApiList } from '@shared/api/envelope';
import type { GroupInvitation, GroupInvitationAnswered } from '@shared/api/groups';
import type { ApiClient } from '../../lib/api-client';

export type { GroupInvitation } from '@shared/api/groups';

/** Under groupKeys.all, so every group event refreshes it too. */
export const groupInvitationKeys = { mine: (userId: string) => ['groups', 'invitations', userId] as const };

/** The viewer's pending invitations to groups (membership by consent). */
export async function fetchGroupInvitations(api: ApiClient): Promise<GroupInvitation[]> {
  const page = await api.get<ApiList<GroupInvitation>>('/api/group/invitations');
  return page?.results ?? [];
}

export function answerGroupInvitation(
  api: ApiClient,
  invitationId: string,
  answer: 'accept' | 'decline',
): Promise<GroupInvitationAnswered> {
  return api.post<GroupInvitationAnswered>(`/api/group/invitation/${answer}`, { invitationId });
}
