import { type Kysely, type RawBuilder, sql } from 'kysely';
import { pgFoldedTsquery } from '../../db/accent-folding';
import { SEARCH_SOURCES, type SearchSource } from '../../db/content-index';
import type { DialectName } from '../../db/dialect';

/**
 * The message-search match, one function per dialect (the index itself is built by the
 * migrations 20261129T0650-content-search and, on PostgreSQL, 20261129T1300-search-vectors). As in people search (search-sql.ts) every word
 * matches as itself or as a word prefix, all words must match, and words reach the engine
 * only as quoted literals. Each function answers the keys of the matching rows of a source.
 */
export type Source = keyof typeof SEARCH_SOURCES;

/**
 * On SQLite a word is its prefix phrase alone: `"w"*` matches `w` itself too, and bm25 reads
 * every row of each phrase to weigh it, so `("w" OR "w"*)` cost that read twice. A word whose
 * prefix names one term of the index (`exact`, from prefixTerms) is that term's phrase: the
 * same rows and the same bm25, without FTS5 merging the prefix's doclists first.
 */
function ftsQuery(words: readonly string[], exact?: ReadonlyMap<string, string>): string {
  const quote = (text: string) => `"${text.replaceAll('"', '""')}"`;
  return words
    .map((word) => {
      const term = exact?.get(word);
      return term === undefined ? `${quote(word)}*` : quote(term);
    })
    .join(' AND ');
}

/** A word SQLite's tokenizer keeps whole and as it is: one token, the same text. */
const PLAIN_WORD = /^[a-z0-9]+$/;

/** After every term that starts with a word in the index's byte order. */
const AFTER_PREFIX = '\u{10ffff}';

/**
 * SQLite: the index's first term at or after `from` that starts with `prefix`, read from its
 * vocabulary (20261129T1310-search-vocab), which reads a term's instances lazily.
 */
function firstTerm(source: Source, from: string, prefix: string): RawBuilder<{ term: string }> {
  const vocab = sql.table(`${SEARCH_SOURCES[source].name}_fts_vocab`);
  return sql<{
    term: string;
  }>`select term from ${vocab} where term >= ${from} and term < ${prefix + AFTER_PREFIX} limit 1`;
}

/**
 * SQLite: for each plain word whose prefix names exactly one term of `source`'s index, that
 * term (see ftsQuery). The term after the first is looked up from the first followed by
 * U+0001, which no term holds: `term >` would read every instance of the first.
 */
export async function prefixTerms(
  db: Kysely<any>,
  source: Source,
  words: readonly string[],
): Promise<Map<string, string>> {
  const exact = new Map<string, string>();
  for (const word of new Set(words)) {
    if (!PLAIN_WORD.test(word)) continue;
    const first = (await firstTerm(source, word, word).execute(db)).rows[0]?.term;
    if (first === undefined) continue;
    const second = (await firstTerm(source, `${first}\u0001`, word).execute(db)).rows[0]?.term;
    if (second === undefined) exact.set(word, first);
  }
  return exact;
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
 * by time would read every match first. On PostgreSQL `r` is the time kept beside the vector
 * (20261129T1300-search-vectors: a post's or comment's own, a file's post's), so the newest
 * matches are read in its index's order without reading each row; null for jobs.
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
  exact?: ReadonlyMap<string, string>,
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
      from ${sql.table(`${s.name}_vec`)} t${joined} where t."vector" @@ ${query}${sql.join(
        keyWhere.map((condition) => sql` and ${condition}`),
        sql``,
      )}`;
  }
  const fts = sql.table(`${s.name}_fts`);
  const joined = join ? sql.raw(` join "${join.table}" ${join.alias} on ${join.on.replaceAll('$', 'k')}`) : sql``;
  return sql`select ${select('k')}, ${fts}.rowid as r, -bm25(${fts}) as score from ${fts} join ${sql.table(`${s.name}_fts_key`)} k on k."rowid" = ${fts}.rowid${joined}
    where ${fts} match ${ftsQuery(words, exact)}${sql.join(
      keyWhere.map((condition) => sql` and ${condition}`),
      sql``,
    )}`;
}

/**
 * What the index's own rows can test of a match before its post is read (SQLite's key tables,
 * 20261129T0820-search-filter-keys; PostgreSQL's vector tables, 20261129T1300-search-vectors):
 * its author among `from:`'s, the post has files.
 */
export type KeyFilters = { authors: readonly string[] | null; hasFile: boolean };

function keyConditions(dialect: DialectName, filters: KeyFilters, source: 'post' | 'comment'): RawBuilder<unknown>[] {
  // SQLite's key table is `k`, PostgreSQL's vector table `t` (20261129T1300-search-vectors).
  const key = sql.raw(dialect === 'sqlite' ? 'k' : 't');
  const out: RawBuilder<unknown>[] = [];
  if (filters.authors) out.push(sql`${key}."createdBy" in (${sql.join([...filters.authors])})`);
  if (filters.hasFile && source === 'post') out.push(dialect === 'sqlite' ? sql`k."hasFile" = 1` : sql`t."hasFile"`);
  return out;
}

/** `byR`: `r` orders the source's matches newest first (else the caller orders by time). */
/** Per source, the words matched as one exact term (prefixTerms; SQLite only). */
export type ExactTerms = Partial<Record<Source, ReadonlyMap<string, string>>>;

export type MessageSource = { sql: RawBuilder<unknown>; comments: boolean; byR: boolean };

/**
 * The sources of post and comment matches, each `("postId", "commentId", r, score)`: a post's own
 * text, its file names, its documents' text, and comments (with their post; `comments` marks it).
 */
export function messageSources(
  dialect: DialectName,
  words: readonly string[],
  filters: KeyFilters = { authors: null, hasFile: false },
  exact: ExactTerms = {},
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
      matching(
        dialect,
        'post',
        words,
        { id: 'postId' },
        undefined,
        keyConditions(dialect, filters, 'post'),
        exact.post,
      ),
    ),
    asPost('file', matching(dialect, 'file', words, { postId: 'postId' }, undefined, [], exact.file)),
    asPost('document', matching(dialect, 'document', words, { postId: 'postId' }, undefined, [], exact.document)),
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
        exact.comment,
      ),
      comments: true,
    },
  ];
}

/** Jobs whose title or description match: `("jobId", r, score)`. */
export function matchingJobs(
  dialect: DialectName,
  words: readonly string[],
  exact?: ReadonlyMap<string, string>,
): RawBuilder<unknown> {
  return matching(dialect, 'job', words, { id: 'jobId' }, undefined, [], exact);
}
