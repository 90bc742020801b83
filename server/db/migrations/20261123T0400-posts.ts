import type { Kysely } from 'kysely';
import type { MigrationFactory } from './types';

/**
 * Posts: title and editor on the post, attachments, meta entries, the named audience of
 * SPECIFIC_PEOPLE posts, pins per group or pairing, marks as unread, idempotency keys of
 * POST /api/post, the public-posts switch, and the indexes every timeline filter and order uses.
 */
export const posts: MigrationFactory = (t) => ({
  async up(db: Kysely<any>) {
    await db.schema.alterTable('post').addColumn('title', 'text').execute();
    await db.schema.alterTable('post').addColumn('modifiedBy', 'text').execute();
    // Home feed: PUBLIC and relationship posts, newest first; the author's own.
    await db.schema.createIndex('post_visibility_idx').on('post').columns(['visibility', 'createdAt', 'id']).execute();
    await db.schema.createIndex('post_reference_idx').on('post').column('referencePostId').execute();

    await db.schema
      .createTable('post_attachment')
      .addColumn('postId', 'text', (c) => c.notNull().references('post.id').onDelete('cascade'))
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('filename', 'text', (c) => c.notNull())
      .addColumn('filepath', 'text', (c) => c.notNull())
      .addColumn('type', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('post_attachment_pk', ['postId', 'position'])
      .execute();

    await db.schema
      .createTable('post_meta')
      .addColumn('postId', 'text', (c) => c.notNull().references('post.id').onDelete('cascade'))
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('value', t.json, (c) => c.notNull())
      .addPrimaryKeyConstraint('post_meta_pk', ['postId', 'position'])
      .execute();

    await db.schema
      .createTable('post_audience')
      .addColumn('postId', 'text', (c) => c.notNull().references('post.id').onDelete('cascade'))
      .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .addPrimaryKeyConstraint('post_audience_pk', ['postId', 'userId'])
      .execute();
    await db.schema.createIndex('post_audience_user_idx').on('post_audience').columns(['userId', 'postId']).execute();

    await db.schema
      .createTable('post_invitee')
      .addColumn('postId', 'text', (c) => c.notNull().references('post.id').onDelete('cascade'))
      .addColumn('email', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('post_invitee_pk', ['postId', 'email'])
      .execute();

    await db.schema
      .createTable('post_pin')
      .addColumn('postId', 'text', (c) => c.notNull().references('post.id').onDelete('cascade'))
      .addColumn('targetKind', 'text', (c) => c.notNull())
      .addColumn('targetId', 'text', (c) => c.notNull())
      .addColumn('pinnedBy', 'text', (c) => c.notNull())
      .addColumn('pinnedAt', t.timestamp, (c) => c.notNull())
      .addPrimaryKeyConstraint('post_pin_pk', ['postId', 'targetKind', 'targetId'])
      .execute();
    await db.schema.createIndex('post_pin_target_idx').on('post_pin').columns(['targetKind', 'targetId']).execute();

    await db.schema
      .createTable('post_unread')
      .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .addColumn('postId', 'text', (c) => c.notNull().references('post.id').onDelete('cascade'))
      .addColumn('targetId', 'text', (c) => c.notNull())
      .addColumn('markedAt', t.timestamp, (c) => c.notNull())
      .addPrimaryKeyConstraint('post_unread_pk', ['userId', 'postId'])
      .execute();

    await db.schema
      .createTable('idempotency_key')
      .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .addColumn('key', 'text', (c) => c.notNull())
      .addColumn('response', t.json, (c) => c.notNull())
      .addColumn('createdAt', t.timestamp, (c) => c.notNull())
      .addPrimaryKeyConstraint('idempotency_key_pk', ['userId', 'key'])
      .execute();
    await db.schema.createIndex('idempotency_key_created_idx').on('idempotency_key').column('createdAt').execute();

    await db.schema
      .createTable('post_public_switch')
      .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .addColumn('scope', 'text', (c) => c.notNull())
      .addColumn('isPublic', 'integer', (c) => c.notNull())
      .addColumn('updatedAt', t.timestamp, (c) => c.notNull())
      .addPrimaryKeyConstraint('post_public_switch_pk', ['userId', 'scope'])
      .execute();
  },
  async down(db: Kysely<any>) {
    for (const table of [
      'post_public_switch',
      'idempotency_key',
      'post_unread',
      'post_pin',
      'post_invitee',
      'post_audience',
      'post_meta',
      'post_attachment',
    ]) {
      await db.schema.dropTable(table).ifExists().execute();
    }
    await db.schema.dropIndex('post_reference_idx').ifExists().execute();
    await db.schema.dropIndex('post_visibility_idx').ifExists().execute();
    await db.schema.alterTable('post').dropColumn('modifiedBy').execute();
    await db.schema.alterTable('post').dropColumn('title').execute();
  },
});
