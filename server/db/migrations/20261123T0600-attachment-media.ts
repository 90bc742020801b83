import type { Kysely } from 'kysely';
import type { MigrationFactory } from './types';

/**
 * What media processing learned of each stored attachment (features/media): its real type,
 * the verdict, and the keys of its processed thumbnail and preview. One row per
 * (postId, position) of post_attachment; `filepath` tells a rerun whether the file changed.
 */
export const attachmentMedia: MigrationFactory = (t) => ({
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('post_attachment_media')
      .addColumn('postId', 'text', (c) => c.notNull().references('post.id').onDelete('cascade'))
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('filepath', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('realType', 'text')
      .addColumn('thumbnailKey', 'text')
      .addColumn('previewKey', 'text')
      .addColumn('pageCount', 'integer')
      .addColumn('message', 'text')
      .addColumn('processedAt', t.timestamp, (c) => c.notNull())
      .addPrimaryKeyConstraint('post_attachment_media_pk', ['postId', 'position'])
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('post_attachment_media').ifExists().execute();
  },
});
