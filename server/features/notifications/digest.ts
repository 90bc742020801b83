import { sql } from 'kysely';
import type { Services } from '../../services';
import { preferencesLink } from './deliver';
import { notificationRepo } from './repo';
import { settingsOf } from './settings';
import { toView } from './view';

export const DIGEST_JOB = 'notifications.digest';
export type DigestPayload = { userId: string; day: string };

const DAY_MS = 24 * 3600 * 1000;
/** How often the tick looks for digests to queue; the day's row makes extra ticks harmless. */
export const DIGEST_TICK_MS = 15 * 60 * 1000;
const DIGEST_ITEMS_MAX = 20;

/**
 * The daily tick (every instance may run it): for each user with unread notifications from
 * the last day, claims `(userId, day)` in `notification_digest` and, only when this call made
 * the claim, queues their digest in the same transaction. Once per user per UTC day, whatever
 * the number of ticks or instances.
 */
export async function queueDigests(services: Services, now = new Date()): Promise<number> {
  const day = now.toISOString().slice(0, 10);
  const since = new Date(now.getTime() - DAY_MS).toISOString();
  const users = await services.db
    .selectFrom('notification')
    .select('userId')
    .distinct()
    .where('readAt', 'is', null)
    .where('createdAt', '>', since)
    .execute();
  let queued = 0;
  for (const { userId } of users) {
    if (!(await settingsOf(services.db, userId)).summaryEmailNotification) continue;
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

/** One e-mail summing up the unread notifications of the day before (the words left out if asked). */
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
  const user = await db
    .selectFrom('user')
    .select(['email', 'firstName'])
    .where('id', '=', payload.userId)
    .executeTakeFirst();
  const since = new Date(Date.parse(`${payload.day}T00:00:00.000Z`) + DAY_MS - 2 * DAY_MS).toISOString();
  const rows = await db
    .selectFrom('notification')
    .selectAll()
    .where('userId', '=', payload.userId)
    .where('readAt', 'is', null)
    .where('createdAt', '>', since)
    .orderBy('createdAt', 'desc')
    .limit(DIGEST_ITEMS_MAX + 1)
    .execute();
  const total = await db
    .selectFrom('notification')
    .select(sql<number>`count(*)`.as('n'))
    .where('userId', '=', payload.userId)
    .where('readAt', 'is', null)
    .where('createdAt', '>', since)
    .executeTakeFirstOrThrow();
  if (user && settings.summaryEmailNotification && rows.length) {
    const views = (await notificationRepo(db).withActors(rows.slice(0, DIGEST_ITEMS_MAX))).map(toView);
    const base = services.config.publicUrl;
    const lines = views.map((v) => {
      const words = !settings.emailWithoutContent && v.message ? `\n  “${v.message}”` : '';
      return `- ${v.title}${words}\n  ${base}${v.url}`;
    });
    const count = Number(total.n);
    const more = count > views.length ? `\n…and ${count - views.length} more in ${services.config.productName}.\n` : '';
    await services.mail.send({
      to: user.email,
      subject: `Your ${services.config.productName} summary: ${count} unread notification${count === 1 ? '' : 's'}`,
      text: `Hello ${user.firstName},\n\nHere is what happened since yesterday:\n\n${lines.join('\n')}\n${more}\nChoose which notifications you receive:\n${preferencesLink(services)}\n`,
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
  const timer = setInterval(run, DIGEST_TICK_MS);
  timer.unref();
  return () => clearInterval(timer);
}
