import type { ConnectAnswer, PairingStatusAnswer } from '@shared/api/pairings';
import { messages } from '@shared/messages';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../lib/api-context';
import { toast } from '../../ui/toast-store';
import { connectFailureMessage } from '../people/connection/use-connect';
import { type Congratulation, usePeopleStore } from '../people/people-store';
import { connectWith, fetchPairingStatus, peopleKeys } from '../people/relationships-api';
import { refreshAfterEvent } from '../../lib/refresh-after-event';

/** What a profile's connect button shows (spec 3 §4.1); null: no button. */
export type ProfileConnectAction = 'connect' | 'accept' | 'visit' | null;

/**
 * connected → VISIT PRIVATE WORKSPACE; requested → none; invited-to-connect → ACCEPT;
 * undefined or a failed lookup → CONNECT PRIVATELY. Never a button for oneself.
 */
export function connectActionOf(
  answer: PairingStatusAnswer | undefined,
  isLookupFailed: boolean,
  isSelf: boolean,
): ProfileConnectAction {
  if (isSelf) return null;
  if (isLookupFailed) return 'connect';
  switch (answer?.status) {
    case 'connected':
      return 'visit';
    case 'requested':
      return null;
    case 'invited-to-connect':
      return 'accept';
    case 'undefined':
      return 'connect';
    default:
      return null;
  }
}

export type ConnectOptions = {
  source: string;
  /** Inside the shell an accepted request shows the congratulations dialog (spec 3 §2.5). */
  congratulate?: Congratulation['other'] | null;
};

/** The pairing status between the viewer and someone, and the call that connects or accepts. */
export function useProfileConnection(viewerId: string | null, userId: string, options: ConnectOptions) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const isSelf = viewerId === userId;
  const key = peopleKeys.status(viewerId ?? '', userId);
  const status = useQuery({
    queryKey: key,
    queryFn: () => fetchPairingStatus(api, viewerId as string, userId),
    enabled: Boolean(viewerId) && !isSelf,
    retry: false,
  });
  const connect = useMutation({
    mutationFn: () => connectWith(api, viewerId as string, userId, options.source),
    onSuccess: (answer: ConnectAnswer) => {
      void refreshAfterEvent(queryClient, peopleKeys.all);
      if (answer.status !== 'connected') toast.success(messages.people.connectionRequestSent);
      else if (options.congratulate) usePeopleStore.getState().congratulate({ other: options.congratulate });
    },
    onError: (error) => toast.error(connectFailureMessage(error)),
  });
  // On a profile a successful connect leads on to the workspace (spec 3 §4.1).
  const action = connect.isSuccess && !isSelf ? 'visit' : connectActionOf(status.data, status.isError, isSelf);
  return { status, connect, action, isLoading: status.isPending && status.fetchStatus !== 'idle' };
}
