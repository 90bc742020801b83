import type { Kysely } from 'kysely';
import type { MigrationFactory } from './types';

/**
 * Knowledge passages made of whole units under their heading (features/knowledge/index):
 * each passage keeps the heading it sits under, and each file the version of the indexer
 * that read it, so files read by an older one are read again at start
 * (`reindexOutdatedFiles`) while their old passages keep answering.
 */
export const knowledgeUnits: MigrationFactory = () => ({
  async up(db: Kysely<any>) {
    await db.schema.alterTable('knowledge_chunk').addColumn('heading', 'text').execute();
    await db.schema
      .alterTable('knowledge_file')
      .addColumn('indexVersion', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.alterTable('knowledge_file').dropColumn('indexVersion').execute();
    await db.schema.alterTable('knowledge_chunk').dropColumn('heading').execute();
  },
});
