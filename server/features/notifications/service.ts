import {
  type MarkReadAnswer,
  type MarkReadBody,
  type NotificationList,
  type NotificationReadData,
  type NotificationSettingsPatch,
  notificationEvents,
  type PushSubscriptionBody,
} from '@shared/api/notifications';
import { messages } from '@shared/messages';
import { channel } from '@shared/realtime';
import { NotFound } from '../../errors';
import type { SessionUser } from '../../http/app-env';
import type { Services } from '../../services';
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
      const { rows, count, unread } = await repo.page(actor.id, paging.skip, paging.limit);
      return { results: rows.map(toView), count, unread };
    },

    /** Marks one (404 when it is not the actor's) or all read; the user's other tabs hear it. */
    async markRead(actor: SessionUser, body: MarkReadBody): Promise<MarkReadAnswer> {
      const notificationId = 'notificationId' in body ? body.notificationId : null;
      if (notificationId) {
        const owner = await repo.ownerOf(notificationId);
        if (!owner || owner.userId !== actor.id) throw new NotFound(messages.notifications.notFound);
      }
      const updated = await repo.markRead(actor.id, notificationId, new Date().toISOString());
      const unread = await repo.unreadCount(actor.id);
      if (updated) {
        const data: NotificationReadData = { notificationId, unread };
        await realtime.publish(channel.user(actor.id), notificationEvents.read, data);
      }
      return { updated, unread };
    },

    settings: (actor: SessionUser) => settingsOf(db, actor.id),
    updateSettings: (actor: SessionUser, patch: NotificationSettingsPatch) => updateSettings(db, actor.id, patch),

    async pushKey(): Promise<{ publicKey: string }> {
      return { publicKey: (await vapidKeys(services)).publicKey };
    },

    async subscribe(actor: SessionUser, body: PushSubscriptionBody) {
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
