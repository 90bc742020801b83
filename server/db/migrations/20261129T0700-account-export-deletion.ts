import type { Kysely } from 'kysely';
import type { MigrationFactory } from './types';

/**
 * Issue 39: a user's data exports (one zip each, built by a queue job) and their account
 * deletion requests (14 days of grace, then one job erases the account).
 */
export const accountExportDeletion: MigrationFactory = () => ({
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('data_export')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('progress', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('fileKey', 'text')
      .addColumn('size', 'integer')
      .addColumn('error', 'text')
      .addColumn('createdAt', 'text', (c) => c.notNull())
      .addColumn('completedAt', 'text')
      .addColumn('expiresAt', 'text')
      .execute();
    await db.schema.createIndex('data_export_user_idx').on('data_export').columns(['userId', 'createdAt']).execute();
    await db.schema
      .createTable('account_deletion')
      .addColumn('userId', 'text', (c) => c.primaryKey().references('user.id').onDelete('cascade'))
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('requestedAt', 'text', (c) => c.notNull())
      .addColumn('purgeAt', 'text', (c) => c.notNull())
      .addColumn('cancelledAt', 'text')
      .addColumn('erasedAt', 'text')
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('account_deletion').execute();
    await db.schema.dropTable('data_export').execute();
  },
});
