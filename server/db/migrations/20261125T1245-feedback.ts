import type { Kysely } from 'kysely';
import type { MigrationFactory } from './types';

/** Feedback (features/feedback): what a user sent from the Feedback dialog, and its attachments. */
export const feedback: MigrationFactory = (t) => ({
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('feedback')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .addColumn('rating', 'integer')
      .addColumn('feedback', 'text')
      .addColumn('improvements', 'text')
      .addColumn('createdAt', t.timestamp, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('feedback_created').on('feedback').columns(['createdAt', 'id']).execute();
    await db.schema.createIndex('feedback_user').on('feedback').column('userId').execute();

    await db.schema
      .createTable('feedback_attachment')
      .addColumn('feedbackId', 'text', (c) => c.notNull().references('feedback.id').onDelete('cascade'))
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('filename', 'text', (c) => c.notNull())
      .addColumn('filepath', 'text', (c) => c.notNull().unique())
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('size', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('feedback_attachment_pk', ['feedbackId', 'position'])
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('feedback_attachment').ifExists().execute();
    await db.schema.dropTable('feedback').ifExists().execute();
  },
});
