import type { TimelinePage } from '@shared/api/posts';
import { messages } from '@shared/messages';
import type { SelectQueryBuilder } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { NotAllowed, NotFound } from '../../errors';
import type { SessionUser } from '../../http/app-env';
import { orderedPair } from '../pairings/repo';
import { hydratePosts } from './hydrate';
import { type PostRow, pinnedColumn } from './repo';
import { visiblePostsFor } from './visibility';

type Paging = { skip: number; limit: number; asOf?: string };
type Filter = (qb: SelectQueryBuilder<Database, 'post', object>) => SelectQueryBuilder<Database, 'post', object>;

/**
 * One page of posts the viewer may see: one query for the page, one for the count, then
 * the batched parts of hydrate.ts. Order: pinned first (group and relationship timelines),
 * then newest, with the id as tiebreak. Paging is by skip over posts created up to `asOf`
 * (the first page answers it; later pages send it back), so posts that arrive meanwhile
 * neither shift a page (no overlap) nor fall between pages (they are the next refresh's).
 */
async function timelinePage(
  db: Db,
  viewerId: string | null,
  paging: Paging,
  options: { filter: Filter; pinnedFirst: boolean },
): Promise<TimelinePage> {
  const asOf = paging.asOf ? new Date(paging.asOf).toISOString() : new Date().toISOString();
  const base = options.filter(
    db.selectFrom('post').where(visiblePostsFor(viewerId)).where('post.createdAt', '<=', asOf),
  );
  let query = base.selectAll('post').select(pinnedColumn);
  if (options.pinnedFirst) query = query.orderBy('pinned', 'desc');
  const [rows, total] = await Promise.all([
    query
      .orderBy('post.createdAt', 'desc')
      .orderBy('post.id', 'desc')
      .offset(paging.skip)
      .limit(paging.limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirstOrThrow(),
  ]);
  const results = await hydratePosts(db, viewerId, rows as PostRow[]);
  return { results, count: Number(total.count), asOf };
}

/** GET /user/posts: every post the viewer may see, newest first (PUBLIC ones when signed out). */
export function homeTimeline(db: Db, viewer: SessionUser | null, paging: Paging & { privateOnly?: boolean }) {
  return timelinePage(db, viewer?.id ?? null, paging, {
    filter: (qb) => (paging.privateOnly ? qb.where('post.visibility', '!=', 'PUBLIC') : qb),
    pinnedFirst: false,
  });
}

/** GET /group/posts: members only. */
export async function groupTimeline(db: Db, viewer: SessionUser, groupId: string, paging: Paging) {
  const group = await db.selectFrom('groups').select('id').where('id', '=', groupId).executeTakeFirst();
  if (!group) throw new NotFound(messages.groups.notFound);
  const member = await db
    .selectFrom('group_member')
    .select('userId')
    .where('groupId', '=', groupId)
    .where('userId', '=', viewer.id)
    .executeTakeFirst();
  if (!member) throw new NotAllowed();
  return timelinePage(db, viewer.id, paging, {
    filter: (qb) => qb.where('post.groupId', '=', groupId),
    pinnedFirst: true,
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
  db: Db,
  viewer: SessionUser,
  ids: { pairingId?: string; userIds?: string[] },
  paging: Paging,
) {
  const pairing = await viewersPairing(db, viewer, ids);
  return timelinePage(db, viewer.id, paging, {
    filter: (qb) => qb.where('post.pairingId', '=', pairing.id),
    pinnedFirst: true,
  });
}
