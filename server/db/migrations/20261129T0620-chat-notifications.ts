import type { Kysely } from 'kysely';
import type { MigrationFactory } from './types';

/**
 * Issue 36, chat notifications. `socket_focus`: the conversation each open socket reports as
 * open and visible (realtime/focus.ts), so a job on any instance knows whether the recipient
 * is looking; a row is deleted when its socket closes and refreshed while it stays open (an
 * instance that died leaves rows that go stale). `chat_mail_state`: per recipient and
 * relationship, whether a delayed "unread messages" e-mail is pending and up to which message
 * e-mails (or reading) already covered (notifications/chat-mail.ts).
 */
export const chatNotifications: MigrationFactory = (t) => ({
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('socket_focus')
      .addColumn('connectionId', 'text', (c) => c.primaryKey())
      .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .addColumn('channel', 'text', (c) => c.notNull())
      .addColumn('updatedAt', t.timestamp, (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('socket_focus_user_channel')
      .on('socket_focus')
      .columns(['userId', 'channel'])
      .execute();

    await db.schema
      .createTable('chat_mail_state')
      .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .addColumn('pairingId', 'text', (c) => c.notNull().references('pairing.id').onDelete('cascade'))
      .addColumn('pendingAt', t.timestamp)
      .addColumn('lastMessageAt', t.timestamp, (c) => c.notNull())
      .addColumn('coveredThrough', t.timestamp)
      .addPrimaryKeyConstraint('chat_mail_state_pk', ['userId', 'pairingId'])
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('chat_mail_state').execute();
    await db.schema.dropTable('socket_focus').execute();
  },
});
