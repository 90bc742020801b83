import type { Post, TimelinePage } from '@shared/api/posts';
import { compiledOnce } from '../../db/compiled-once';
import type { Db } from '../../db/database';
import { withKnownJson } from '../../http/envelope';
import type { Services } from '../../services';

/**
 * A group's or relationship's first page is the same for every member but for one field,
 * the viewer's own like. It is kept here as every member reads it (hydrated for no viewer),
 * by channel, and answered with that field filled in per request.
 *
 * Freshness: every change a page shows (a post written, edited, deleted, pinned or its files
 * checked, a comment, a like, members added or removed) publishes an event on the target's
 * channel, and each event raises the channel's last seq in the database. An entry keeps the
 * seq read before its page was read, and is used only while the channel's seq is still that
 * one: one point read, the same answer on every instance, so a change acknowledged on one
 * instance is seen by the next read on any other (no bus message to wait for). Who may read
 * the timeline is not cached: the caller checks membership on every request first.
 *
 * Not on the channel: the authors' cards (a renamed author, a new avatar). An entry is
 * therefore used for FIRST_PAGE_TTL_MS at most. Pages holding a reshared post are not
 * cached: whether its original shows depends on the viewer, and its changes are published
 * on the original's channels.
 */
export const FIRST_PAGE_TTL_MS = 30_000;

/**
 * A shared page's JSON, made once when it is cached (JSON.stringify of the page was an eighth
 * of a cached first page's CPU): the text around the posts, each post's, and each post's as a
 * viewer who likes it sees it (made on first need). A viewer's answer joins these.
 */
type PageJson = { head: string; tail: string; posts: string[]; liked: (string | undefined)[]; whole: string };

/** A page every member may share, or the mark that the page at this seq cannot be shared. */
type Entry = { page: TimelinePage | null; json: PageJson | null; seq: number; filledAt: number };
type Deps = Pick<Services, 'realtime' | 'timelinePages' | 'db'>;

const likedByViewer = compiledOnce((db, postIds: readonly string[], viewerId: string) =>
  db
    .selectFrom('reaction_like')
    .select('entityId')
    .where('entityKind', '=', 'post')
    .where('userId', '=', viewerId)
    .where('entityId', 'in', [...postIds]),
);

/**
 * The first page of the timeline on `channel` for the viewer: from the cache while it is
 * current, else `read` for the viewer, kept for every member when nothing in it but the
 * viewer's own likes depends on the viewer.
 */
export async function cachedFirstPage(
  deps: Deps,
  viewerId: string,
  key: { channel: string; limit: number },
  read: (viewerId: string) => Promise<TimelinePage>,
): Promise<TimelinePage> {
  const cache = deps.timelinePages;
  if (cache.maxBytes === 0) return read(viewerId);
  const name = `${key.channel} ${key.limit}`;
  const seq = await deps.realtime.lastSeq(key.channel);
  const entry = cache.get(name) as Entry | undefined;
  if (entry && entry.seq === seq && Date.now() - entry.filledAt < FIRST_PAGE_TTL_MS) {
    if (entry.page && entry.json) return forViewer(deps.db, entry.page, entry.json, viewerId);
    cache.countAsMiss();
    return read(viewerId);
  }
  if (entry) cache.countAsMiss();
  // The seq above was read before the page: a change committed meanwhile makes the entry
  // older than its page, never newer, and the next read refills it.
  const filledAt = Date.now();
  const page = await read(viewerId);
  const shared = page.results.some((post) => post.referencePostId) ? null : forNoViewer(page);
  const json = shared ? pageJsonOf(shared) : null;
  // The page's objects and its text: each about its JSON's length, twice in UTF-16.
  cache.set(name, { page: shared, json, seq, filledAt } satisfies Entry, json ? json.whole.length * 4 : 64);
  return page;
}

function pageJsonOf(page: TimelinePage): PageJson {
  const shell = JSON.stringify({ ...page, results: [] });
  const at = shell.indexOf('"results":[]') + '"results":['.length;
  const posts = page.results.map((post) => JSON.stringify(post));
  const head = shell.slice(0, at);
  const tail = shell.slice(at);
  return { head, tail, posts, liked: [], whole: head + posts.join(',') + tail };
}

/** The page as hydrated for no viewer: the viewer's own likes taken out. */
function forNoViewer(page: TimelinePage): TimelinePage {
  if (!page.results.some((post) => post.isLikedByRequestedUser)) return page;
  return { ...page, results: page.results.map((post) => ({ ...post, isLikedByRequestedUser: false })) };
}

/** The shared page with the viewer's own likes marked (one indexed read), its JSON known to `ok`. */
async function forViewer(db: Db, page: TimelinePage, json: PageJson, viewerId: string): Promise<TimelinePage> {
  const liked = page.results.filter((post) => post.likes > 0).map((post) => post.postId);
  if (!liked.length) return withKnownJson(page, json.whole);
  const mine = new Set((await likedByViewer(db, liked, viewerId)).map((row) => row.entityId));
  if (!mine.size) return withKnownJson(page, json.whole);
  const posts: string[] = [];
  const results: Post[] = page.results.map((post, i) => {
    if (!mine.has(post.postId)) {
      posts.push(json.posts[i] as string);
      return post;
    }
    const mark = { ...post, isLikedByRequestedUser: true };
    json.liked[i] ??= JSON.stringify(mark);
    posts.push(json.liked[i] as string);
    return mark;
  });
  return withKnownJson({ ...page, results }, json.head + posts.join(',') + json.tail);
}
