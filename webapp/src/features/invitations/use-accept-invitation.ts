import type { InvitationPreview } from '@shared/api/invitations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { useApiClient } from '../../lib/api-context';
import { toast } from '../../ui/toast-store';
import { groupKeys } from '../groups/groups-api';
import { usePeopleStore } from '../people/people-store';
import { peopleKeys } from '../people/relationships-api';
import { relationshipPath } from '../shell/paths';
import { acceptInvitation } from './invitations-api';
import { refreshAfterEvent } from '../../lib/refresh-after-event';

/**
 * Accepts an invitation, then opens the relationship with the congratulations dialog
 * (and its group buttons when the invitation named a group).
 */
export function useAcceptInvitation(token: string, invitation: InvitationPreview | undefined) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const congratulate = usePeopleStore((state) => state.congratulate);
  return useMutation({
    mutationFn: () => acceptInvitation(api, token),
    onSuccess: (accepted) => {
      void refreshAfterEvent(queryClient, peopleKeys.all);
      void refreshAfterEvent(queryClient, groupKeys.all);
      const sender = invitation?.sender;
      if (sender) {
        congratulate({
          other: { ...sender, userId: accepted.senderUserId },
          group:
            accepted.groupId && invitation.groupName ? { groupId: accepted.groupId, name: invitation.groupName } : null,
        });
      }
      navigate(relationshipPath(accepted.senderUserId), { replace: true });
    },
    onError: (error) => toast.error(error.message),
  });
}
