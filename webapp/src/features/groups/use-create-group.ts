import { messages } from '@shared/messages';
import { zGroupName } from '@shared/api/groups';
import { groupsCopy } from '@shared/ui-copy';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../lib/api-context';
import { toast } from '../../ui/toast-store';
import { buildInviteBody } from '../people/new-relationship/send-invitations';
import type { Recipient } from '../people/new-relationship/recipient-rules';
import { searchKeys } from '../people/search/search-api';
import { useViewer } from '../session/viewer-context';
import { createGroup, groupKeys } from './groups-api';
import { refreshAfterEvent } from '../../lib/refresh-after-event';

/** The name rule's message (3 to 250 characters, the server's texts), or null. */
export function groupNameError(name: string): string | null {
  const parsed = zGroupName.safeParse(name);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
}

/**
 * POST /api/group: picked members by id; typed addresses are looked up, so members join
 * and anyone else is invited by e-mail.
 */
export function useCreateGroup(onCreated: (groupId: string) => void) {
  const api = useApiClient();
  const viewer = useViewer();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { name: string; recipients: readonly Recipient[] }) => {
      const people = await buildInviteBody(api, viewer.userId, input.recipients, '');
      const name = input.name.trim();
      const created = await createGroup(api, {
        name,
        createdBy: viewer.userId,
        members: people.registeredUsers.map((user) => user.userId),
        nonRegisteredUsers: people.nonRegisteredUsers,
      });
      return { ...created, name };
    },
    onSuccess: ({ groupId, name, invitedUserIds }) => {
      toast.success(groupsCopy.create.created(name));
      if (invitedUserIds?.length) toast.info(messages.groups.invitedCount(invitedUserIds.length));
      void refreshAfterEvent(queryClient, groupKeys.all);
      void refreshAfterEvent(queryClient, searchKeys.all);
      onCreated(groupId);
    },
    onError: (error) => toast.error(error.message),
  });
}
