import type { Kysely } from 'kysely';
import type { MigrationFactory } from './types';

/**
 * The applicant list pages newest first with the user id as tiebreak: without the id in the
 * index, each page sorted every applicant of the job (bench/applicants.ts, 10k on one job).
 * (jobId, createdAt, userId) serves the page; (jobId, status, rating) covers the count and
 * the two accordion counts without reading the rows. The chip indexes gain the tiebreak too.
 */
export const jobsApplicantOrder: MigrationFactory = () => ({
  async up(db: Kysely<any>) {
    await db.schema.dropIndex('job_applicant_job_idx').execute();
    await db.schema.dropIndex('job_applicant_status_idx').execute();
    await db.schema.dropIndex('job_applicant_rating_idx').execute();
    await db.schema
      .createIndex('job_applicant_page_idx')
      .on('job_applicant')
      .columns(['jobId', 'createdAt', 'userId'])
      .execute();
    await db.schema
      .createIndex('job_applicant_chips_idx')
      .on('job_applicant')
      .columns(['jobId', 'status', 'rating'])
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropIndex('job_applicant_chips_idx').ifExists().execute();
    await db.schema.dropIndex('job_applicant_page_idx').ifExists().execute();
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
  },
});
