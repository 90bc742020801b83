import { type RawBuilder, sql } from 'kysely';
import { pgFoldedTsquery } from '../../db/accent-folding';
import { pgContentVector, SEARCH_SOURCES, type SearchSource } from '../../db/content-index';
import type { DialectName } from '../../db/dialect';

/**
 * The message-search match, one function per dialect (the index itself is built by the
 * migration 20261129T0650-content-search). As in people search (search-sql.ts) every word
 * matches as itself or as a word prefix, all words must match, and words reach the engine
 * only as quoted literals. Each function answers the keys of the matching rows of a source.
 */
type Source = keyof typeof SEARCH_SOURCES;

function ftsQuery(words: readonly string[]): string {
  return words
    .map((word) => {
      const quoted = `"${word.replaceAll('"', '""')}"`;
      return `(${quoted} OR ${quoted}*)`;
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

/** `select <keys as named> from <source> where <it matches>`. */
export function matching(
  dialect: DialectName,
  source: Source,
  words: readonly string[],
  keys: Record<string, string>,
): RawBuilder<unknown> {
  const s: SearchSource = SEARCH_SOURCES[source];
  const select = (alias: string) =>
    sql.raw(
      Object.entries(keys)
        .map(([column, as]) => `${alias}."${column}" as "${as}"`)
        .join(', '),
    );
  if (dialect === 'postgres') {
    return sql`select ${select('t')} from ${sql.table(s.table)} t
      where ${sql.raw(pgContentVector(s, 't'))} @@ ${pgFoldedTsquery(tsQuery(words))}`;
  }
  const fts = sql.table(`${s.name}_fts`);
  return sql`select ${select('k')} from ${fts} join ${sql.table(`${s.name}_fts_key`)} k on k."rowid" = ${fts}.rowid
    where ${fts} match ${ftsQuery(words)}`;
}

/**
 * Posts and comments whose own text, file names or document text match: `("postId",
 * "commentId")`, a post once (`commentId` null) however many of its parts match.
 */
export function matchingMessages(dialect: DialectName, words: readonly string[]): RawBuilder<unknown> {
  const posts = matching(dialect, 'post', words, { id: 'postId' });
  const files = matching(dialect, 'file', words, { postId: 'postId' });
  const documents = matching(dialect, 'document', words, { postId: 'postId' });
  const comments = matching(dialect, 'comment', words, { id: 'commentId' });
  const nothing = sql`cast(null as text)`;
  return sql`select "postId", ${nothing} as "commentId" from (${posts}) mp
    union select "postId", ${nothing} from (${files}) mf
    union select "postId", ${nothing} from (${documents}) md
    union select c."postId", c.id from comment c where c.id in (select "commentId" from (${comments}) mc)`;
}

/** Jobs whose title or description match: `("jobId")`. */
export function matchingJobs(dialect: DialectName, words: readonly string[]): RawBuilder<unknown> {
  return matching(dialect, 'job', words, { id: 'jobId' });
}
