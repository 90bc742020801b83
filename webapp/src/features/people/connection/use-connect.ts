import type { ConnectAnswer } from '@shared/api/pairings';
import { messages } from '@shared/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../lib/api-client';
import { useApiClient } from '../../../lib/api-context';
import { toast } from '../../../ui/toast-store';
import { useViewer } from '../../session/viewer-context';
import { groupKeys } from '../../groups/groups-api';
import { usePeopleStore } from '../people-store';
import { connectWith, lookUpMemberByEmail, peopleKeys, type PersonLike } from '../relationships-api';
import { searchKeys } from '../search/search-api';
import { refreshAfterEvent } from '../../../lib/refresh-after-event';

/** The spec's connect failures: a network error, or an answer without success (spec 1 §8). */
export function connectFailureMessage(error: unknown): string {
  return isApiError(error) && error.isNetworkError
    ? messages.generic.somethingWentWrong
    : messages.people.connectFailed;
}

/** Refreshes what shows people and their pairing state after a change. */
export function useRefreshPeople() {
  const queryClient = useQueryClient();
  return () => {
    void refreshAfterEvent(queryClient, peopleKeys.all);
    void refreshAfterEvent(queryClient, searchKeys.all);
    void refreshAfterEvent(queryClient, groupKeys.all);
  };
}

/**
 * Connects with a member (POST /api/user/connect). A request reads PENDING in lists and
 * toasts 'Connection request sent!'; accepting a request shows the congratulations.
 */
export function useConnectPerson(source: string) {
  const api = useApiClient();
  const viewer = useViewer();
  const refresh = useRefreshPeople();
  const markRequested = usePeopleStore((state) => state.markRequested);
  const congratulate = usePeopleStore((state) => state.congratulate);
  return useMutation({
    mutationFn: (person: PersonLike): Promise<ConnectAnswer> => connectWith(api, viewer.userId, person.userId, source),
    onSuccess: (answer, person) => {
      refresh();
      if (answer.status === 'connected') {
        congratulate({
          other: {
            userId: person.userId,
            firstName: person.firstName,
            lastName: person.lastName,
            avatar: person.avatar ?? null,
          },
        });
        return;
      }
      markRequested(person.userId);
      toast.success(messages.people.connectionRequestSent);
    },
    onError: (error) => toast.error(connectFailureMessage(error)),
  });
}

/**
 * Connect for a typed address: members get a request at once; for anyone else the e-mail
 * lookup answers 404 and the invite dialog opens (spec 1 §2).
 */
export function useConnectByEmail(source: string) {
  const api = useApiClient();
  const viewer = useViewer();
  const refresh = useRefreshPeople();
  const openInvite = usePeopleStore((state) => state.openInvite);
  return useMutation({
    mutationFn: async (email: string) => {
      const userId = await lookUpMemberByEmail(api, email);
      if (!userId) return { email, answer: null };
      return { email, answer: await connectWith(api, viewer.userId, userId, source) };
    },
    onSuccess: ({ email, answer }) => {
      if (!answer) {
        openInvite({ email });
        return;
      }
      refresh();
      toast.success(messages.people.connectionRequestSent);
    },
    onError: (error) => toast.error(connectFailureMessage(error)),
  });
}
