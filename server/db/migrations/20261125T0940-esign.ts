import type { Kysely } from 'kysely';
import type { MigrationFactory } from './types';

/**
 * E-sign (features/esign): an uploaded document and its PDF, its signers (numbered from 1 in
 * signing order), their fields (positions as fractions of the page) and the event history
 * the certificate page lists.
 */
export const esign: MigrationFactory = (t) => ({
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('esign_content')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('ownerId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .addColumn('filename', 'text', (c) => c.notNull())
      .addColumn('filepath', 'text', (c) => c.notNull())
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('sortOrder', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('pdfKey', 'text')
      .addColumn('pageCount', 'integer')
      .addColumn('pageSizes', t.json)
      .addColumn('originalSha256', 'text')
      .addColumn('message', 'text')
      .addColumn('signingOrder', 'text', (c) => c.notNull().defaultTo('parallel'))
      .addColumn('expiresAt', t.timestamp)
      .addColumn('reminderDays', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('postId', 'text', (c) => c.references('post.id').onDelete('set null'))
      .addColumn('signedKey', 'text')
      .addColumn('createdAt', t.timestamp, (c) => c.notNull())
      .addColumn('sentAt', t.timestamp)
      .addColumn('completedAt', t.timestamp)
      .execute();
    await db.schema.createIndex('esign_content_owner').on('esign_content').columns(['ownerId', 'createdAt']).execute();
    await db.schema.createIndex('esign_content_post').on('esign_content').column('postId').execute();

    await db.schema
      .createTable('esign_signer')
      .addColumn('contentId', 'text', (c) => c.notNull().references('esign_content.id').onDelete('cascade'))
      .addColumn('signerNumber', 'integer', (c) => c.notNull())
      .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('signedAt', t.timestamp)
      .addColumn('ip', 'text')
      .addColumn('userAgent', 'text')
      .addColumn('declineReason', 'text')
      .addColumn('notifiedAt', t.timestamp)
      .addColumn('remindedAt', t.timestamp)
      .addPrimaryKeyConstraint('esign_signer_pk', ['contentId', 'signerNumber'])
      .execute();
    await db.schema.createIndex('esign_signer_user').on('esign_signer').columns(['userId', 'contentId']).execute();

    await db.schema
      .createTable('esign_field')
      .addColumn('contentId', 'text', (c) => c.notNull().references('esign_content.id').onDelete('cascade'))
      .addColumn('fieldId', 'text', (c) => c.notNull())
      .addColumn('signerNumber', 'integer', (c) => c.notNull())
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('page', 'integer', (c) => c.notNull())
      .addColumn('x', 'double precision', (c) => c.notNull())
      .addColumn('y', 'double precision', (c) => c.notNull())
      .addColumn('width', 'double precision', (c) => c.notNull())
      .addColumn('height', 'double precision', (c) => c.notNull())
      .addColumn('label', 'text')
      .addColumn('value', 'text')
      .addPrimaryKeyConstraint('esign_field_pk', ['contentId', 'fieldId'])
      .execute();

    await db.schema
      .createTable('esign_event')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('contentId', 'text', (c) => c.notNull().references('esign_content.id').onDelete('cascade'))
      .addColumn('at', t.timestamp, (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('actorId', 'text')
      .addColumn('detail', 'text')
      .execute();
    await db.schema.createIndex('esign_event_content').on('esign_event').columns(['contentId', 'at']).execute();
  },
  async down(db: Kysely<any>) {
    for (const table of ['esign_event', 'esign_field', 'esign_signer', 'esign_content'])
      await db.schema.dropTable(table).ifExists().execute();
  },
});
