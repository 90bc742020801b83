import type { EmailBatchLookupAnswer, PagePerson } from '@shared/api/page-people';
import type { PairingEventData } from '@shared/api/pairings';
import { pairingEvents } from '@shared/events';
import { useViewer } from '@webapp/features/session/viewer-context';
import { useApiClient } from '@webapp/lib/api-context';
import { useRealtimeClient } from '@webapp/lib/realtime-context';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

/** Outside `people`, which realtime events refetch: a refetch would spend the lookup budget again. */
export const pagePeopleKey = (viewerId: string, emails: readonly string[]) =>
  ['page-people', viewerId, emails.join(',')] as const;

/** Changes one member's row in every list held (pairing events and the row's own CONNECT / ACCEPT). */
export function patchPagePerson(
  queryClient: QueryClient,
  viewerId: string,
  userId: string,
  change: (person: Extract<PagePerson, { userId: string }>) => PagePerson,
) {
  queryClient.setQueriesData<EmailBatchLookupAnswer>({ queryKey: ['page-people', viewerId] }, (held) =>
    held ? { ...held, results: held.results.map((p) => ('userId' in p && p.userId === userId ? change(p) : p)) } : held,
  );
}

/**
 * The state of each address read from the page: one batch lookup, asked once per reading
 * (never refetched on its own), then kept live by the pairing events of the viewer's channel.
 */
export function usePagePeople(emails: readonly string[]) {
  const api = useApiClient();
  const viewer = useViewer();
  const queryClient = useQueryClient();
  const realtime = useRealtimeClient();
  const query = useQuery({
    queryKey: pagePeopleKey(viewer.userId, emails),
    queryFn: () =>
      api.post<EmailBatchLookupAnswer>('/api/user/email/lookup', { userId: viewer.userId, emails: [...emails] }),
    enabled: emails.length > 0,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 30 * 60_000,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

  useEffect(() => {
    if (!realtime) return;
    return realtime.onEvent((event) => {
      const data = event.data as Partial<PairingEventData> | undefined;
      const otherId = data?.userIds?.find((id) => id !== viewer.userId);
      if (!otherId || !data?.pairingId) return;
      const pairingId = data.pairingId;
      if (event.event === pairingEvents.accepted)
        patchPagePerson(queryClient, viewer.userId, otherId, (p) => ({ ...p, state: 'connected', pairingId }));
      else if (event.event === pairingEvents.created)
        patchPagePerson(queryClient, viewer.userId, otherId, (p) => ({
          ...p,
          state: data.requestedBy === viewer.userId ? 'requested' : 'invited-to-connect',
          pairingId,
        }));
      else if (event.event === pairingEvents.removed)
        patchPagePerson(queryClient, viewer.userId, otherId, (p) => ({ ...p, state: 'member', pairingId: null }));
    });
  }, [realtime, queryClient, viewer.userId]);

  return query;
}
