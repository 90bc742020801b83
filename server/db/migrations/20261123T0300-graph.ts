import { type Kysely, sql } from 'kysely';
import type { MigrationFactory } from './types';

/**
 * The social graph beyond the core tables: the last source of a pairing, when each user
 * last viewed a pairing or a group (unread markers), e-mailed invitations, and CSV
 * contact imports with their rows.
 */
export const graph: MigrationFactory = (t) => ({
  async up(db: Kysely<any>) {
    await db.schema.alterTable('pairing').addColumn('lastSource', 'text').execute();
    // The sidebar lists a user's pairings newest activity first, from either column.
    await db.schema
      .createIndex('pairing_user1_activity_idx')
      .on('pairing')
      .columns(['userId1', 'lastActivityAt'])
      .execute();
    await db.schema
      .createIndex('pairing_user2_activity_idx')
      .on('pairing')
      .columns(['userId2', 'lastActivityAt'])
      .execute();

    await db.schema
      .createTable('pairing_view')
      .addColumn('pairingId', 'text', (c) => c.notNull().references('pairing.id').onDelete('cascade'))
      .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .addColumn('viewedAt', t.timestamp, (c) => c.notNull())
      .addPrimaryKeyConstraint('pairing_view_pk', ['pairingId', 'userId'])
      .execute();

    await db.schema
      .createTable('group_view')
      .addColumn('groupId', 'text', (c) => c.notNull().references('groups.id').onDelete('cascade'))
      .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .addColumn('viewedAt', t.timestamp, (c) => c.notNull())
      .addPrimaryKeyConstraint('group_view_pk', ['groupId', 'userId'])
      .execute();

    await db.schema
      .createTable('invitation')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('senderUserId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('firstName', 'text')
      .addColumn('lastName', 'text')
      .addColumn('phone', 'text')
      .addColumn('companyName', 'text')
      .addColumn('jobTitle', 'text')
      .addColumn('message', 'text')
      .addColumn('groupId', 'text', (c) => c.references('groups.id').onDelete('cascade'))
      .addColumn('importId', 'text')
      .addColumn('tokenHash', 'text', (c) => c.notNull().unique())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('createdAt', t.timestamp, (c) => c.notNull())
      .addColumn('expiresAt', t.timestamp, (c) => c.notNull())
      .addColumn('respondedAt', t.timestamp)
      .addColumn('acceptedBy', 'text', (c) => c.references('user.id').onDelete('set null'))
      .execute();
    await db.schema
      .createIndex('invitation_sender_idx')
      .on('invitation')
      .columns(['senderUserId', 'status', 'createdAt'])
      .execute();
    await db.schema.createIndex('invitation_email_idx').on('invitation').columns(['email', 'status']).execute();
    // One pending invitation per sender, address and group (or none): a repeat is a 409.
    await sql`create unique index invitation_pending_unique on invitation ("senderUserId", "email", coalesce("groupId", '')) where "status" = 'pending'`.execute(
      db,
    );

    await db.schema
      .createTable('contact_import')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .addColumn('groupId', 'text', (c) => c.references('groups.id').onDelete('set null'))
      .addColumn('message', 'text')
      .addColumn('fileName', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('total', 'integer', (c) => c.notNull())
      .addColumn('valid', 'integer', (c) => c.notNull())
      .addColumn('skipped', 'integer', (c) => c.notNull())
      .addColumn('sent', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('failed', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('createdAt', t.timestamp, (c) => c.notNull())
      .addColumn('updatedAt', t.timestamp, (c) => c.notNull())
      .addColumn('completedAt', t.timestamp)
      .execute();
    await db.schema
      .createIndex('contact_import_user_idx')
      .on('contact_import')
      .columns(['userId', 'createdAt'])
      .execute();

    await db.schema
      .createTable('contact_import_row')
      .addColumn('importId', 'text', (c) => c.notNull().references('contact_import.id').onDelete('cascade'))
      .addColumn('rowNumber', 'integer', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('firstName', 'text')
      .addColumn('lastName', 'text')
      .addColumn('company', 'text')
      .addColumn('title', 'text')
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('reason', 'text')
      .addColumn('invitationId', 'text')
      .addPrimaryKeyConstraint('contact_import_row_pk', ['importId', 'rowNumber'])
      .execute();
    await db.schema
      .createIndex('contact_import_row_status_idx')
      .on('contact_import_row')
      .columns(['importId', 'status', 'rowNumber'])
      .execute();
  },

  async down(db: Kysely<any>) {
    for (const table of ['contact_import_row', 'contact_import', 'invitation', 'group_view', 'pairing_view']) {
      await db.schema.dropTable(table).ifExists().execute();
    }
    await db.schema.dropIndex('pairing_user2_activity_idx').ifExists().execute();
    await db.schema.dropIndex('pairing_user1_activity_idx').ifExists().execute();
    await db.schema.alterTable('pairing').dropColumn('lastSource').execute();
  },
});
