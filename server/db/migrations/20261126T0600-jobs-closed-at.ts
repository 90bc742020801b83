import type { Kysely } from 'kysely';
import type { MigrationFactory } from './types';

/**
 * When a job was last closed: an application started before closing may still be submitted
 * for JOB_SUBMIT_GRACE_HOURS after it (shared/jobs.ts `canStillSubmit`). Null while open.
 * Jobs closed before this migration count from their last update.
 */
export const jobsClosedAt: MigrationFactory = (t) => ({
  async up(db: Kysely<any>) {
    await db.schema.alterTable('job_posting').addColumn('closedAt', t.timestamp).execute();
    await db
      .updateTable('job_posting')
      .set((eb) => ({ closedAt: eb.ref('updatedAt') }))
      .where('status', '=', 'Closed')
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.alterTable('job_posting').dropColumn('closedAt').execute();
  },
});
