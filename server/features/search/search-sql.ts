import { type RawBuilder, sql } from 'kysely';
import type { SearchScope } from '@shared/api/search';
import { DELETED_USER_STATUS } from '@shared/rules';
import { pgFoldedTsquery } from '../../db/accent-folding';
import type { DialectName } from '../../db/dialect';

/**
 * The people-search match, one function per dialect (the index itself is built by the
 * migration 20261123T0310-discovery-profiles). Each word matches as itself or as a word
 * prefix ("ada lov" finds Ada Lovelace); the exact form adds to the engine's score, and a
 * whole first or last name (or the whole name) ranks first, so Ada comes before Adam for
 * "ada". Words reach the engine only as quoted literals.
 *
 * Ranking, the viewer, deleted users and the scope are all decided inside the index
 * query, on columns the index holds, so a page costs one pass over the matches and the
 * joins run for the page's rows only.
 */
export type RankedUsers = {
  /** `rid, exact, score, ln, fn` of a match. */
  columns: RawBuilder<unknown>;
  /** `from ... where ...`: every visible match. */
  source: RawBuilder<unknown>;
  /** Joins the hits `h` to `"user" u`. */
  toUser: RawBuilder<unknown>;
};

export type RankedUsersInput = { viewerId: string; words: string[]; phrase: string; scope?: SearchScope };

/** Best first: the ordering of the hits, by their column names. */
export const HITS_ORDER = sql`exact desc, score, ln, fn, rid`;
export const HITS_ORDER_H = sql`h.exact desc, h.score, h.ln, h.fn, h.rid`;

export function rankedUsers(dialect: DialectName, input: RankedUsersInput): RankedUsers {
  return dialect === 'postgres' ? postgresRanked(input) : sqliteRanked(input);
}

/**
 * FTS5: `("ada" OR "ada"*) AND ("lov" OR "lov"*)`; bm25 weighs names above the headline.
 * Deleted users are not in the index (its triggers take them out); rows are FTS rowids.
 */
function sqliteRanked({ viewerId, words, phrase, scope }: RankedUsersInput): RankedUsers {
  const query = words
    .map((word) => {
      const quoted = `"${word.replaceAll('"', '""')}"`;
      return `(${quoted} OR ${quoted}*)`;
    })
    .join(' AND ');
  const mine = sql`select k."rowid" from pairing p join user_search_key k on k."userId" = ${otherOf(viewerId)}
    where ${involves(viewerId)} and p.status = 'connected'`;
  const exact = exactness(sql`user_fts.first_name`, sql`user_fts.last_name`, phrase, words);
  // `+rowid` keeps the scope a filter: as a rowid lookup, FTS5 would rerun the match per connection.
  return {
    columns: sql`user_fts.rowid as rid, ${exact} as exact, bm25(user_fts, 10.0, 10.0, 2.0) as score,
      lower(user_fts.last_name) as ln, lower(user_fts.first_name) as fn`,
    source: sql`from user_fts where user_fts match ${query}
      and user_fts.rowid <> coalesce((select "rowid" from user_search_key where "userId" = ${viewerId}), -1)
      ${scopeFilter(sql`+user_fts.rowid`, mine, scope)}`,
    toUser: sql`join user_search_key k on k."rowid" = h.rid join "user" u on u.id = k."userId"`,
  };
}

/** tsquery: `('ada' | 'ada':*) & ('lov' | 'lov':*)` on the generated "searchVector". */
function postgresRanked({ viewerId, words, phrase, scope }: RankedUsersInput): RankedUsers {
  const query = words
    .map((word) => {
      const quoted = `'${word.replaceAll("'", "''").replaceAll('\\', '\\\\')}'`;
      return `(${quoted} | ${quoted}:*)`;
    })
    .join(' & ');
  const mine = sql`select ${otherOf(viewerId)} from pairing p where ${involves(viewerId)} and p.status = 'connected'`;
  const exact = exactness(sql`u."firstName"`, sql`u."lastName"`, phrase, words);
  return {
    columns: sql`u.id as rid, ${exact} as exact, -ts_rank(u."searchVector", ${pgFoldedTsquery(query)}) as score,
      lower(u."lastName") as ln, lower(u."firstName") as fn`,
    source: sql`from "user" u where u."searchVector" @@ ${pgFoldedTsquery(query)}
      and u.status <> ${DELETED_USER_STATUS} and u.id <> ${viewerId} ${scopeFilter(sql`u.id`, mine, scope)}`,
    toUser: sql`join "user" u on u.id = h.rid`,
  };
}

/** Scope `connections`: among the viewer's connected people; `others`: outside them. */
function scopeFilter(row: RawBuilder<unknown>, mine: RawBuilder<unknown>, scope?: SearchScope) {
  if (scope === 'connections') return sql`and ${row} in (${mine})`;
  if (scope === 'others') return sql`and ${row} not in (${mine})`;
  return sql``;
}

/** Pairings of the viewer (stored once, either column) and the other person of each. */
export function involves(viewerId: string): RawBuilder<unknown> {
  return sql`(p."userId1" = ${viewerId} or p."userId2" = ${viewerId})`;
}
export function otherOf(viewerId: string): RawBuilder<string> {
  return sql<string>`(case when p."userId1" = ${viewerId} then p."userId2" else p."userId1" end)`;
}

/**
 * How exactly the name matches, higher first: the whole name as typed, then one point per
 * word that is a whole first or last name. (SQLite's lower() folds ASCII only; non-ASCII
 * names still match through the index, without this boost.)
 */
function exactness(first: RawBuilder<unknown>, last: RawBuilder<unknown>, phrase: string, words: string[]) {
  const perWord = words.map((w) => sql`(case when lower(${first}) = ${w} or lower(${last}) = ${w} then 1 else 0 end)`);
  return sql<number>`(case when lower(${first} || ' ' || ${last}) = ${phrase} then 100 else 0 end + ${sql.join(perWord, sql` + `)})`;
}

/**
 * The pairing between the viewer and `u`, stored once with userId1 < userId2: one
 * lookup on the pair's unique index per row.
 */
export function pairingWithViewer(viewerId: string): RawBuilder<unknown> {
  return sql`left join pairing p on p."userId1" = (case when u.id < ${viewerId} then u.id else ${viewerId} end)
    and p."userId2" = (case when u.id < ${viewerId} then ${viewerId} else u.id end)`;
}

/** `%`, `_` and the escape character itself match literally in LIKE patterns built from user text. */
export function likeContains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

export function likePrefix(text: string): string {
  return `${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}
