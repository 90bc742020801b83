import type { Kysely } from 'kysely';
import type { MigrationFactory } from './types';

/**
 * `assistant.awaySince`: the owner said they are away (the share card's switch), so Meg answers
 * even while a client of theirs is open; null when they are not. The open-socket rule stays.
 */
export const assistantAway: MigrationFactory = (t) => ({
  async up(db: Kysely<any>) {
    await db.schema.alterTable('assistant').addColumn('awaySince', t.timestamp).execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.alterTable('assistant').dropColumn('awaySince').execute();
  },
});
