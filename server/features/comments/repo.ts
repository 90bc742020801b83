import type { Db } from '../../db/database';
import type { CommentTable } from '../../db/schema';

/** Comment queries: pages newest first, and per-page batches (never one query per row). */
export function commentRepo(db: Db) {
  return {
    byId(id: string) {
      return db.selectFrom('comment').selectAll().where('id', '=', id).executeTakeFirst();
    },

    insert(row: CommentTable) {
      return db.insertInto('comment').values(row).execute();
    },

    update(id: string, message: string, now: string) {
      return db.updateTable('comment').set({ message, isEdited: 1, updatedAt: now }).where('id', '=', id).execute();
    },

    /** The comment and its replies' ids (to drop their likes with it). */
    async remove(id: string): Promise<string[]> {
      const replies = await db.selectFrom('comment').select('id').where('parentId', '=', id).execute();
      await db.deleteFrom('comment').where('parentId', '=', id).execute();
      await db.deleteFrom('comment').where('id', '=', id).execute();
      return [id, ...replies.map((r) => r.id)];
    },

    /** Top-level comments of a post (parentId null) or replies of a comment, newest first. */
    async page(filter: { postId: string } | { parentId: string }, skip: number, limit: number) {
      const base =
        'postId' in filter
          ? db.selectFrom('comment').where('postId', '=', filter.postId).where('parentId', 'is', null)
          : db.selectFrom('comment').where('parentId', '=', filter.parentId);
      const [rows, total] = await Promise.all([
        base.selectAll().orderBy('createdAt', 'desc').orderBy('id', 'desc').offset(skip).limit(limit).execute(),
        base.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, count: Number(total.n) };
    },

    /** Reply counts of a page of comments, in one query. */
    async replyCounts(ids: string[]): Promise<Map<string, number>> {
      if (!ids.length) return new Map();
      const rows = await db
        .selectFrom('comment')
        .select(['parentId', (eb) => eb.fn.countAll<string | number>().as('n')])
        .where('parentId', 'in', ids)
        .groupBy('parentId')
        .execute();
      return new Map(rows.map((r) => [r.parentId as string, Number(r.n)]));
    },

    /** Comments and replies of a post, in one query. */
    async counts(postId: string) {
      const row = await db
        .selectFrom('comment')
        .select([
          (eb) => eb.fn.countAll<string | number>().as('total'),
          (eb) => eb.fn.count<string | number>('parentId').as('replies'),
        ])
        .where('postId', '=', postId)
        .executeTakeFirstOrThrow();
      const replies = Number(row.replies);
      return { comments: Number(row.total) - replies, replies, count: Number(row.total) };
    },

    async hasCommented(postId: string, userId: string): Promise<boolean> {
      const row = await db
        .selectFrom('comment')
        .select('id')
        .where('postId', '=', postId)
        .where('createdBy', '=', userId)
        .limit(1)
        .executeTakeFirst();
      return !!row;
    },
  };
}
