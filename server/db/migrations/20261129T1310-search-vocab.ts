import { type Kysely, sql } from 'kysely';
import { SEARCH_SOURCES } from '../content-index';
import type { MigrationFactory } from './types';

/**
 * Message search on SQLite (issue 39): a vocabulary of each source's FTS5 index,
 * `<name>_fts_vocab` (fts5vocab, 'instance': read lazily, term by term), so a query can ask
 * which terms a word is the prefix of before it matches. A word is matched as its prefix
 * phrase `"w"*`, and FTS5 answers a prefix its index does not hold (it held 2 and 3
 * letters then; 4 since 20261129T1320-search-prefix-index) by merging every doclist of its terms into one first: for a word in most posts
 * that merge cost 20 ms where the term itself answers in 3, with the same rows and the same
 * bm25. When the prefix names one term, features/search/content-sql.ts matches that term.
 * Views over the index, no data of their own. PostgreSQL needs none.
 */
export const searchVocab: MigrationFactory = (t) => ({
  async up(db: Kysely<any>) {
    if (t.dialect !== 'sqlite') return;
    for (const s of Object.values(SEARCH_SOURCES))
      await sql.raw(`create virtual table ${s.name}_fts_vocab using fts5vocab(${s.name}_fts, 'instance')`).execute(db);
  },
  async down(db: Kysely<any>) {
    if (t.dialect !== 'sqlite') return;
    for (const s of Object.values(SEARCH_SOURCES))
      await sql.raw(`drop table if exists ${s.name}_fts_vocab`).execute(db);
  },
});
