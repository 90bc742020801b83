import type { Kysely } from 'kysely';
import type { MigrationFactory } from './types';

/**
 * Chat read receipts: each member's last read chat post in a pairing, twice: `own` (always
 * recorded) and `shared` (moved only while the reader has receipts on, what the other person
 * may see). Each carries the post's createdAt, so moving forward only is one conditional
 * upsert. And a user's chat settings (no row: receipts on).
 */
export const chatReadReceipts: MigrationFactory = (t) => ({
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('chat_read')
      .addColumn('pairingId', 'text', (c) => c.notNull().references('pairing.id').onDelete('cascade'))
      .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .addColumn('scope', 'text', (c) => c.notNull())
      .addColumn('postId', 'text', (c) => c.notNull().references('post.id').onDelete('cascade'))
      .addColumn('postCreatedAt', t.timestamp, (c) => c.notNull())
      .addColumn('readAt', t.timestamp, (c) => c.notNull())
      .addPrimaryKeyConstraint('chat_read_pk', ['pairingId', 'userId', 'scope'])
      .execute();

    await db.schema
      .createTable('chat_setting')
      .addColumn('userId', 'text', (c) => c.primaryKey().references('user.id').onDelete('cascade'))
      .addColumn('readReceipts', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('updatedAt', t.timestamp, (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('chat_setting').execute();
    await db.schema.dropTable('chat_read').execute();
  },
});
