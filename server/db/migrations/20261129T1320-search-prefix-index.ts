import { type Kysely, sql } from 'kysely';
import { SEARCH_SOURCES } from '../content-index';
import type { MigrationFactory } from './types';

/**
 * Message search on SQLite (issue 39): each source's FTS5 index (20261129T0650-content-search)
 * also holds its terms' 4-letter prefixes (`prefix = '2 3 4'`, was '2 3'). A word is matched
 * as its prefix phrase `"w"*`; a prefix the index does not hold is answered by merging the
 * doclist of every term it starts, and bm25 merges them again to weigh the phrase. On the
 * bench's 120k posts a 4-letter word of 15 terms and 60k posts cost 29 ms that way and 3 ms
 * from the prefix index. Longer words mostly name one term, which the vocabulary finds
 * (20261129T1310-search-vocab). The posts' index grows by about a sixth (42.5 to 50.1 MB,
 * both freshly built, on that bench).
 *
 * FTS5 cannot change a table's prefixes, so each index is rebuilt under its own name with the
 * same rows: its content (and rowids, which its key table holds) is copied aside first. The
 * triggers that keep it in step live on the source tables and name the index by name: they
 * stay, as does the vocabulary, which finds its index by name when read.
 */
async function rebuild(db: Kysely<any>, prefix: string) {
  for (const s of Object.values(SEARCH_SOURCES)) {
    const fts = `${s.name}_fts`;
    const cols = s.columns.map((c) => c.toLowerCase()).join(', ');
    await sql.raw(`create temp table search_prefix_copy as select rowid as r, ${cols} from ${fts}`).execute(db);
    await sql.raw(`drop table ${fts}`).execute(db);
    await sql
      .raw(
        `create virtual table ${fts} using fts5(${cols}, tokenize = 'unicode61 remove_diacritics 2', prefix = '${prefix}')`,
      )
      .execute(db);
    await sql.raw(`insert into ${fts} (rowid, ${cols}) select r, ${cols} from search_prefix_copy`).execute(db);
    await sql.raw('drop table search_prefix_copy').execute(db);
  }
}

export const searchPrefixIndex: MigrationFactory = (t) => ({
  async up(db: Kysely<any>) {
    if (t.dialect === 'sqlite') await rebuild(db, '2 3 4');
  },
  async down(db: Kysely<any>) {
    if (t.dialect === 'sqlite') await rebuild(db, '2 3');
  },
});
