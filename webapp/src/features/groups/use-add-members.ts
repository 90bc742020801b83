import { messages } from '@shared/messages';
import { groupsCopy } from '@shared/ui-copy';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../lib/api-context';
import { toast } from '../../ui/toast-store';
import type { Recipient } from '../people/new-relationship/recipient-rules';
import { buildInviteBody } from '../people/new-relationship/send-invitations';
import { useViewer } from '../session/viewer-context';
import { useProductName } from '../app-config/use-app-config';
import { addGroupMembers, groupKeys } from './groups-api';
import { refreshAfterEvent } from '../../lib/refresh-after-event';

const copy = groupsCopy.members;

/** Thrown before any call when a typed address is nobody on the product: nothing is added. */
export class NotOnProductError extends Error {}

/**
 * The Manage entry's ADD: picked people by id, typed addresses looked up; everyone must be on
 * the product already (a group add is not an invitation), else nothing is sent and the form says who.
 */
export function useAddMembers(groupId: string, onAdded: () => void) {
  const api = useApiClient();
  const viewer = useViewer();
  const productName = useProductName();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (recipients: readonly Recipient[]) => {
      const people = await buildInviteBody(api, viewer.userId, recipients, '');
      if (people.nonRegisteredUsers.length) {
        const emails = people.nonRegisteredUsers.map((user) => user.email);
        throw new NotOnProductError(copy.notOnProduct(emails, productName));
      }
      const userIds = people.registeredUsers.map((user) => user.userId);
      return addGroupMembers(api, { groupId, userIds, addedBy: viewer.userId });
    },
    onSuccess: (result) => {
      void refreshAfterEvent(queryClient, groupKeys.all);
      const invited = result.invitedUserIds?.length ?? 0;
      if (result.userIds.length) toast.success(copy.added(result.userIds.length));
      if (invited) toast.info(messages.groups.invitedCount(invited));
      if (!result.userIds.length && !invited) toast.info(copy.alreadyMembers);
      onAdded();
    },
    onError: (error) => {
      if (!(error instanceof NotOnProductError)) toast.error(error.message);
    },
  });
}
