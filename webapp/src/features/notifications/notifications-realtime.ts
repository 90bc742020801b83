import type { NotificationCreatedData, NotificationReadData, NotificationSeenData } from '@shared/api/notifications';
import { notificationEvents } from '@shared/events';
import type { RealtimeHandlers } from '../../lib/realtime-bridge';
import { applyArrived, applyRead, setUnseen } from './notification-cache';
import { notificationKeys } from './notifications-api';
import { refreshAfterEvent } from '../../lib/refresh-after-event';

/**
 * The user channel's notification frames. A live `notification.created` carries the record as
 * its recipient sees it, so the list and the bell change without a request; a replayed one
 * (history keeps only the id) asks the server again. `notification.read` (another tab, or
 * this one) carries the new unread and unseen numbers; `notification.seen` (a drawer opened in
 * any tab) the bell's.
 */
export const notificationRealtimeHandlers: RealtimeHandlers = {
  [notificationEvents.created]: (event, { queryClient, viewerId }) => {
    const data = (event.data ?? {}) as NotificationCreatedData;
    if (data.notification) applyArrived(queryClient, viewerId, data.notification, data.unseen);
    else void refreshAfterEvent(queryClient, notificationKeys.all(viewerId));
  },
  [notificationEvents.read]: (event, { queryClient, viewerId }) => {
    const data = (event.data ?? {}) as Partial<NotificationReadData>;
    if (typeof data.unread !== 'number') {
      void refreshAfterEvent(queryClient, notificationKeys.all(viewerId));
      return;
    }
    applyRead(queryClient, viewerId, data.notificationId ?? null, { unread: data.unread, unseen: data.unseen });
  },
  [notificationEvents.seen]: (event, { queryClient, viewerId }) => {
    const data = (event.data ?? {}) as Partial<NotificationSeenData>;
    setUnseen(queryClient, viewerId, data.unseen);
  },
};
