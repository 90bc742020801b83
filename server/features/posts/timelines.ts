import type { TimelinePage } from '@shared/api/posts';
import { messages } from '@shared/messages';
import { channel } from '@shared/realtime';
import type { SelectQueryBuilder } from 'kysely';
import { compiledOnce } from '../../db/compiled-once';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { NotAllowed, NotFound } from '../../errors';
import type { SessionUser } from '../../http/app-env';
import type { Services } from '../../services';
import { orderedPair } from '../users/ordered-pair';
import { cachedFirstPage } from './first-page-cache';
import { hydratePosts } from './hydrate';
import { type PostRow, pinnedColumn } from './repo';
import { visiblePostsFor } from './visibility';

type Paging = { skip: number; limit: number; asOf?: string };
/**
 * What a timeline reads through: the database, the storage that signs attachment links, and
 * for group and relationship timelines the first-page cache and the channels' seqs.
 */
export type TimelineDeps = Pick<Services, 'db' | 'storage' | 'realtime' | 'timelinePages'>;
type PostQuery = SelectQueryBuilder<Database, 'post', object>;
/** The posts a timeline may show up to `asOf`; `id` is the scope's one value (group, pairing or viewer). */
type Scope = (db: Db, id: string, asOf: string) => PostQuery;

type PinTarget = { targetKind: 'Group' | 'Pairing'; targetId: string };

/** Rows newest first, the id as tiebreak: the order the (createdAt, id) indexes hold. */
function newestFirst(query: PostQuery) {
  return query.selectAll('post').select(pinnedColumn).orderBy('post.createdAt', 'desc').orderBy('post.id', 'desc');
}

/**
 * A scope's statements, each built and compiled once (server/db/compiled-once.ts): Kysely
 * building and compiling the page, count and pins statements was about a seventh of a
 * timeline request's CPU.
 */
function compiledScope(scope: Scope) {
  return {
    page: compiledOnce((db, id: string, asOf: string, skip: number, limit: number) =>
      newestFirst(scope(db, id, asOf))
        .offset(skip)
        .limit(limit),
    ),
    count: compiledOnce((db, id: string, asOf: string) =>
      scope(db, id, asOf).select((eb) => eb.fn.countAll<number | string>().as('count')),
    ),
    pinned: compiledOnce((db, id: string, asOf: string, pinnedIds: readonly string[]) =>
      newestFirst(scope(db, id, asOf).where('post.id', 'in', [...pinnedIds])),
    ),
    unpinnedPage: compiledOnce(
      (db, id: string, asOf: string, pinnedIds: readonly string[], skip: number, limit: number) =>
        newestFirst(scope(db, id, asOf).where('post.id', 'not in', [...pinnedIds]))
          .offset(skip)
          .limit(limit),
    ),
  };
}
type CompiledScope = ReturnType<typeof compiledScope>;

const upTo = (db: Db, asOf: string) => db.selectFrom('post').where('post.createdAt', '<=', asOf);

/**
 * The rule for a group or relationship timeline once the viewer is known to be in it: THE
 * rule (visibility.ts) lets a member see every post of their group or pairing that is not
 * deleted, so only that is checked, and the (target, deletedAt, createdAt, id) index serves
 * the page and the count alone.
 */
const groupScope = compiledScope((db, groupId, asOf) =>
  upTo(db, asOf).where('post.deletedAt', 'is', null).where('post.groupId', '=', groupId),
);
const pairingScope = compiledScope((db, pairingId, asOf) =>
  upTo(db, asOf).where('post.deletedAt', 'is', null).where('post.pairingId', '=', pairingId),
);
/** Home feeds: THE rule for a signed-in viewer (the id) or for anyone (PUBLIC only), all or private only. */
const homeScopes = {
  viewer: compiledScope((db, viewerId, asOf) => upTo(db, asOf).where(visiblePostsFor(viewerId))),
  viewerPrivate: compiledScope((db, viewerId, asOf) =>
    upTo(db, asOf).where(visiblePostsFor(viewerId)).where('post.visibility', '!=', 'PUBLIC'),
  ),
  anyone: compiledScope((db, _id, asOf) => upTo(db, asOf).where(visiblePostsFor(null))),
  anyonePrivate: compiledScope((db, _id, asOf) =>
    upTo(db, asOf).where(visiblePostsFor(null)).where('post.visibility', '!=', 'PUBLIC'),
  ),
};

const pinsOf = compiledOnce((db, targetKind: PinTarget['targetKind'], targetId: string) =>
  db
    .selectFrom('post_pin')
    .select('post_pin.postId')
    .where('post_pin.targetKind', '=', targetKind)
    .where('post_pin.targetId', '=', targetId),
);

/**
 * Pinned first, then newest: the target's pins (a handful, from post_pin's index) first,
 * then those posts by id and the page of the others straight from the timeline's index, so
 * a page never sorts or walks the whole timeline (nor scans it for pins: most have none).
 */
async function pinnedFirstRows(
  db: Db,
  scope: CompiledScope,
  id: string,
  asOf: string,
  target: PinTarget,
  paging: Paging,
): Promise<PostRow[]> {
  const pinnedIds = (await pinsOf(db, target.targetKind, target.targetId)).map((p) => p.postId);
  if (!pinnedIds.length) return scope.page(db, id, asOf, paging.skip, paging.limit);
  const pinned = await scope.pinned(db, id, asOf, pinnedIds);
  const taken = pinned.slice(paging.skip, paging.skip + paging.limit);
  const rest = await scope.unpinnedPage(
    db,
    id,
    asOf,
    pinnedIds,
    Math.max(0, paging.skip - pinned.length),
    paging.limit - taken.length,
  );
  return [...taken, ...rest];
}

/**
 * One page of posts the viewer may see (the scope): the page (with pinned posts first for
 * group and relationship timelines), its count, then the batched parts of hydrate.ts. Order:
 * pinned first, then newest, with the id as tiebreak. Paging is by skip over posts created up
 * to `asOf` (the first page answers it; later pages send it back), so posts that arrive
 * meanwhile neither shift a page (no overlap) nor fall between pages. With `countPastPage`
 * the page reads one post more instead of counting: the count then says only that more follow.
 */
async function timelinePage(
  { db, storage }: TimelineDeps,
  viewerId: string | null,
  paging: Paging,
  options: { scope: CompiledScope; id: string; pinnedFirst?: PinTarget; countPastPage?: boolean },
): Promise<TimelinePage> {
  const asOf = paging.asOf ? new Date(paging.asOf).toISOString() : new Date().toISOString();
  const { scope, id } = options;
  let rows: PostRow[];
  let total: { count: number; isExact: boolean };
  if (options.countPastPage) {
    const read = await scope.page(db, id, asOf, paging.skip, paging.limit + 1);
    rows = read.slice(0, paging.limit);
    total = { count: paging.skip + read.length, isExact: read.length <= paging.limit };
  } else {
    const [page, counted] = await Promise.all([
      options.pinnedFirst
        ? pinnedFirstRows(db, scope, id, asOf, options.pinnedFirst, paging)
        : scope.page(db, id, asOf, paging.skip, paging.limit),
      scope.count(db, id, asOf),
    ]);
    rows = page;
    total = { count: Number(counted[0]?.count ?? 0), isExact: true };
  }
  const results = await hydratePosts(db, storage, viewerId, rows);
  return { results, count: total.count, countIsExact: total.isExact, asOf };
}

/** GET /user/posts: every post the viewer may see, newest first (PUBLIC ones when signed out). */
export function homeTimeline(
  deps: TimelineDeps,
  viewer: SessionUser | null,
  paging: Paging & { privateOnly?: boolean },
) {
  const scope = viewer
    ? paging.privateOnly
      ? homeScopes.viewerPrivate
      : homeScopes.viewer
    : paging.privateOnly
      ? homeScopes.anyonePrivate
      : homeScopes.anyone;
  return timelinePage(deps, viewer?.id ?? null, paging, {
    scope,
    id: viewer?.id ?? '',
    // Every PUBLIC post on the platform is in it: an exact count (even one capped at 500 past
    // the page) walked far more posts through the visibility rule than the page itself.
    countPastPage: true,
  });
}

/** The group (its id) and the viewer's membership in it (memberId), in one read. */
const groupWithMembership = compiledOnce((db, groupId: string, viewerId: string) =>
  db
    .selectFrom('groups')
    .leftJoin('group_member', (join) =>
      join.onRef('group_member.groupId', '=', 'groups.id').on('group_member.userId', '=', viewerId),
    )
    .select(['groups.id', 'group_member.userId as memberId'])
    .where('groups.id', '=', groupId),
);

/** GET /group/posts: members only. */
export async function groupTimeline(deps: TimelineDeps, viewer: SessionUser, groupId: string, paging: Paging) {
  const [group] = await groupWithMembership(deps.db, groupId, viewer.id);
  if (!group) throw new NotFound(messages.groups.notFound);
  if (!group.memberId) throw new NotAllowed();
  return targetPage(deps, viewer.id, paging, channel.group(groupId), {
    scope: groupScope,
    id: groupId,
    pinnedFirst: { targetKind: 'Group', targetId: groupId },
  });
}

/**
 * A group's or relationship's page for a viewer already known to be in it: the first page
 * (no skip, no asOf) through the cache that every member's read shares (first-page-cache.ts).
 */
function targetPage(
  deps: TimelineDeps,
  viewerId: string,
  paging: Paging,
  targetChannel: string,
  options: { scope: CompiledScope; id: string; pinnedFirst: PinTarget },
): Promise<TimelinePage> {
  const read = (reader: string) => timelinePage(deps, reader, paging, options);
  if (paging.skip !== 0 || paging.asOf) return read(viewerId);
  return cachedFirstPage(deps, viewerId, { channel: targetChannel, limit: paging.limit }, read);
}

/** The viewer's pairing by its id or by its two users (one of them the viewer): 403 otherwise. */
export async function viewersPairing(db: Db, viewer: SessionUser, ids: { pairingId?: string; userIds?: string[] }) {
  let query = db.selectFrom('pairing').select(['id', 'userId1', 'userId2']);
  if (ids.pairingId) query = query.where('id', '=', ids.pairingId);
  else if (ids.userIds?.length === 2 && ids.userIds[0] && ids.userIds[1]) {
    const [userId1, userId2] = orderedPair(ids.userIds[0], ids.userIds[1]);
    query = query.where('userId1', '=', userId1).where('userId2', '=', userId2);
  } else throw new NotFound();
  const pairing = await query.executeTakeFirst();
  if (!pairing) throw new NotFound();
  if (pairing.userId1 !== viewer.id && pairing.userId2 !== viewer.id) throw new NotAllowed();
  return pairing;
}

/** GET /pairing/posts: its two users only. */
export async function pairingTimeline(
  deps: TimelineDeps,
  viewer: SessionUser,
  ids: { pairingId?: string; userIds?: string[] },
  paging: Paging,
) {
  const pairing = await viewersPairing(deps.db, viewer, ids);
  return targetPage(deps, viewer.id, paging, channel.pair(pairing.id), {
    scope: pairingScope,
    id: pairing.id,
    pinnedFirst: { targetKind: 'Pairing', targetId: pairing.id },
  });
}
