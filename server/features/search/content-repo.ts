import type { SearchFilters } from '@shared/search/query';
import { type Expression, type ExpressionBuilder, type RawBuilder, type SqlBool, sql } from 'kysely';
import type { Db } from '../../db/database';
import { type DialectName, ilike } from '../../db/dialect';
import type { Database } from '../../db/schema';
import { visiblePostsFor } from '../posts/visibility';
import {
  type ExactTerms,
  type MessageSource,
  matchingJobs,
  messageSources,
  prefixTerms,
  type Source,
} from './content-sql';
import { involves, likeContains, likePrefix, otherOf } from './search-sql';

/**
 * Message search's reads (issue 39). What the viewer may read is decided here, per query, by
 * THE timeline rule (posts/visibility.ts: a comment is readable with its post), so leaving a
 * group, losing a relationship or a deleted post drops a result at once on every instance.
 * One statement per source answers the ids, times and relevance of the newest visible matches,
 * up to the cap; the page's rows are read afterwards, a query per table.
 */
export type MessageHit = { postId: string; commentId: string | null; at: string; score: number };
export type JobHit = { jobId: string; at: string; score: number };
export type ContentQuery = { viewerId: string; words: string[]; filters: SearchFilters; cap: number };

type PostEb = ExpressionBuilder<
  Database & { h: { postId: string; commentId: string | null } },
  'post' | 'h' | 'comment'
>;

/** The columns a source's filters read: a comment's own, else its post's. */
type Columns = { author: RawBuilder<string>; when: RawBuilder<string>; text: RawBuilder<string> };
const POST_COLUMNS: Columns = {
  author: sql<string>`post."createdBy"`,
  when: sql<string>`post."createdAt"`,
  text: sql<string>`coalesce(post.content, '')`,
};
const COMMENT_COLUMNS: Columns = {
  author: sql<string>`comment."createdBy"`,
  when: sql<string>`comment."createdAt"`,
  text: sql<string>`coalesce(comment.message, '')`,
};

/** Past this many people a `from:` stays a subquery rather than a list of ids. */
const MAX_AUTHOR_IDS = 200;

/** The start of a UTC day, and of the next one, as the stored ISO timestamps compare. */
const dayStart = (day: string) => `${day}T00:00:00.000Z`;
const nextDayStart = (day: string) => new Date(Date.parse(dayStart(day)) + 86_400_000).toISOString();

/** Best first: relevance, then the newer, then a fixed order. */
export function byRelevance<T extends { score: number; at: string }>(a: T, b: T): number {
  if (a.score !== b.score) return b.score - a.score;
  return a.at < b.at ? 1 : a.at > b.at ? -1 : 0;
}

export function contentRepo(db: Db, dialect: DialectName) {
  const like = sql.raw(ilike(dialect));

  /** SQLite: the words each source's index holds as one term (content-sql.ts, prefixTerms). */
  async function exactTerms(sources: Source[], words: string[]): Promise<ExactTerms> {
    if (dialect !== 'sqlite' || !words.length) return {};
    const out: ExactTerms = {};
    for (const source of sources) out[source] = await prefixTerms(db as never, source, words);
    return out;
  }

  /** Users whose first, last or full name starts with `name` ("me": the viewer). */
  const named = (viewerId: string, name: string) => {
    if (name.toLowerCase() === 'me') return sql`select ${viewerId} as id`;
    const p = likePrefix(name);
    return sql`select u.id from "user" u where u."firstName" ${like} ${p} escape '\\'
      or u."lastName" ${like} ${p} escape '\\' or (u."firstName" || ' ' || u."lastName") ${like} ${p} escape '\\'`;
  };

  /**
   * `from:`'s people as ids, read once before the search (null: too many to list, the caller
   * keeps the subquery). A list lets each source test a row's author before its visibility.
   */
  async function authorIds(q: ContentQuery): Promise<string[] | null> {
    if (!q.filters.from.length) return null;
    const names = sql.join(
      q.filters.from.map((name) => sql`${named(q.viewerId, name)}`),
      sql` union `,
    );
    const rows = await sql<{ id: string }>`select id from (${names}) a limit ${MAX_AUTHOR_IDS + 1}`.execute(db);
    return rows.rows.length > MAX_AUTHOR_IDS ? null : rows.rows.map((r) => r.id);
  }

  /** The viewer's groups named like `name`, and their relationships with someone so named. */
  const placesNamed = (viewerId: string, name: string) => sql<SqlBool>`(post."groupId" in (
      select m."groupId" from group_member m join groups g on g.id = m."groupId"
      where m."userId" = ${viewerId} and g.name ${like} ${likeContains(name)} escape '\\')
    or post."pairingId" in (select p.id from pairing p join "user" u on u.id = ${otherOf(viewerId)}
      where ${involves(viewerId)} and (u."firstName" ${like} ${likePrefix(name)} escape '\\'
        or u."lastName" ${like} ${likePrefix(name)} escape '\\'
        or (u."firstName" || ' ' || u."lastName") ${like} ${likePrefix(name)} escape '\\')))`;

  function messageFilters(
    eb: PostEb,
    q: ContentQuery,
    c: Columns,
    authors: string[] | null,
    comments: boolean,
  ): Expression<SqlBool>[] {
    const f = q.filters;
    const out: Expression<SqlBool>[] = [];
    if (f.from.length)
      out.push(
        authors
          ? authors.length
            ? sql<SqlBool>`${c.author} in (${sql.join(authors)})`
            : sql<SqlBool>`1 = 0`
          : eb.or(f.from.map((name) => sql<SqlBool>`${c.author} in (${named(q.viewerId, name)})`)),
      );
    if (f.hasFile)
      out.push(
        comments
          ? sql<SqlBool>`1 = 0`
          : sql<SqlBool>`exists (select 1 from post_attachment a where a."postId" = post.id)`,
      );
    if (f.before) out.push(sql<SqlBool>`${c.when} < ${dayStart(f.before)}`);
    if (f.after) out.push(sql<SqlBool>`${c.when} >= ${nextDayStart(f.after)}`);
    if (f.in.length) out.push(eb.or(f.in.map((name) => placesNamed(q.viewerId, name))));
    if (f.hasLink)
      out.push(
        sql<SqlBool>`(${c.text} ${like} '%http://%' or ${c.text} ${like} '%https://%' or ${c.text} ${like} '%www.%')`,
      );
    return out;
  }

  /**
   * Visible posts and comments that match: at most `cap` of each source (its own text, file
   * names, document text, comments), the newest, merged (a post once, at its best score), best
   * first (byRelevance): a page of relevance within the newest `cap` matches of each source, which
   * keeps SQLite's stream by rowid. `from:` is read as ids first; it and `has:file` are
   * tested on the index's key row (content-sql.ts), before the post row and the visibility rule
   * are read, and the other filters come before the visibility rule too.
   */
  async function messages(q: ContentQuery): Promise<MessageHit[]> {
    const authors = await authorIds(q);
    if (authors && !authors.length) return [];
    const sources: MessageSource[] = q.words.length
      ? messageSources(
          dialect,
          q.words,
          { authors, hasFile: q.filters.hasFile },
          await exactTerms(['post', 'file', 'document', 'comment'], q.words),
        )
      : [
          {
            sql: sql`select id as "postId", cast(null as text) as "commentId", cast(null as bigint) as r, 0 as score from post`,
            comments: false,
            byR: false,
          },
        ];
    // A source's `r` orders its matches newest first (content-sql.ts): SQLite's FTS rowid,
    // PostgreSQL's copy of the time beside the vector; else the order is by time.
    const lists = await Promise.all(
      sources
        .filter((source) => !(source.comments && q.filters.hasFile))
        .map((source) => {
          const c = source.comments ? COMMENT_COLUMNS : POST_COLUMNS;
          const base = db
            .selectFrom(
              sql<{ postId: string; commentId: string | null; r: number | null; score: number }>`(${source.sql})`.as(
                'h',
              ),
            )
            .innerJoin('post', 'post.id', 'h.postId');
          const joined = source.comments ? base.innerJoin('comment', 'comment.id', 'h.commentId') : base;
          return (joined as typeof base)
            .where((eb) =>
              eb.and([
                ...messageFilters(eb as PostEb, q, c, authors, source.comments),
                visiblePostsFor(q.viewerId)(eb as never),
              ]),
            )
            .select(['h.postId as postId', 'h.commentId as commentId', c.when.as('at'), 'h.score as score'])
            .orderBy(source.byR ? sql`h.r` : c.when, 'desc')
            .limit(q.cap)
            .execute();
        }),
    );
    const merged = new Map<string, MessageHit>();
    for (const row of lists.flat()) {
      const key = `${row.postId}:${row.commentId ?? ''}`;
      const hit = { postId: row.postId, commentId: row.commentId, at: String(row.at), score: Number(row.score) };
      const seen = merged.get(key);
      if (!seen || hit.score > seen.score) merged.set(key, hit);
    }
    return [...merged.values()].sort(byRelevance).slice(0, q.cap);
  }

  /**
   * Jobs that match: published or closed ones (as their public page shows them), and the
   * viewer's own drafts. A job lives in no group or relationship and has no files or links,
   * so `in:` and `has:` leave jobs out.
   */
  async function jobs(q: ContentQuery): Promise<JobHit[]> {
    const f = q.filters;
    if (!q.words.length || f.in.length || f.hasFile || f.hasLink) return [];
    const rows = await db
      .selectFrom('job_posting as j')
      .innerJoin(
        sql<{
          jobId: string;
          score: number;
        }>`(${matchingJobs(dialect, q.words, (await exactTerms(['job'], q.words)).job)})`.as('mj'),
        'mj.jobId',
        'j.id',
      )
      .where((eb) => eb.or([eb('j.status', 'in', ['Published', 'Closed']), eb('j.createdBy', '=', q.viewerId)]))
      .$if(f.from.length > 0, (qb) =>
        qb.where((eb) => eb.or(f.from.map((name) => sql<SqlBool>`j."createdBy" in (${named(q.viewerId, name)})`))),
      )
      .$if(!!f.before, (qb) => qb.where('j.createdAt', '<', dayStart(f.before ?? '')))
      .$if(!!f.after, (qb) => qb.where('j.createdAt', '>=', nextDayStart(f.after ?? '')))
      .select(['j.id as jobId', 'j.createdAt as at', 'mj.score as score'])
      .orderBy('j.createdAt', 'desc')
      .orderBy('j.id', 'desc')
      .limit(q.cap)
      .execute();
    return rows.map((r) => ({ jobId: r.jobId, at: String(r.at), score: Number(r.score) }));
  }

  /** What a page of results shows, one query per table. */
  async function pageParts(viewerId: string, postIds: string[], commentIds: string[], jobIds: string[]) {
    const none = Promise.resolve([]);
    const [posts, comments, files, documents, jobRows] = await Promise.all([
      postIds.length
        ? db
            .selectFrom('post')
            .select(['id', 'type', 'title', 'content', 'createdBy', 'createdAt', 'groupId', 'pairingId'])
            .where('id', 'in', postIds)
            .execute()
        : none,
      commentIds.length
        ? db
            .selectFrom('comment')
            .select(['id', 'postId', 'parentId', 'message', 'createdBy', 'createdAt'])
            .where('id', 'in', commentIds)
            .execute()
        : none,
      postIds.length
        ? db
            .selectFrom('post_attachment')
            .select(['postId', 'position', 'filename'])
            .where('postId', 'in', postIds)
            .orderBy('position')
            .execute()
        : none,
      postIds.length
        ? db
            .selectFrom('post_attachment_media')
            .select(['postId', 'position', 'extractedText'])
            .where('postId', 'in', postIds)
            .where('extractedText', 'is not', null)
            .execute()
        : none,
      jobIds.length
        ? db
            .selectFrom('job_posting')
            .select(['id', 'title', 'description', 'createdBy', 'createdAt'])
            .where('id', 'in', jobIds)
            .execute()
        : none,
    ]);
    const authorIds = [...new Set([...posts, ...comments, ...jobRows].map((r) => r.createdBy))];
    const groupIds = [...new Set(posts.flatMap((p) => (p.groupId ? [p.groupId] : [])))];
    const pairingIds = [...new Set(posts.flatMap((p) => (p.pairingId ? [p.pairingId] : [])))];
    const [authors, groups, pairings] = await Promise.all([
      authorIds.length
        ? db.selectFrom('user').select(['id', 'firstName', 'lastName', 'avatar']).where('id', 'in', authorIds).execute()
        : none,
      // Only groups the viewer is in are named; a public post of another group shows as home.
      groupIds.length
        ? db
            .selectFrom('groups as g')
            .innerJoin('group_member as m', 'm.groupId', 'g.id')
            .select(['g.id', 'g.name'])
            .where('g.id', 'in', groupIds)
            .where('m.userId', '=', viewerId)
            .execute()
        : none,
      pairingIds.length
        ? db
            .selectFrom('pairing as p')
            .innerJoin('user as u', (j) => j.on(sql`u.id`, '=', otherOf(viewerId)))
            .select(['p.id', 'u.firstName', 'u.lastName'])
            .where('p.id', 'in', pairingIds)
            .where((eb) => eb.or([eb('p.userId1', '=', viewerId), eb('p.userId2', '=', viewerId)]))
            .execute()
        : none,
    ]);
    return { posts, comments, files, documents, jobs: jobRows, authors, groups, pairings };
  }

  return { messages, jobs, pageParts };
}
export type PageParts = Awaited<ReturnType<ReturnType<typeof contentRepo>['pageParts']>>;
