import { type PairingEventData, pairingEvents } from '@shared/api/pairings';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useApiClient } from '../../../lib/api-context';
import { useRealtimeClient } from '../../../lib/realtime-context';
import { useViewer } from '../../session/viewer-context';
import { markPairingViewed, peopleKeys } from '../relationships-api';

/** Marks the relationship viewed once it is open (POST /api/pairing/lastViewed). */
export function useMarkPairingViewed(otherId: string | undefined, pairingId: string | null | undefined) {
  const api = useApiClient();
  const viewer = useViewer();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!otherId || !pairingId) return;
    // A missed mark only leaves the unread dot until the next visit: no message for it.
    markPairingViewed(api, viewer.userId, otherId).then(
      () => queryClient.invalidateQueries({ queryKey: peopleKeys.unread(viewer.userId) }),
      () => undefined,
    );
  }, [api, otherId, pairingId, queryClient, viewer.userId]);
}

/** A pairing-deleted event for the open relationship sends the user home (spec 1 §4). */
export function useLeaveWhenRemoved(otherId: string | undefined) {
  const client = useRealtimeClient();
  const navigate = useNavigate();
  useEffect(() => {
    if (!client || !otherId) return;
    return client.onEvent((event) => {
      if (event.event !== pairingEvents.removed) return;
      const data = event.data as Partial<PairingEventData> | null;
      if (data?.userIds?.includes(otherId)) navigate('/', { replace: true });
    });
  }, [client, navigate, otherId]);
}
