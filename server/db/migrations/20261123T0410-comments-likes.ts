import type { Kysely } from 'kysely';
import type { MigrationFactory } from './types';

/**
 * Comments and replies on posts (a reply names its parent comment) and likes on posts and
 * comments, with the indexes their pages (newest first) and counts use.
 */
export const commentsLikes: MigrationFactory = (t) => ({
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('comment')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('postId', 'text', (c) => c.notNull().references('post.id').onDelete('cascade'))
      .addColumn('parentId', 'text', (c) => c.references('comment.id').onDelete('cascade'))
      .addColumn('message', 'text', (c) => c.notNull())
      .addColumn('createdBy', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .addColumn('isEdited', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('createdAt', t.timestamp, (c) => c.notNull())
      .addColumn('updatedAt', t.timestamp, (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('comment_post_idx')
      .on('comment')
      .columns(['postId', 'parentId', 'createdAt', 'id'])
      .execute();
    await db.schema.createIndex('comment_parent_idx').on('comment').columns(['parentId', 'createdAt', 'id']).execute();

    await db.schema
      .createTable('reaction_like')
      .addColumn('entityKind', 'text', (c) => c.notNull())
      .addColumn('entityId', 'text', (c) => c.notNull())
      .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .addColumn('createdAt', t.timestamp, (c) => c.notNull())
      .addPrimaryKeyConstraint('reaction_like_pk', ['entityKind', 'entityId', 'userId'])
      .execute();
    await db.schema
      .createIndex('reaction_like_entity_idx')
      .on('reaction_like')
      .columns(['entityKind', 'entityId', 'createdAt'])
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('reaction_like').execute();
    await db.schema.dropTable('comment').execute();
  },
});
