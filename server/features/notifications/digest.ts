import { emailModeOf } from '@shared/api/profiles';
import { sql } from 'kysely';
import type { Services } from '../../services';
import { preferencesLink } from './deliver';
import { chatRecipientsSince, unreadChatLine, unreadChatsBetween } from './digest-chats';
import { dayBefore, startOfDay, wallClock } from './local-time';
import { notificationRepo } from './repo';
import { settingsOf, timeZoneOf } from './settings';
import { toView } from './view';

export const DIGEST_JOB = 'notifications.digest';
/** `day` is the user's local day it is sent on; it covers the local day before. */
export type DigestPayload = { userId: string; day: string };

const DAY_MS = 24 * 3600 * 1000;
/** How often the tick looks for digests to queue; the day's row makes extra ticks harmless. */
export const DIGEST_TICK_MS = 15 * 60 * 1000;
/** The local hour (in the user's time zone) from which the day's summary goes out. */
export const DIGEST_LOCAL_HOUR = 7;
const DIGEST_ITEMS_MAX = 20;

/** The unread notifications of one local day, newest first. */
function unreadBetween(services: Services, userId: string, from: Date, to: Date) {
  return services.db
    .selectFrom('notification')
    .where('userId', '=', userId)
    .where('readAt', 'is', null)
    .where('createdAt', '>=', from.toISOString())
    .where('createdAt', '<', to.toISOString());
}

/**
 * The tick (every instance may run it): for each user who chose the daily summary and for
 * whom it is past DIGEST_LOCAL_HOUR in their zone, with unread notifications from their day
 * before, claims `(userId, local day)` in `notification_digest` and, only when this call made
 * the claim, queues their digest in the same transaction. Once per user per local day,
 * whatever the number of ticks or instances.
 */
export async function queueDigests(services: Services, now = new Date()): Promise<number> {
  // Every zone's "day before" lies within the last 3 days.
  const since = new Date(now.getTime() - 3 * DAY_MS).toISOString();
  const notified = await services.db
    .selectFrom('notification')
    .select('userId')
    .distinct()
    .where('readAt', 'is', null)
    .where('createdAt', '>', since)
    .execute();
  const users = new Set([...notified.map((r) => r.userId), ...(await chatRecipientsSince(services.db, since))]);
  let queued = 0;
  for (const userId of users) {
    if (emailModeOf(await settingsOf(services.db, userId)) !== 'daily') continue;
    const zone = await timeZoneOf(services.db, userId);
    const { day, hour } = wallClock(now, zone);
    if (hour < DIGEST_LOCAL_HOUR) continue;
    const [from, to] = [startOfDay(dayBefore(day), zone), startOfDay(day, zone)];
    const any = await unreadBetween(services, userId, from, to).select('id').executeTakeFirst();
    if (!any && (await unreadChatsBetween(services.db, userId, from, to)).length === 0) continue;
    const claimed = await services.db.transaction().execute(async (trx) => {
      const result = await trx
        .insertInto('notification_digest')
        .values({ userId, day, sentAt: null })
        .onConflict((oc) => oc.columns(['userId', 'day']).doNothing())
        .executeTakeFirst();
      if (Number(result.numInsertedOrUpdatedRows ?? 0) === 0) return false;
      await services.queue.enqueue<DigestPayload>(DIGEST_JOB, { userId, day }, { executor: trx });
      return true;
    });
    if (claimed) queued++;
  }
  return queued;
}

/**
 * One e-mail summing up the user's day before: the conversations with messages still unread
 * first (a chat is not in the bell, and a daily-summary user gets no per-chat e-mail), then the
 * unread notifications, the words left out if asked.
 */
export async function runDigest(services: Services, payload: DigestPayload): Promise<void> {
  const { db } = services;
  const mark = await db
    .selectFrom('notification_digest')
    .select('sentAt')
    .where('userId', '=', payload.userId)
    .where('day', '=', payload.day)
    .executeTakeFirst();
  if (!mark || mark.sentAt) return;
  const settings = await settingsOf(db, payload.userId);
  const zone = await timeZoneOf(db, payload.userId);
  const user = await db
    .selectFrom('user')
    .select(['email', 'firstName'])
    .where('id', '=', payload.userId)
    .executeTakeFirst();
  const [from, to] = [startOfDay(dayBefore(payload.day), zone), startOfDay(payload.day, zone)];
  const rows = await unreadBetween(services, payload.userId, from, to)
    .selectAll()
    .orderBy('createdAt', 'desc')
    .limit(DIGEST_ITEMS_MAX + 1)
    .execute();
  const total = await unreadBetween(services, payload.userId, from, to)
    .select(sql<number>`count(*)`.as('n'))
    .executeTakeFirstOrThrow();
  const chats = await unreadChatsBetween(db, payload.userId, from, to);
  if (user && emailModeOf(settings) === 'daily' && (rows.length || chats.length)) {
    const views = (await notificationRepo(db).withActors(rows.slice(0, DIGEST_ITEMS_MAX))).map(toView);
    const base = services.config.publicUrl;
    const lines = views.map((v) => {
      const words = !settings.emailWithoutContent && v.message ? `\n  “${v.message}”` : '';
      return `- ${v.title}${words}\n  ${base}${v.url}`;
    });
    const count = Number(total.n);
    const more = count > views.length ? `\n…and ${count - views.length} more in ${services.config.productName}.\n` : '';
    const messages = chats.reduce((sum, chat) => sum + chat.count, 0);
    const counted = [
      ...(count ? [`${count} unread notification${count === 1 ? '' : 's'}`] : []),
      ...(messages ? [`${messages} unread message${messages === 1 ? '' : 's'}`] : []),
    ];
    const allLines = [...chats.map((chat) => unreadChatLine(chat, base)), ...lines];
    await services.mail.send({
      to: user.email,
      subject: `Your ${services.config.productName} summary: ${counted.join(' and ')}`,
      text: `Hello ${user.firstName},\n\nHere is what happened yesterday:\n\n${allLines.join('\n')}\n${more}\nChoose which notifications you receive:\n${preferencesLink(services)}\n`,
      tag: 'notification-digest',
    });
  }
  await db
    .updateTable('notification_digest')
    .set({ sentAt: new Date().toISOString() })
    .where('userId', '=', payload.userId)
    .where('day', '=', payload.day)
    .execute();
}

/** Runs the tick at start and every DIGEST_TICK_MS; returns the stop function. */
export function startDigestTick(services: Services): () => void {
  const run = () =>
    queueDigests(services).catch((error: unknown) =>
      services.logger.warn({ err: error }, 'notifications: queueing digests failed'),
    );
  void run();
  const timer = setInterval(run, DIGEST_TICK_MS);
  timer.unref();
  return () => clearInterval(timer);
}
