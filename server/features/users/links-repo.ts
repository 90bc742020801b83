import type { UserLink } from '@shared/api/profiles';
import { compiledOnce } from '../../db/compiled-once';
import type { Db } from '../../db/database';

/** One user's links (GET /api/user/id), compiled once. */
const linksOfUser = compiledOnce((db, userId: string) =>
  db.selectFrom('user_link').select(['userId', 'title', 'url']).where('userId', '=', userId).orderBy('position'),
);

/** Custom user links, in the order the user gave them. */
export function linksRepo(db: Db) {
  return {
    /** The links of many users in one query. */
    async byUsers(userIds: string[]): Promise<Map<string, UserLink[]>> {
      const byUser = new Map<string, UserLink[]>();
      if (!userIds.length) return byUser;
      const rows =
        userIds.length === 1
          ? await linksOfUser(db, userIds[0] as string)
          : await db
              .selectFrom('user_link')
              .select(['userId', 'title', 'url'])
              .where('userId', 'in', userIds)
              .orderBy('userId')
              .orderBy('position')
              .execute();
      for (const row of rows) {
        const links = byUser.get(row.userId) ?? [];
        links.push({ title: row.title, url: row.url });
        byUser.set(row.userId, links);
      }
      return byUser;
    },
    /** Replaces a user's whole list (call inside the update's transaction). */
    async replace(userId: string, links: UserLink[]): Promise<void> {
      await db.deleteFrom('user_link').where('userId', '=', userId).execute();
      if (!links.length) return;
      await db
        .insertInto('user_link')
        .values(links.map((link, position) => ({ userId, position, title: link.title, url: link.url })))
        .execute();
    },
  };
}
