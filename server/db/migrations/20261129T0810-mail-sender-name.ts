import type { Kysely } from 'kysely';
import type { MigrationFactory } from './types';

/**
 * A message sent in a member's name (issue 37: an outside signer's e-mails): the From header's
 * display name (`Ada Lovelace via Rapport`, the address stays MAIL_FROM's) and the Reply-To
 * address. Null for the product's own messages.
 */
export const mailSenderName: MigrationFactory = () => ({
  async up(db: Kysely<any>) {
    await db.schema.alterTable('mail_outbox').addColumn('fromName', 'text').execute();
    await db.schema.alterTable('mail_outbox').addColumn('replyTo', 'text').execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.alterTable('mail_outbox').dropColumn('replyTo').execute();
    await db.schema.alterTable('mail_outbox').dropColumn('fromName').execute();
  },
});
