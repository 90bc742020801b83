import type { TimelinePage } from '@shared/api/posts';
import { messages } from '@shared/messages';
import type { Expression, ExpressionBuilder, SelectQueryBuilder, SqlBool } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { NotAllowed, NotFound } from '../../errors';
import type { SessionUser } from '../../http/app-env';
import type { Services } from '../../services';
import { orderedPair } from '../pairings/repo';
import { hydratePosts } from './hydrate';
import { type PostRow, pinnedColumn } from './repo';
import { visiblePostsFor } from './visibility';

type Paging = { skip: number; limit: number; asOf?: string };
/** What a timeline reads through: the database, and the storage that signs attachment links. */
export type TimelineDeps = Pick<Services, 'db' | 'storage'>;
type PostQuery = SelectQueryBuilder<Database, 'post', object>;
type Filter = (qb: PostQuery) => PostQuery;

type PinTarget = { targetKind: 'Group' | 'Pairing'; targetId: string };
type Visible = (eb: ExpressionBuilder<Database, 'post'>) => Expression<SqlBool>;

/** Rows newest first, the id as tiebreak: the order the (createdAt, id) indexes hold. */
function newestFirst(query: PostQuery) {
  return query.selectAll('post').select(pinnedColumn).orderBy('post.createdAt', 'desc').orderBy('post.id', 'desc');
}

/**
 * Pinned first, then newest: the target's pins (a handful, from post_pin's index) first,
 * then those posts by id and the page of the others straight from the timeline's index, so
 * a page never sorts or walks the whole timeline (nor scans it for pins: most have none).
 */
async function pinnedFirstRows(db: Db, base: PostQuery, target: PinTarget, paging: Paging): Promise<PostRow[]> {
  const pins = await db
    .selectFrom('post_pin')
    .select('post_pin.postId')
    .where('post_pin.targetKind', '=', target.targetKind)
    .where('post_pin.targetId', '=', target.targetId)
    .execute();
  const pinnedIds = pins.map((p) => p.postId);
  if (!pinnedIds.length) return pageOf(base, paging.skip, paging.limit);
  const pinned = (await newestFirst(base.where('post.id', 'in', pinnedIds)).execute()) as PostRow[];
  const taken = pinned.slice(paging.skip, paging.skip + paging.limit);
  const rest = await pageOf(
    base.where('post.id', 'not in', pinnedIds),
    Math.max(0, paging.skip - pinned.length),
    paging.limit - taken.length,
  );
  return [...taken, ...rest];
}

function pageOf(query: PostQuery, skip: number, limit: number): Promise<PostRow[]> {
  return newestFirst(query).offset(skip).limit(limit).execute() as Promise<PostRow[]>;
}

/**
 * One page of posts the viewer may see (`visible`): the page (with pinned posts first for
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
  options: { filter: Filter; visible: Visible; pinnedFirst?: PinTarget; countPastPage?: boolean },
): Promise<TimelinePage> {
  const asOf = paging.asOf ? new Date(paging.asOf).toISOString() : new Date().toISOString();
  const base = options.filter(db.selectFrom('post').where(options.visible).where('post.createdAt', '<=', asOf));
  let rows: PostRow[];
  let total: { count: number; isExact: boolean };
  if (options.countPastPage) {
    const read = await pageOf(base, paging.skip, paging.limit + 1);
    rows = read.slice(0, paging.limit);
    total = { count: paging.skip + read.length, isExact: read.length <= paging.limit };
  } else {
    [rows, total] = await Promise.all([
      options.pinnedFirst
        ? pinnedFirstRows(db, base, options.pinnedFirst, paging)
        : pageOf(base, paging.skip, paging.limit),
      countOf(base),
    ]);
  }
  const results = await hydratePosts(db, storage, viewerId, rows);
  return { results, count: total.count, countIsExact: total.isExact, asOf };
}

async function countOf(base: PostQuery): Promise<{ count: number; isExact: boolean }> {
  const row = await base.select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirstOrThrow();
  return { count: Number(row.count), isExact: true };
}

/**
 * The rule for a group or relationship timeline once the viewer is known to be in it: THE
 * rule (visibility.ts) lets a member see every post of their group or pairing that is not
 * deleted, so only that is checked, and the (target, deletedAt, createdAt, id) index serves
 * the page and the count alone.
 */
const notDeleted: Visible = (eb) => eb('post.deletedAt', 'is', null);

/** GET /user/posts: every post the viewer may see, newest first (PUBLIC ones when signed out). */
export function homeTimeline(
  deps: TimelineDeps,
  viewer: SessionUser | null,
  paging: Paging & { privateOnly?: boolean },
) {
  return timelinePage(deps, viewer?.id ?? null, paging, {
    filter: (qb) => (paging.privateOnly ? qb.where('post.visibility', '!=', 'PUBLIC') : qb),
    visible: visiblePostsFor(viewer?.id ?? null),
    // Every PUBLIC post on the platform is in it: an exact count (even one capped at 500 past
    // the page) walked far more posts through the visibility rule than the page itself.
    countPastPage: true,
  });
}

/** GET /group/posts: members only. */
export async function groupTimeline(deps: TimelineDeps, viewer: SessionUser, groupId: string, paging: Paging) {
  const { db } = deps;
  // The group and the viewer's membership in one query.
  const group = await db
    .selectFrom('groups')
    .leftJoin('group_member', (join) =>
      join.onRef('group_member.groupId', '=', 'groups.id').on('group_member.userId', '=', viewer.id),
    )
    .select(['groups.id', 'group_member.userId as memberId'])
    .where('groups.id', '=', groupId)
    .executeTakeFirst();
  if (!group) throw new NotFound(messages.groups.notFound);
  if (!group.memberId) throw new NotAllowed();
  return timelinePage(deps, viewer.id, paging, {
    filter: (qb) => qb.where('post.groupId', '=', groupId),
    visible: notDeleted,
    pinnedFirst: { targetKind: 'Group', targetId: groupId },
  });
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
  return timelinePage(deps, viewer.id, paging, {
    filter: (qb) => qb.where('post.pairingId', '=', pairing.id),
    visible: notDeleted,
    pinnedFirst: { targetKind: 'Pairing', targetId: pairing.id },
  });
}
