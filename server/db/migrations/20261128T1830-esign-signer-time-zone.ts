import type { Kysely } from 'kysely';
import type { MigrationFactory } from './types';

/**
 * The signer's own time zone (an IANA name their device sent): their date field is stamped in
 * it and the certificate names it. Null: none or an invalid one came, and the date is UTC's.
 */
export const esignSignerTimeZone: MigrationFactory = () => ({
  async up(db: Kysely<any>) {
    await db.schema.alterTable('esign_signer').addColumn('timeZone', 'text').execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.alterTable('esign_signer').dropColumn('timeZone').execute();
  },
});
