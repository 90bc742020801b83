import type { Kysely } from 'kysely';
import type { MigrationFactory } from './types';

/**
 * Membership by consent: a member who is not the inviter's relationship is invited to a group
 * and joins only by accepting. One pending invitation per group and invitee; accepting or
 * declining deletes it, and so does the group's deletion or the invitee's.
 */
export const groupInvitations: MigrationFactory = (t) => ({
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('group_invitation')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('groupId', 'text', (c) => c.notNull().references('groups.id').onDelete('cascade'))
      .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .addColumn('invitedBy', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .addColumn('createdAt', t.timestamp, (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('group_invitation_unique')
      .on('group_invitation')
      .columns(['groupId', 'userId'])
      .unique()
      .execute();
    await db.schema
      .createIndex('group_invitation_user_idx')
      .on('group_invitation')
      .columns(['userId', 'createdAt'])
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('group_invitation').execute();
  },
});
