import type { Kysely } from 'kysely';
import type { MigrationFactory } from './types';

/**
 * Notifications (issue 14). `notification`: one row per recipient and event; `sourceKey` makes
 * a rerun of the producing job insert nothing twice, and groups repeats (likes of one post)
 * into one row whose `count` grows. Listed unread first by (userId, readAt, createdAt).
 * `push_subscription`: a browser's endpoint and keys. `notification_setting`: server-wide
 * values (the generated VAPID keys). `notification_digest`: one row per user and day the
 * digest went out, so the daily tick is idempotent. Preferences gain the content-free
 * e-mail switch.
 */
export const notifications: MigrationFactory = (t) => ({
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('notification')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .addColumn('actorId', 'text', (c) => c.references('user.id').onDelete('set null'))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('sourceKey', 'text', (c) => c.notNull())
      .addColumn('count', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('message', 'text')
      .addColumn('postId', 'text')
      .addColumn('commentId', 'text')
      .addColumn('commentReplyId', 'text')
      .addColumn('groupId', 'text')
      .addColumn('pairingId', 'text')
      .addColumn('jobId', 'text')
      .addColumn('readAt', t.timestamp)
      .addColumn('emailedAt', t.timestamp)
      .addColumn('pushedAt', t.timestamp)
      .addColumn('createdAt', t.timestamp, (c) => c.notNull())
      .addUniqueConstraint('notification_source_uq', ['userId', 'sourceKey'])
      .execute();
    await db.schema
      .createIndex('notification_list_idx')
      .on('notification')
      .columns(['userId', 'readAt', 'createdAt'])
      .execute();

    await db.schema
      .createTable('push_subscription')
      .addColumn('endpoint', 'text', (c) => c.primaryKey())
      .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .addColumn('p256dh', 'text', (c) => c.notNull())
      .addColumn('auth', 'text', (c) => c.notNull())
      .addColumn('createdAt', t.timestamp, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('push_subscription_user_idx').on('push_subscription').column('userId').execute();

    await db.schema
      .createTable('notification_setting')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('value', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('notification_digest')
      .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .addColumn('day', 'text', (c) => c.notNull())
      .addColumn('sentAt', t.timestamp)
      .addPrimaryKeyConstraint('notification_digest_pk', ['userId', 'day'])
      .execute();

    await db.schema
      .alterTable('notification_preference')
      .addColumn('emailWithoutContent', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.alterTable('notification_preference').dropColumn('emailWithoutContent').execute();
    await db.schema.dropTable('notification_digest').execute();
    await db.schema.dropTable('notification_setting').execute();
    await db.schema.dropTable('push_subscription').execute();
    await db.schema.dropTable('notification').execute();
  },
});
