import { type Kysely, sql } from 'kysely';
import type { MigrationFactory } from './types';

/**
 * Signers outside the workspace (issue 37): a signer row names a member (`userId`) or an
 * e-mail address with a name (`email`, `name`, no account). SQLite cannot drop a NOT NULL, so
 * there the table is built anew and the rows copied. `esign_link` holds the bearer links mailed
 * to them, stored hashed: a signing link (its one-time code, tries, lock, confirmed session) or a
 * link to the sealed PDF.
 */
export const esignOutsideSigners: MigrationFactory = (t) => ({
  async up(db: Kysely<any>) {
    if (t.dialect === 'postgres') {
      await sql`alter table esign_signer alter column "userId" drop not null`.execute(db);
      await db.schema.alterTable('esign_signer').addColumn('email', 'text').execute();
      await db.schema.alterTable('esign_signer').addColumn('name', 'text').execute();
    } else {
      await db.schema
        .createTable('esign_signer_next')
        .addColumn('contentId', 'text', (c) => c.notNull().references('esign_content.id').onDelete('cascade'))
        .addColumn('signerNumber', 'integer', (c) => c.notNull())
        .addColumn('userId', 'text', (c) => c.references('user.id').onDelete('cascade'))
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('signedAt', t.timestamp)
        .addColumn('ip', 'text')
        .addColumn('userAgent', 'text')
        .addColumn('declineReason', 'text')
        .addColumn('notifiedAt', t.timestamp)
        .addColumn('remindedAt', t.timestamp)
        .addColumn('timeZone', 'text')
        .addColumn('email', 'text')
        .addColumn('name', 'text')
        .addPrimaryKeyConstraint('esign_signer_next_pk', ['contentId', 'signerNumber'])
        .execute();
      await sql`insert into esign_signer_next ("contentId", "signerNumber", "userId", "state", "signedAt", "ip", "userAgent", "declineReason", "notifiedAt", "remindedAt", "timeZone")
        select "contentId", "signerNumber", "userId", "state", "signedAt", "ip", "userAgent", "declineReason", "notifiedAt", "remindedAt", "timeZone" from esign_signer`.execute(
        db,
      );
      await db.schema.dropTable('esign_signer').execute();
      await db.schema.alterTable('esign_signer_next').renameTo('esign_signer').execute();
      await db.schema.createIndex('esign_signer_user').on('esign_signer').columns(['userId', 'contentId']).execute();
    }
    await db.schema.createIndex('esign_signer_email').on('esign_signer').columns(['email']).execute();

    await db.schema
      .createTable('esign_link')
      .addColumn('tokenHash', 'text', (c) => c.primaryKey())
      .addColumn('contentId', 'text', (c) => c.notNull().references('esign_content.id').onDelete('cascade'))
      .addColumn('signerNumber', 'integer', (c) => c.notNull())
      .addColumn('purpose', 'text', (c) => c.notNull())
      .addColumn('createdAt', t.timestamp, (c) => c.notNull())
      .addColumn('expiresAt', t.timestamp)
      .addColumn('codeHash', 'text')
      .addColumn('codeExpiresAt', t.timestamp)
      .addColumn('codeTries', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('lockedAt', t.timestamp)
      .addColumn('sessionHash', 'text')
      .addColumn('confirmedAt', t.timestamp)
      .execute();
    await db.schema.createIndex('esign_link_signer').on('esign_link').columns(['contentId', 'signerNumber']).execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('esign_link').ifExists().execute();
    await db.schema.dropIndex('esign_signer_email').ifExists().execute();
  },
});
