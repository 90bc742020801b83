import { sql } from 'kysely';
import { compiledOnce } from '../../db/compiled-once';
import type { Db } from '../../db/database';

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

/**
 * Likes as posts and comments show and clear them (a count and the viewer's own, one batched
 * query per page): below both, where the likes feature (above them) toggles and lists them.
 */
export function likeSummaryRepo(db: Db) {
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

    removeFor(kind: LikeKind, ids: string[]) {
      if (!ids.length) return Promise.resolve();
      return db.deleteFrom('reaction_like').where('entityKind', '=', kind).where('entityId', 'in', ids).execute();
    },
  };
}
