import type { Db } from '../../db/database';
import { type LikeKind, likeSummaryRepo } from '../posts/like-summaries';
import { postAuthorColumns } from '../users/post-author';

export type { LikeKind, LikeSummary } from '../posts/like-summaries';

/** Likes of posts and comments: one batched query per page, never one per row. */
export function likeRepo(db: Db) {
  return {
    ...likeSummaryRepo(db),

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
  };
}
