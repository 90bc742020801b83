import { type RawBuilder, sql } from 'kysely';
import { pgFoldedTsquery } from '../../db/accent-folding';
import type { DialectName } from '../../db/dialect';
import { parseSearchTerm } from '../search/search-terms';

/**
 * The users an applicant search term names, through the people-search index (FTS5 on
 * SQLite, the tsvector's GIN index on PostgreSQL; migrations 20261123T0310, 20261127T1400, accents folded on both): each word is a
 * word prefix of the first or last name ("ada lov" finds Ada Lovelace), an e-mail address
 * matches exactly, as in people search. Null for an empty term (no filter); the result
 * drives `userId in (...)`, so a search reads the index's matches, not every applicant.
 */
export function applicantSearchUserIds(dialect: DialectName, raw: string): RawBuilder<string> | null {
  const term = parseSearchTerm(raw);
  if (term.kind === 'empty') return null;
  if (term.kind === 'nothing') return sql<string>`select null where 1 = 0`;
  if (term.kind === 'email') return sql<string>`select u.id from "user" u where u.email = ${term.email}`;
  if (dialect === 'postgres') {
    // `'ada':*A`: a prefix of a word of weight A, the names (the headline is weight B).
    const query = term.folded.map((word) => `'${word.replaceAll("'", "''").replaceAll('\\', '\\\\')}':*A`).join(' & ');
    // `offset 0` keeps the match a set of its own: pulled up into the page query, the planner
    // walked every applicant of the job in page order and tested each one's vector (1.7x slower
    // than the old LIKE at 10k applicants), since it cannot estimate a prefix match's rows.
    return sql<string>`select u.id from "user" u where u."searchVector" @@ ${pgFoldedTsquery(query)} offset 0`;
  }
  // `{first_name last_name} : ("ada"* AND "lov"*)`: every word a name prefix, never the headline.
  const query = `{first_name last_name} : (${term.folded.map((word) => `"${word.replaceAll('"', '""')}"*`).join(' AND ')})`;
  return sql<string>`select k."userId" from user_fts join user_search_key k on k."rowid" = user_fts.rowid
    where user_fts match ${query}`;
}
