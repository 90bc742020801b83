import { compiledOnce } from '../../db/compiled-once';
import type { Db } from '../../db/database';
import type { PostAttachmentMediaTable } from '../../db/schema';

export type MediaRow = PostAttachmentMediaTable;

const mediaOfPosts = compiledOnce((db, postIds: readonly string[]) =>
  db
    .selectFrom('post_attachment_media')
    .selectAll()
    .where('postId', 'in', [...postIds])
    .orderBy('postId')
    .orderBy('position'),
);

/** Queries of media processing: the post and its attachments (read), its media rows, its status. */
export function mediaRepo(db: Db) {
  return {
    post(postId: string) {
      return db
        .selectFrom('post')
        .select(['id', 'createdBy', 'visibility', 'groupId', 'pairingId', 'status', 'deletedAt'])
        .where('id', '=', postId)
        .executeTakeFirst();
    },

    attachments(postId: string) {
      return db
        .selectFrom('post_attachment')
        .select(['position', 'filename', 'filepath', 'type'])
        .where('postId', '=', postId)
        .orderBy('position')
        .execute();
    },

    rows(postId: string): Promise<MediaRow[]> {
      return db.selectFrom('post_attachment_media').selectAll().where('postId', '=', postId).execute();
    },

    /** One query for a page of posts. */
    rowsOf(postIds: readonly string[]): Promise<MediaRow[]> {
      if (!postIds.length) return Promise.resolve([]);
      return mediaOfPosts(db, [...new Set(postIds)]);
    },

    async save(row: MediaRow): Promise<void> {
      const { postId, position, ...rest } = row;
      await db
        .insertInto('post_attachment_media')
        .values(row)
        .onConflict((oc) => oc.columns(['postId', 'position']).doUpdateSet(rest))
        .execute();
    },

    /** Rows of positions the post no longer has (after an edit of its files). */
    async prune(postId: string, positions: number[]): Promise<void> {
      let query = db.deleteFrom('post_attachment_media').where('postId', '=', postId);
      if (positions.length) query = query.where('position', 'not in', positions);
      await query.execute();
    },

    /** Sets the status only from the one it was read with, so a concurrent change wins. */
    async setStatus(postId: string, from: string, to: string): Promise<boolean> {
      const result = await db
        .updateTable('post')
        .set({ status: to })
        .where('id', '=', postId)
        .where('status', '=', from)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Checked and not blocked: the file may be served to the post's viewers. */
    async isServable(postId: string, filepath: string): Promise<boolean> {
      const row = await db
        .selectFrom('post_attachment_media')
        .select('position')
        .where('postId', '=', postId)
        .where('filepath', '=', filepath)
        .where('status', 'in', SERVABLE_STATUSES)
        .executeTakeFirst();
      return !!row;
    },

    async isBlocked(postId: string, filepath: string): Promise<boolean> {
      const row = await db
        .selectFrom('post_attachment_media')
        .select('position')
        .where('postId', '=', postId)
        .where('filepath', '=', filepath)
        .where('status', '=', 'blocked')
        .executeTakeFirst();
      return !!row;
    },
  };
}

/** A file that passed its checks, whether or not a preview could be made. */
export const SERVABLE_STATUSES = ['processed', 'unavailable', 'failed'] as const;
