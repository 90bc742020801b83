import type { PairingEventData } from '@shared/api/pairings';
import { pairingEvents } from '@shared/events';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useRealtimeClient } from '../../../lib/realtime-context';

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
