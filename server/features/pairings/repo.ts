import type { Kysely } from 'kysely';
import type { Database, PairingTable } from '../../db/schema';

import { orderedPair } from '../users/ordered-pair';

// The key order of a pair of users lives with users: posts (below pairings) reads pairs too.
export { orderedPair };

/** Queries on pairings and their last-viewed marks; no rules here (service.ts has them). */
export function pairingRepo(db: Kysely<Database>) {
  return {
    between(a: string, b: string) {
      const [userId1, userId2] = orderedPair(a, b);
      return db
        .selectFrom('pairing')
        .selectAll()
        .where('userId1', '=', userId1)
        .where('userId2', '=', userId2)
        .executeTakeFirst();
    },

    byId(id: string) {
      return db.selectFrom('pairing').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async insert(row: PairingTable): Promise<void> {
      await db.insertInto('pairing').values(row).execute();
    },

    async update(id: string, changes: Partial<Omit<PairingTable, 'id' | 'userId1' | 'userId2'>>): Promise<void> {
      await db.updateTable('pairing').set(changes).where('id', '=', id).execute();
    },

    async remove(id: string): Promise<void> {
      await db.deleteFrom('pairing').where('id', '=', id).execute();
    },

    /** The ids of everyone the user has a pairing with (any status), among the given ids. */
    async partnersAmong(userId: string, otherIds: string[]): Promise<Set<string>> {
      if (!otherIds.length) return new Set();
      const rows = await db
        .selectFrom('pairing')
        .select(['userId1', 'userId2'])
        .where((eb) =>
          eb.or([
            eb.and([eb('userId1', '=', userId), eb('userId2', 'in', otherIds)]),
            eb.and([eb('userId2', '=', userId), eb('userId1', 'in', otherIds)]),
          ]),
        )
        .execute();
      return new Set(rows.map((r) => (r.userId1 === userId ? r.userId2 : r.userId1)));
    },

    viewedAt(pairingId: string, userId: string) {
      return db
        .selectFrom('pairing_view')
        .select('viewedAt')
        .where('pairingId', '=', pairingId)
        .where('userId', '=', userId)
        .executeTakeFirst();
    },

    async markViewed(pairingId: string, userId: string, viewedAt: string): Promise<void> {
      await db
        .insertInto('pairing_view')
        .values({ pairingId, userId, viewedAt })
        .onConflict((oc) => oc.columns(['pairingId', 'userId']).doUpdateSet({ viewedAt }))
        .execute();
    },

    /** Pairings holding a post by the other person newer than the user's last view: one query. */
    unreadOf(userId: string, limit: number) {
      let query = db
        .selectFrom('pairing as p')
        .leftJoin('pairing_view as v', (join) => join.onRef('v.pairingId', '=', 'p.id').on('v.userId', '=', userId))
        .select(['p.id as pairingId', 'p.userId1', 'p.userId2'])
        .where((eb) => eb.or([eb('p.userId1', '=', userId), eb('p.userId2', '=', userId)]))
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom('post')
              .select('post.id')
              .whereRef('post.pairingId', '=', 'p.id')
              .where('post.createdBy', '!=', userId)
              .where('post.deletedAt', 'is', null)
              .where((inner) =>
                inner.or([inner('v.viewedAt', 'is', null), inner('post.createdAt', '>', inner.ref('v.viewedAt'))]),
              ),
          ),
        )
        .orderBy('p.lastActivityAt', 'desc')
        .orderBy('p.id');
      if (limit >= 0) query = query.limit(limit);
      return query.execute();
    },
  };
}

export type PairingRepo = ReturnType<typeof pairingRepo>;
