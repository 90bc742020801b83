import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useApiClient } from '../../lib/api-context';
import { useUser } from '../users/use-user';
import { userKeys } from '../users/user-api';
import { useViewer } from './viewer-context';
import { refreshAfterEvent } from '../../lib/refresh-after-event';

/**
 * Spec 1 §4 (user status): a user still 'pending' (invited, then signed in) becomes active on
 * their first signed-in load: the app reads the user, then sets the status. A failure stays
 * silent; the next load tries again.
 */
export function useActivatePendingUser(): void {
  const viewer = useViewer();
  const api = useApiClient();
  const queryClient = useQueryClient();
  const { data: me } = useUser(viewer.userId);
  const isPending = me?.status === 'pending';

  useEffect(() => {
    if (!isPending) return;
    api
      .patch('/api/user/status', { userId: viewer.userId, status: 'active', modifiedBy: viewer.userId })
      .then(() => refreshAfterEvent(queryClient, userKeys.byId(viewer.userId)))
      .catch(() => undefined);
  }, [isPending, api, queryClient, viewer.userId]);
}

/** Mounted once under the signed-in routes. */
export function ActivatePendingUser(): null {
  useActivatePendingUser();
  return null;
}
