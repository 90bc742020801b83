/**
 * What message search indexes (issue 39), shared by the migration that builds the index
 * (20261129T0650-content-search) and the queries that read it (features/search/content-sql.ts).
 * Changing an expression here needs a migration that rebuilds the index.
 */
import { pgFoldAccentsSql } from './accent-folding';

export type SearchSource = {
  /** Prefix of the index: `<name>_idx` on PostgreSQL, `<name>_fts` and `<name>_fts_key` on SQLite. */
  name: string;
  table: string;
  /** The source's primary key columns, copied into SQLite's key table. */
  keys: string[];
  /** The text columns indexed (one FTS5 column each). */
  columns: string[];
  /**
   * The time search orders the source's matches by, copied beside its vector on PostgreSQL
   * (20261129T1300-search-vectors) so the newest matches are read in that index's order without
   * reading each source row: the row's own `createdAt`, or its post's (`postId`) for a file.
   */
  time?: 'own' | 'post';
};

/** A document's text is indexed up to here; the rest is not searchable. */
export const SEARCH_MAX_TEXT = 200_000;

export const SEARCH_SOURCES = {
  post: { name: 'post_search', table: 'post', keys: ['id'], columns: ['title', 'content'], time: 'own' },
  comment: { name: 'comment_search', table: 'comment', keys: ['id'], columns: ['message'], time: 'own' },
  file: {
    name: 'file_search',
    table: 'post_attachment',
    keys: ['postId', 'position'],
    columns: ['filename'],
    time: 'post',
  },
  document: {
    name: 'document_search',
    table: 'post_attachment_media',
    keys: ['postId', 'position'],
    columns: ['extractedText'],
    time: 'post',
  },
  job: { name: 'job_search', table: 'job_posting', keys: ['id'], columns: ['title', 'description'] },
} satisfies Record<string, SearchSource>;

/**
 * PostgreSQL's vector of a row, as SQL text with every constant inline (the planner matches
 * it to the expression index only if it is the same expression): punctuation becomes a space
 * (as FTS5's unicode61 splits), accents fold (as `remove_diacritics 2`), long text is cut.
 * `alias` qualifies the columns in a query; the index names them bare.
 */
export function pgContentVector(source: SearchSource, alias?: string): string {
  const col = (c: string) => (alias ? `${alias}."${c}"` : `"${c}"`);
  const text = source.columns.map((c) => `coalesce(${col(c)}, '')`).join(` || ' ' || `);
  return `to_tsvector('simple'::regconfig, ${pgFoldAccentsSql(`regexp_replace(left(${text}, ${SEARCH_MAX_TEXT}), '[[:punct:]]+', ' ', 'g')`)})`;
}
