import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { NotificationTable } from '../../db/schema';
import type { ActorRow, NotificationRow } from './view';

/** Queries on notifications, push subscriptions and the server's notification settings. */
export function notificationRepo(db: Db) {
  async function withActors(rows: NotificationTable[]): Promise<NotificationRow[]> {
    const ids = [...new Set(rows.flatMap((r) => (r.actorId ? [r.actorId] : [])))];
    const actors: ActorRow[] = ids.length
      ? await db.selectFrom('user').select(['id', 'firstName', 'lastName', 'avatar']).where('id', 'in', ids).execute()
      : [];
    const byId = new Map(actors.map((a) => [a.id, a]));
    return rows.map((r) => ({ ...r, actor: (r.actorId && byId.get(r.actorId)) || null }));
  }

  return {
    withActors,

    bySource(userId: string, sourceKey: string) {
      return db
        .selectFrom('notification')
        .selectAll()
        .where('userId', '=', userId)
        .where('sourceKey', '=', sourceKey)
        .executeTakeFirst();
    },

    insert(row: NotificationTable) {
      return db.insertInto('notification').values(row).execute();
    },

    /** A repeat of a grouped key: one more, by the latest actor, unread and on top again. */
    regroup(id: string, actorId: string, message: string | null, now: string) {
      return db
        .updateTable('notification')
        .set({
          actorId,
          message,
          count: sql<number>`"count" + 1`,
          readAt: null,
          seenAt: null,
          createdAt: now,
          pushedAt: null,
          emailedAt: null,
        })
        .where('id', '=', id)
        .execute();
    },

    async byId(id: string): Promise<NotificationRow | undefined> {
      const row = await db.selectFrom('notification').selectAll().where('id', '=', id).executeTakeFirst();
      return row ? (await withActors([row]))[0] : undefined;
    },

    /** Unread first, then newest. */
    async page(userId: string, skip: number, limit: number) {
      let query = db
        .selectFrom('notification')
        .selectAll()
        .where('userId', '=', userId)
        .orderBy(sql`case when "readAt" is null then 0 else 1 end`)
        .orderBy('createdAt', 'desc')
        .orderBy('id', 'desc')
        .offset(skip);
      if (limit >= 0) query = query.limit(limit);
      const [rows, counts] = await Promise.all([
        query.execute(),
        db
          .selectFrom('notification')
          .select([
            sql<number>`count(*)`.as('count'),
            sql<number>`sum(case when "readAt" is null then 1 else 0 end)`.as('unread'),
            sql<number>`sum(case when "readAt" is null and "seenAt" is null then 1 else 0 end)`.as('unseen'),
          ])
          .where('userId', '=', userId)
          .executeTakeFirstOrThrow(),
      ]);
      return {
        rows: await withActors(rows),
        count: Number(counts.count),
        unread: Number(counts.unread ?? 0),
        unseen: Number(counts.unseen ?? 0),
      };
    },

    /** What the header's marker counts: unread and not seen in the drawer yet. */
    async unseenCount(userId: string): Promise<number> {
      const row = await db
        .selectFrom('notification')
        .select(sql<number>`count(*)`.as('n'))
        .where('userId', '=', userId)
        .where('readAt', 'is', null)
        .where('seenAt', 'is', null)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** The drawer was opened: every unread one so far is seen; answers how many changed. */
    async markSeen(userId: string, now: string): Promise<number> {
      const result = await db
        .updateTable('notification')
        .set({ seenAt: now })
        .where('userId', '=', userId)
        .where('readAt', 'is', null)
        .where('seenAt', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    async unreadCount(userId: string): Promise<number> {
      const row = await db
        .selectFrom('notification')
        .select(sql<number>`count(*)`.as('n'))
        .where('userId', '=', userId)
        .where('readAt', 'is', null)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** Marks one (the recipient's own only) or all read; answers how many changed. */
    async markRead(userId: string, notificationId: string | null, now: string): Promise<number> {
      let query = db
        .updateTable('notification')
        .set({ readAt: now })
        .where('userId', '=', userId)
        .where('readAt', 'is', null);
      if (notificationId) query = query.where('id', '=', notificationId);
      const result = await query.executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    ownerOf(notificationId: string) {
      return db.selectFrom('notification').select('userId').where('id', '=', notificationId).executeTakeFirst();
    },

    markSent(id: string, column: 'pushedAt' | 'emailedAt', now: string) {
      return db
        .updateTable('notification')
        .set({ [column]: now })
        .where('id', '=', id)
        .execute();
    },

    subscriptionsOf(userId: string) {
      return db.selectFrom('push_subscription').selectAll().where('userId', '=', userId).execute();
    },

    /** One row per endpoint: a browser that subscribes again (or for someone else) takes it over. */
    saveSubscription(row: { endpoint: string; userId: string; p256dh: string; auth: string; createdAt: string }) {
      return db
        .insertInto('push_subscription')
        .values(row)
        .onConflict((oc) =>
          oc.column('endpoint').doUpdateSet({ userId: row.userId, p256dh: row.p256dh, auth: row.auth }),
        )
        .execute();
    },

    removeSubscription(endpoint: string, userId?: string) {
      let query = db.deleteFrom('push_subscription').where('endpoint', '=', endpoint);
      if (userId) query = query.where('userId', '=', userId);
      return query.execute();
    },

    setting(key: string) {
      return db.selectFrom('notification_setting').select('value').where('key', '=', key).executeTakeFirst();
    },

    /** Keeps the first value written: two instances starting at once agree on one. */
    async settingOnce(key: string, value: string): Promise<string> {
      await db
        .insertInto('notification_setting')
        .values({ key, value })
        .onConflict((oc) => oc.column('key').doNothing())
        .execute();
      const row = await db
        .selectFrom('notification_setting')
        .select('value')
        .where('key', '=', key)
        .executeTakeFirstOrThrow();
      return row.value;
    },
  };
}
