import type { GroupMemberRemoved } from '@shared/api/groups';
import { groupEvents } from '@shared/events';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useApiClient } from '../../lib/api-context';
import { startFromFirstAnswer } from '../../lib/first-answers';
import { useRealtimeClient } from '../../lib/realtime-context';
import { useViewer } from '../session/viewer-context';
import { fetchGroup, firstGroup, groupKeys } from './groups-api';

/** GET /api/group/id (members only). */
export function useGroup(groupId: string) {
  const api = useApiClient();
  return useQuery({
    queryKey: groupKeys.details(groupId),
    queryFn: () => fetchGroup(api, groupId),
    enabled: Boolean(groupId),
    ...startFromFirstAnswer(() => (groupId ? firstGroup(groupId) : undefined)),
  });
}

/** Removed from the open group by an admin: back home. */
export function useLeaveWhenRemovedFromGroup(groupId: string) {
  const client = useRealtimeClient();
  const viewer = useViewer();
  const navigate = useNavigate();
  useEffect(() => {
    if (!client || !groupId) return;
    return client.onEvent((event) => {
      if (event.event !== groupEvents.memberRemoved) return;
      const data = event.data as Partial<GroupMemberRemoved> | null;
      if (data?.groupId === groupId && data.userId === viewer.userId && !data.left) navigate('/', { replace: true });
    });
  }, [client, groupId, navigate, viewer.userId]);
}
