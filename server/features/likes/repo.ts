import { sql } from 'kysely';
import { compiledOnce } from '../../db/compiled-once';
import type { Db } from '../../db/database';
import { postAuthorColumns } from '../users/post-author';

export type LikeKind = 'post' | 'comment';
export type LikeSummary = { likes: number; isLikedByRequestedUser: boolean };

const likeSummaries = compiledOnce((db, kind: LikeKind, ids: readonly string[], viewerId: string) =>
  db
    .selectFrom('reaction_like')
    .select([
      'entityId',
      (eb) => eb.fn.countAll<string | number>().as('likes'),
      sql<string | number>`sum(case when ${sql.ref('userId')} = ${viewerId} then 1 else 0 end)`.as('mine'),
    ])
    .where('entityKind', '=', kind)
    .where('entityId', 'in', [...ids])
    .groupBy('entityId'),
);

/** Likes of posts and comments: one batched query per page, never one per row. */
export function likeRepo(db: Db) {
  return {
    /** Count and the viewer's like for each entity, in one query. */
    async summaries(kind: LikeKind, ids: string[], viewerId: string | null): Promise<Map<string, LikeSummary>> {
      const map = new Map<string, LikeSummary>();
      if (!ids.length) return map;
      const rows = await likeSummaries(db, kind, [...new Set(ids)], viewerId ?? '');
      for (const row of rows)
        map.set(row.entityId, { likes: Number(row.likes), isLikedByRequestedUser: Number(row.mine) > 0 });
      return map;
    },

    /** Likes if not liked, else unlikes; answers whether it is now liked. */
    async toggle(kind: LikeKind, entityId: string, userId: string): Promise<boolean> {
      const removed = await db
        .deleteFrom('reaction_like')
        .where('entityKind', '=', kind)
        .where('entityId', '=', entityId)
        .where('userId', '=', userId)
        .executeTakeFirst();
      if (Number(removed.numDeletedRows) > 0) return false;
      await db
        .insertInto('reaction_like')
        .values({ entityKind: kind, entityId, userId, createdAt: new Date().toISOString() })
        .onConflict((oc) => oc.doNothing())
        .execute();
      return true;
    },

    /** The people who liked it, newest first. */
    async likers(kind: LikeKind, entityId: string, skip: number, limit: number) {
      const base = db.selectFrom('reaction_like').where('entityKind', '=', kind).where('entityId', '=', entityId);
      const [rows, total] = await Promise.all([
        base
          .innerJoin('user', 'user.id', 'reaction_like.userId')
          .select(postAuthorColumns)
          .orderBy('reaction_like.createdAt', 'desc')
          .orderBy('user.id')
          .offset(skip)
          .limit(limit)
          .execute(),
        base.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, count: Number(total.n) };
    },

    removeFor(kind: LikeKind, ids: string[]) {
      if (!ids.length) return Promise.resolve();
      return db.deleteFrom('reaction_like').where('entityKind', '=', kind).where('entityId', 'in', ids).execute();
    },
  };
}
