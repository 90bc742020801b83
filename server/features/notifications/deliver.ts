import type { Notification } from '@shared/api/notifications';
import { emailModeOf } from '@shared/api/profiles';
import type { Services } from '../../services';
import { pushToUser } from './push';
import { notificationRepo } from './repo';
import { settingsOf } from './settings';
import { toView } from './view';

export const DELIVER_JOB = 'notifications.deliver';

/**
 * Kinds worth an e-mail of their own, as the preferences drawer says: comments and replies, a
 * post shared with the user, connections, being added to a group, an application to their job.
 * Likes stay in the bell and the summary; signing requests are mailed by the e-sign feature.
 */
export const EMAILED_KINDS: ReadonlySet<string> = new Set([
  'comment',
  'reply',
  'share',
  'connectionRequest',
  'connectionAccepted',
  'groupAdded',
  'jobApplied',
]);
export type DeliverPayload = { notificationId: string };

/**
 * Push and e-mail for one notification, each as its recipient's switches say. Each channel is
 * marked once sent, so a retry after a push failure does not send the e-mail twice.
 */
export async function runDeliver(services: Services, payload: DeliverPayload): Promise<void> {
  const repo = notificationRepo(services.db);
  const row = await repo.byId(payload.notificationId);
  if (!row) return;
  const settings = await settingsOf(services.db, row.userId);
  const view = toView(row);
  const link = `${services.config.publicUrl}${view.url}`;

  const isMailed = emailModeOf(settings) === 'event' && EMAILED_KINDS.has(row.kind);
  if (isMailed && !row.emailedAt && !row.readAt) {
    const user = await services.db.selectFrom('user').select('email').where('id', '=', row.userId).executeTakeFirst();
    if (user) {
      await services.mail.send({
        to: user.email,
        subject: view.title,
        text: notificationMail(services, view, link, settings.emailWithoutContent),
        tag: 'notification',
      });
    }
    await repo.markSent(row.id, 'emailedAt', new Date().toISOString());
  }

  if (settings.pushNotification && !row.pushedAt && !row.readAt) {
    await pushToUser(services, row.userId, {
      title: view.title,
      body: view.message ?? '',
      url: link,
      tag: view.notificationId,
    });
    await repo.markSent(row.id, 'pushedAt', new Date().toISOString());
  }
}

export function preferencesLink(services: Services): string {
  return `${services.config.publicUrl}/?notification_preferences=true`;
}

/** Who did what and the link; the words only when the user asked for them. */
export function notificationMail(
  services: Services,
  view: Notification,
  link: string,
  withoutContent: boolean,
): string {
  const words = !withoutContent && view.message ? `\n\n“${view.message}”` : '';
  return `${view.title}.${words}\n\nOpen it in ${services.config.productName}:\n${link}\n\nChoose which notifications you receive:\n${preferencesLink(services)}\n`;
}
