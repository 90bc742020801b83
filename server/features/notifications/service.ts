import {
  type MarkReadAnswer,
  type MarkReadBody,
  type MarkSeenAnswer,
  type NotificationById,
  type NotificationList,
  type NotificationReadData,
  type NotificationSeenData,
  type NotificationSettingsPatch,
  notificationEvents,
  type PushSubscriptionBody,
} from '@shared/api/notifications';
import { messages } from '@shared/messages';
import { channel } from '@shared/realtime';
import { NotFound } from '../../errors';
import type { SessionUser } from '../../http/app-env';
import type { Services } from '../../services';
import { assertPushEndpoint, pushAllowedHosts } from './push-request';
import { notificationRepo } from './repo';
import { settingsOf, updateSettings } from './settings';
import { vapidKeys } from './vapid';
import { toView } from './view';

/** A user's own notifications: nobody reads or marks anyone else's. */
export function notificationService(services: Services) {
  const { db, realtime } = services;
  const repo = notificationRepo(db);

  return {
    async list(actor: SessionUser, paging: { skip: number; limit: number }): Promise<NotificationList> {
      const { rows, count, unread, unseen } = await repo.page(actor.id, paging.skip, paging.limit);
      return { results: rows.map(toView), count, unread, unseen };
    },

    /** One of the actor's own notifications (404 for anyone else's: they learn nothing). */
    async byId(actor: SessionUser, notificationId: string): Promise<NotificationById> {
      const row = await repo.byId(notificationId);
      if (!row || row.userId !== actor.id) throw new NotFound(messages.notifications.notFound);
      const notification = toView(row);
      return {
        ...notification,
        channel: channel.user(actor.id),
        payload: { notificationId: notification.notificationId, notification },
      };
    },

    /** Marks one (404 when it is not the actor's) or all read; the user's other tabs hear it. */
    async markRead(actor: SessionUser, body: MarkReadBody): Promise<MarkReadAnswer> {
      const notificationId = 'notificationId' in body ? body.notificationId : null;
      if (notificationId) {
        const owner = await repo.ownerOf(notificationId);
        if (!owner || owner.userId !== actor.id) throw new NotFound(messages.notifications.notFound);
      }
      const updated = await repo.markRead(actor.id, notificationId, new Date().toISOString());
      const [unread, unseen] = await Promise.all([repo.unreadCount(actor.id), repo.unseenCount(actor.id)]);
      if (updated) {
        const data: NotificationReadData = { notificationId, unread, unseen };
        await realtime.publish(channel.user(actor.id), notificationEvents.read, data);
      }
      return { updated, unread, unseen };
    },

    /** The drawer was opened: the marker clears in every tab of the user; rows stay unread. */
    async markSeen(actor: SessionUser): Promise<MarkSeenAnswer> {
      const updated = await repo.markSeen(actor.id, new Date().toISOString());
      const unseen = await repo.unseenCount(actor.id);
      if (updated) {
        const data: NotificationSeenData = { unseen };
        await realtime.publish(channel.user(actor.id), notificationEvents.seen, data);
      }
      return { updated, unseen };
    },

    settings: (actor: SessionUser) => settingsOf(db, actor.id),
    updateSettings: (actor: SessionUser, patch: NotificationSettingsPatch) => updateSettings(db, actor.id, patch),

    async pushKey(): Promise<{ publicKey: string }> {
      return { publicKey: (await vapidKeys(services)).publicKey };
    },

    async subscribe(actor: SessionUser, body: PushSubscriptionBody) {
      await assertPushEndpoint(body.endpoint, pushAllowedHosts(services.config.pushEndpoints.allowHosts));
      await repo.saveSubscription({
        endpoint: body.endpoint,
        userId: actor.id,
        p256dh: body.keys.p256dh,
        auth: body.keys.auth,
        createdAt: new Date().toISOString(),
      });
      return { endpoint: body.endpoint };
    },

    async unsubscribe(actor: SessionUser, endpoint: string) {
      await repo.removeSubscription(endpoint, actor.id);
      return { endpoint };
    },
  };
}
