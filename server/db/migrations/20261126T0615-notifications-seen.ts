import type { Kysely } from 'kysely';
import type { MigrationFactory } from './types';

/**
 * When the recipient last opened the Notifications drawer with this one in it: "seen" clears
 * the header's unread marker, while the row stays unread until clicked or marked read. Null:
 * not seen yet (a regrouped notification is unseen again). Rows already there count as unseen
 * while unread, as the marker counted them.
 */
export const notificationsSeen: MigrationFactory = (t) => ({
  async up(db: Kysely<any>) {
    await db.schema.alterTable('notification').addColumn('seenAt', t.timestamp).execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.alterTable('notification').dropColumn('seenAt').execute();
  },
});
