import { type RawBuilder, sql } from 'kysely';
import { pgFoldedTsquery } from '../../db/accent-folding';
import { SEARCH_SOURCES, type SearchSource } from '../../db/content-index';
import type { DialectName } from '../../db/dialect';

/**
 * The message-search match, one function per dialect (the index itself is built by the
 * migrations 20261129T0650-content-search and, on PostgreSQL, 20261129T1300-search-vectors). As in people search (search-sql.ts) every word
 * matches as itself or as a word prefix, all words must match, and words reach the engine
 * only as quoted literals. Each function answers the keys of the matching rows of a source.
 */
type Source = keyof typeof SEARCH_SOURCES;

/**
 * On SQLite a word is its prefix phrase alone: `"w"*` matches `w` itself too, and bm25 reads
 * every row of each phrase to weigh it, so `("w" OR "w"*)` cost that read twice.
 */
function ftsQuery(words: readonly string[]): string {
  return words
    .map((word) => {
      const quoted = `"${word.replaceAll('"', '""')}"`;
      return `${quoted}*`;
    })
    .join(' AND ');
}

function tsQuery(words: readonly string[]): string {
  return words
    .map((word) => {
      const quoted = `'${word.replaceAll("'", "''").replaceAll('\\', '\\\\')}'`;
      return `(${quoted} | ${quoted}:*)`;
    })
    .join(' & ');
}

/**
 * `select <keys as named>, r, score from <source> where <it matches>`. On SQLite `r` is the FTS
 * rowid, which grows with the key table's inserts, that is in the order rows were written:
 * ordering by it newest first lets FTS5 stream the matches and a page stop early, where sorting
 * by time would read every match first. On PostgreSQL `r` is the row's time kept beside its
 * vector (20261129T1300-search-vectors) for posts and comments, so the newest matches are read
 * in its index's order without reading each row; null for the other sources (the caller orders
 * by the post's time).
 * `score` is the match's relevance, higher is better: FTS5's bm25 negated on SQLite, ts_rank on
 * PostgreSQL, divided by 1 + log(length) (flag 1) so that there too a short message that says
 * the words ranks above a long one that mentions them, as bm25 ranks it.
 */
export function matching(
  dialect: DialectName,
  source: Source,
  words: readonly string[],
  keys: Record<string, string>,
  join?: { table: string; alias: string; on: string; select: Record<string, string> },
  keyWhere: RawBuilder<unknown>[] = [],
): RawBuilder<unknown> {
  const s: SearchSource = SEARCH_SOURCES[source];
  const select = (alias: string) =>
    sql.raw(
      [
        ...Object.entries(keys).map(([column, as]) => `${alias}."${column}" as "${as}"`),
        ...Object.entries(join?.select ?? {}).map(([column, as]) => `${join?.alias}."${column}" as "${as}"`),
      ].join(', '),
    );
  if (dialect === 'postgres') {
    const joined = join ? sql.raw(` join "${join.table}" ${join.alias} on ${join.on.replaceAll('$', 't')}`) : sql``;
    const query = pgFoldedTsquery(tsQuery(words));
    const r = s.time ? sql.raw('t."at"') : sql.raw('cast(null as bigint)');
    return sql`select ${select('t')}, ${r} as r, ts_rank(t."vector", ${query}, 1) as score
      from ${sql.table(`${s.name}_vec`)} t${joined} where t."vector" @@ ${query}`;
  }
  const fts = sql.table(`${s.name}_fts`);
  const joined = join ? sql.raw(` join "${join.table}" ${join.alias} on ${join.on.replaceAll('$', 'k')}`) : sql``;
  return sql`select ${select('k')}, ${fts}.rowid as r, -bm25(${fts}) as score from ${fts} join ${sql.table(`${s.name}_fts_key`)} k on k."rowid" = ${fts}.rowid${joined}
    where ${fts} match ${ftsQuery(words)}${sql.join(
      keyWhere.map((condition) => sql` and ${condition}`),
      sql``,
    )}`;
}

/**
 * What SQLite's key tables can test of a match before its row is read
 * (20261129T0820-search-filter-keys): its author among `from:`'s, the post has files.
 */
export type KeyFilters = { authors: readonly string[] | null; hasFile: boolean };

function keyConditions(dialect: DialectName, filters: KeyFilters, source: 'post' | 'comment'): RawBuilder<unknown>[] {
  if (dialect !== 'sqlite') return [];
  const out: RawBuilder<unknown>[] = [];
  if (filters.authors) out.push(sql`k."createdBy" in (${sql.join([...filters.authors])})`);
  if (filters.hasFile && source === 'post') out.push(sql`k."hasFile" = 1`);
  return out;
}

/** `byR`: `r` orders the source's matches newest first (else the caller orders by time). */
export type MessageSource = { sql: RawBuilder<unknown>; comments: boolean; byR: boolean };

/**
 * The sources of post and comment matches, each `("postId", "commentId", r, score)`: a post's own
 * text, its file names, its documents' text, and comments (with their post; `comments` marks it).
 */
export function messageSources(
  dialect: DialectName,
  words: readonly string[],
  filters: KeyFilters = { authors: null, hasFile: false },
): MessageSource[] {
  const none = { commentId: sql`cast(null as text)` };
  const byR = (source: Source) => dialect === 'sqlite' || !!(SEARCH_SOURCES[source] as SearchSource).time;
  const asPost = (source: Source, inner: RawBuilder<unknown>) => ({
    sql: sql`select "postId", ${none.commentId} as "commentId", r, score from (${inner}) m`,
    comments: false,
    byR: byR(source),
  });
  return [
    asPost(
      'post',
      matching(dialect, 'post', words, { id: 'postId' }, undefined, keyConditions(dialect, filters, 'post')),
    ),
    asPost('file', matching(dialect, 'file', words, { postId: 'postId' })),
    asPost('document', matching(dialect, 'document', words, { postId: 'postId' })),
    {
      byR: byR('comment'),
      sql: matching(
        dialect,
        'comment',
        words,
        { id: 'commentId' },
        {
          table: 'comment',
          alias: 'c',
          on: 'c.id = $."id"',
          select: { postId: 'postId' },
        },
        keyConditions(dialect, filters, 'comment'),
      ),
      comments: true,
    },
  ];
}

/** Jobs whose title or description match: `("jobId", r, score)`. */
export function matchingJobs(dialect: DialectName, words: readonly string[]): RawBuilder<unknown> {
  return matching(dialect, 'job', words, { id: 'jobId' });
}
