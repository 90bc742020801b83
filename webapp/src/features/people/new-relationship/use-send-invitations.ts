import type { InviteBody } from '@shared/api/invitations';
import { messages } from '@shared/messages';
import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { useApiClient } from '../../../lib/api-context';
import { toast } from '../../../ui/toast-store';
import { useViewer } from '../../session/viewer-context';
import { useRefreshPeople } from '../connection/use-connect';
import { usePeopleStore } from '../people-store';
import type { Recipient } from './recipient-rules';
import { buildInviteBody, inviteFailureMessage, sendInvitations } from './send-invitations';

/** Sends the drawer's invitations and confirms with the spec's toasts (spec 1 §8). */
export function useSendInvitations(onSent: () => void) {
  const api = useApiClient();
  const viewer = useViewer();
  const refresh = useRefreshPeople();
  const markRequested = usePeopleStore((state) => state.markRequested);
  const lastBody = useRef<InviteBody | null>(null);
  return useMutation({
    mutationFn: async (input: { recipients: readonly Recipient[]; message: string }) => {
      lastBody.current = null;
      const body = await buildInviteBody(api, viewer.userId, input.recipients, input.message);
      lastBody.current = body;
      await sendInvitations(api, body);
      return body;
    },
    onSuccess: (body) => {
      for (const user of body.registeredUsers) markRequested(user.userId);
      toast.success(messages.people.connectionRequestSent);
      refresh();
      onSent();
    },
    onError: (error) => toast.error(inviteFailureMessage(error, lastBody.current)),
  });
}
