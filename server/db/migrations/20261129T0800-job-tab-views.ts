import type { Kysely } from 'kysely';
import type { MigrationFactory } from './types';

/**
 * Issue 34: when a user last looked at their Applied and Posted job tabs, so each tab can
 * show an unread marker for what happened there since (spec 1 §2 Sidebar).
 */
export const jobTabViews: MigrationFactory = (t) => ({
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('job_tab_view')
      .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .addColumn('phase', 'text', (c) => c.notNull())
      .addColumn('viewedAt', t.timestamp, (c) => c.notNull())
      .addPrimaryKeyConstraint('job_tab_view_pk', ['userId', 'phase'])
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('job_tab_view').execute();
  },
});
