import { events } from '@shared/realtime';
import type { RealtimeHandlers } from '../../lib/realtime-bridge';
import { sessionQueryKey } from '../session/session-api';
import { userKeys } from './user-api';
import { refreshAfterEvent } from '../../lib/refresh-after-event';

/** The user an event is about: `{ userId }`, `{ id }` or `{ user: { userId } }`. */
function userIdOf(data: unknown): string | null {
  const value = (data ?? {}) as { userId?: unknown; id?: unknown; user?: { userId?: unknown; id?: unknown } };
  const candidate = value.userId ?? value.id ?? value.user?.userId ?? value.user?.id;
  return typeof candidate === 'string' ? candidate : null;
}

/** A changed profile refreshes that user's query (and the session for oneself). */
export const userRealtimeHandlers: RealtimeHandlers = {
  [events.userUpdated]: (event, { queryClient, viewerId }) => {
    const userId = userIdOf(event.data);
    void refreshAfterEvent(queryClient, userId ? userKeys.byId(userId) : userKeys.all);
    if (!userId || userId === viewerId) void refreshAfterEvent(queryClient, sessionQueryKey);
  },
};
