import type { Post, TimelinePage } from '@shared/api/posts';
import { compiledOnce } from '../../db/compiled-once';
import type { Db } from '../../db/database';
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

/** A page every member may share, or the mark that the page at this seq cannot be shared. */
type Entry = { page: TimelinePage | null; seq: number; filledAt: number };
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
    if (entry.page) return forViewer(deps.db, entry.page, viewerId);
    cache.countAsMiss();
    return read(viewerId);
  }
  if (entry) cache.countAsMiss();
  // The seq above was read before the page: a change committed meanwhile makes the entry
  // older than its page, never newer, and the next read refills it.
  const filledAt = Date.now();
  const page = await read(viewerId);
  const shared = page.results.some((post) => post.referencePostId) ? null : forNoViewer(page);
  cache.set(name, { page: shared, seq, filledAt } satisfies Entry, shared ? byteSize(shared) : 64);
  return page;
}

/** The page as hydrated for no viewer: the viewer's own likes taken out. */
function forNoViewer(page: TimelinePage): TimelinePage {
  if (!page.results.some((post) => post.isLikedByRequestedUser)) return page;
  return { ...page, results: page.results.map((post) => ({ ...post, isLikedByRequestedUser: false })) };
}

/** The shared page with the viewer's own likes marked (one indexed read). */
async function forViewer(db: Db, page: TimelinePage, viewerId: string): Promise<TimelinePage> {
  const liked = page.results.filter((post) => post.likes > 0).map((post) => post.postId);
  if (!liked.length) return page;
  const mine = new Set((await likedByViewer(db, liked, viewerId)).map((row) => row.entityId));
  if (!mine.size) return page;
  const results: Post[] = page.results.map((post) =>
    mine.has(post.postId) ? { ...post, isLikedByRequestedUser: true } : post,
  );
  return { ...page, results };
}

/** What an entry holds, measured as its JSON: the answer's size, near enough for a budget. */
function byteSize(page: TimelinePage): number {
  return JSON.stringify(page).length * 2;
}
