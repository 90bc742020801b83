import type { Kysely } from 'kysely';
import type { MigrationFactory } from './types';

/**
 * Issue 36: notification e-mails leave the text out unless the user asks for it (the switch
 * is new, so no one chose the old default: every row takes the private one; the code writes
 * the value on every insert), and the time zone the browser reports, for the daily summary's
 * local hour (null: UTC until the browser says).
 */
export const notificationPrivacy: MigrationFactory = () => ({
  async up(db: Kysely<any>) {
    await db.schema.alterTable('notification_preference').addColumn('timeZone', 'text').execute();
    await db.updateTable('notification_preference').set({ emailWithoutContent: 1 }).execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.alterTable('notification_preference').dropColumn('timeZone').execute();
  },
});
