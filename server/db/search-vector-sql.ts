import { type SearchSource as Source, SEARCH_MAX_TEXT } from './content-index';
import { pgFoldAccentsSql } from './accent-folding';

/**
 * The SQL of message search's stored vectors on PostgreSQL (migrations 20261129T1300-search-vectors
 * and 20261129T2300-search-fold-ascii): each source's `<name>_vec` row, as its trigger writes it.
 * The vector's expression is a parameter: a migration that changes it rewrites the triggers.
 */
const q = (name: string) => `"${name}"`;

/** The time a row's matches are ordered by (content-index.ts), as SQL over `row`. */
function timeOf(s: Source, row: string): string | null {
  if (s.time === 'own') return `${row}."createdAt"`;
  if (s.time === 'post') return `(select p."createdAt" from "post" p where p."id" = ${row}."postId")`;
  return null;
}

/**
 * What `from:` and `has:file` test on a match's vector row before its post is read, as SQLite's
 * key tables hold them (20261129T0820-search-filter-keys): the author (never changes) and
 * whether a post has files (kept by triggers on its files).
 */
export const FILTER_COLUMNS: Record<string, { name: string; type: string; value: (row: string) => string }[]> = {
  post_search: [
    { name: 'createdBy', type: 'text', value: (row) => `${row}."createdBy"` },
    {
      name: 'hasFile',
      type: 'boolean',
      value: (row) => `exists (select 1 from "post_attachment" a where a."postId" = ${row}."id")`,
    },
  ],
  comment_search: [{ name: 'createdBy', type: 'text', value: (row) => `${row}."createdBy"` }],
};

/** A source's vector as SQL over `row` (content-index.ts's pgContentVector, or pgContentVectorAsciiFirst). */
export type VectorSql = (s: Source, row: string) => string;

/** The columns of `<name>_vec` a write fills: the key, the time if the source has one, its filters, the vector. */
export function vectorColumns(s: Source): string {
  const filters = FILTER_COLUMNS[s.name] ?? [];
  return [...s.keys.map(q), ...(s.time ? ['"at"'] : []), ...filters.map((f) => q(f.name)), '"vector"'].join(', ');
}

/** Their values, from `row`. */
export function vectorValues(s: Source, row: string, vector: VectorSql): string {
  const filters = FILTER_COLUMNS[s.name] ?? [];
  return [
    ...s.keys.map((k) => `${row}.${q(k)}`),
    ...(s.time ? [timeOf(s, row)] : []),
    ...filters.map((f) => f.value(row)),
    vector(s, row),
  ].join(', ');
}

/** The trigger function that writes a source row's vector on insert and on an update of what it indexes. */
export function vectorWriteFunction(s: Source, vector: VectorSql): string {
  const keys = s.keys.map(q).join(', ');
  return `create or replace function ${s.name}_vec_write() returns trigger language plpgsql as $$ begin
      insert into ${s.name}_vec (${vectorColumns(s)}) values (${vectorValues(s, 'new', vector)})
        on conflict (${keys}) do update set ${s.time ? '"at" = excluded."at", ' : ''}"vector" = excluded."vector";
      return null;
    end $$`;
}

/**
 * pgContentVector's vector, the same to the byte, with accent folding skipped for text that is
 * all ASCII (most of it): translate() over some 300 letters cost about 30 µs a chat message, the
 * largest part of PostgreSQL's time for a new post, and has nothing to fold in ASCII.
 */
export function pgContentVectorAsciiFirst(source: Source, alias?: string): string {
  const col = (c: string) => (alias ? `${alias}."${c}"` : `"${c}"`);
  const text = `left(${source.columns.map((c) => `coalesce(${col(c)}, '')`).join(` || ' ' || `)}, ${SEARCH_MAX_TEXT})`;
  const spaced = `regexp_replace(${text}, '[[:punct:]]+', ' ', 'g')`;
  return `to_tsvector('simple'::regconfig, case when octet_length(${text}) = char_length(${text}) then ${spaced} else ${pgFoldAccentsSql(spaced)} end)`;
}
