import type { Kysely } from 'kysely';
import type { MigrationFactory } from './types';

/**
 * Jobs and applicants (issue 11). `job_posting` (the name `job` is the queue's): a posted
 * job, markdown description, status Published/Draft/Closed. `job_applicant`: one row per
 * person and job, with its two-person workspace group (owner + applicant), status
 * STARTED/IN_PROGRESS/SUBMITTED, the owner's rating (1-4), notes and Meg AI flag, and the
 * assistant's summary. Lists read newest first: posted by (createdBy, status, createdAt),
 * applied by (userId, createdAt), a job's applicants by (jobId, createdAt) and, for the
 * chips, (jobId, status, createdAt) and (jobId, rating, createdAt).
 */
export const jobs: MigrationFactory = (t) => ({
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('job_posting')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('createdBy', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .addColumn('companyId', 'text', (c) => c.references('company.id').onDelete('set null'))
      .addColumn('companyName', 'text')
      .addColumn('companyLogo', 'text')
      .addColumn('companyDescription', 'text')
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('city', 'text')
      .addColumn('state', 'text')
      .addColumn('country', 'text')
      .addColumn('salaryMin', 'double precision')
      .addColumn('salaryMax', 'double precision')
      .addColumn('salaryCurrency', 'text')
      .addColumn('salaryRate', 'text')
      .addColumn('jobType', 'text')
      .addColumn('workType', 'text')
      .addColumn('createdAt', t.timestamp, (c) => c.notNull())
      .addColumn('updatedAt', t.timestamp, (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('job_posting_owner_idx')
      .on('job_posting')
      .columns(['createdBy', 'status', 'createdAt'])
      .execute();

    await db.schema
      .createTable('job_applicant')
      .addColumn('jobId', 'text', (c) => c.notNull().references('job_posting.id').onDelete('cascade'))
      .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .addColumn('groupId', 'text', (c) => c.notNull().unique().references('groups.id').onDelete('cascade'))
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('rating', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('aiEnabled', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('notes', 'text')
      .addColumn('aiSummary', 'text')
      .addColumn('score', 'double precision')
      .addColumn('createdAt', t.timestamp, (c) => c.notNull())
      .addColumn('updatedAt', t.timestamp, (c) => c.notNull())
      .addColumn('submittedAt', t.timestamp)
      .addPrimaryKeyConstraint('job_applicant_pk', ['jobId', 'userId'])
      .execute();
    await db.schema.createIndex('job_applicant_job_idx').on('job_applicant').columns(['jobId', 'createdAt']).execute();
    await db.schema
      .createIndex('job_applicant_status_idx')
      .on('job_applicant')
      .columns(['jobId', 'status', 'createdAt'])
      .execute();
    await db.schema
      .createIndex('job_applicant_rating_idx')
      .on('job_applicant')
      .columns(['jobId', 'rating', 'createdAt'])
      .execute();
    await db.schema
      .createIndex('job_applicant_user_idx')
      .on('job_applicant')
      .columns(['userId', 'createdAt'])
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('job_applicant').execute();
    await db.schema.dropTable('job_posting').execute();
  },
});
