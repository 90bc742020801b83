import type { RecentConnectionsQuery, RelationshipRole, RelationshipRow } from '@shared/api/pairings';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { SessionUser } from '../../http/app-env';
import { pageOf } from './paging';
import { canSeeEmail, pairingStatusFor } from '../users/visibility';
import { aiDisabledAmong, pinnedPairings } from './assistant-rows';

const ROLES_SHOWN: readonly string[] = ['assistant', 'testUser', 'support'];

/**
 * The sidebar's My Relationships list: every pairing of the viewer, connected or pending
 * either way, with the other person and an unread flag. One query for the page, one for
 * the count; each branch of the union walks its (userIdN, lastActivityAt) index.
 */
export async function relationshipsOf(
  db: Db,
  viewer: SessionUser,
  query: RecentConnectionsQuery,
): Promise<{ results: RelationshipRow[]; count: number }> {
  const me = viewer.id;
  const mine = db
    .selectFrom('pairing')
    .select(['id', 'userId2 as otherId', 'status', 'requestedBy', 'createdAt', 'lastActivityAt'])
    .where('userId1', '=', me)
    .unionAll(
      db
        .selectFrom('pairing')
        .select(['id', 'userId1 as otherId', 'status', 'requestedBy', 'createdAt', 'lastActivityAt'])
        .where('userId2', '=', me),
    );

  const orderColumn = query.orderby === 'createdAt DESC' ? 'p.createdAt' : 'p.lastActivityAt';
  const page = db
    .selectFrom(mine.as('p'))
    .innerJoin('user as u', 'u.id', 'p.otherId')
    .leftJoin('pairing_view as v', (join) => join.onRef('v.pairingId', '=', 'p.id').on('v.userId', '=', me))
    .select((eb) => [
      'p.id as pairingId',
      'p.status',
      'p.requestedBy',
      'p.createdAt',
      'p.lastActivityAt',
      'u.id as userId',
      'u.firstName',
      'u.lastName',
      'u.email',
      'u.avatar',
      'u.headline',
      'u.bio',
      'u.userType',
      eb
        .exists(
          eb
            .selectFrom('post')
            .select('post.id')
            .whereRef('post.pairingId', '=', 'p.id')
            .where('post.createdBy', '!=', me)
            .where('post.deletedAt', 'is', null)
            .where((inner) =>
              inner.or([inner('v.viewedAt', 'is', null), inner('post.createdAt', '>', inner.ref('v.viewedAt'))]),
            ),
        )
        .as('unread'),
    ])
    .orderBy(orderColumn, 'desc')
    .orderBy('p.id');

  // The assistant (or, in test mode, the test persona) heads the list (spec 1 §4): its rows
  // lead the first page and the rest page after them.
  const pinnedIds = await pinnedPairings(db, me);
  const pinned = pinnedIds.length && query.skip === 0 ? await page.where('p.id', 'in', pinnedIds).execute() : [];
  const rest = pinnedIds.length ? page.where('p.id', 'not in', pinnedIds) : page;
  const skip = Math.max(0, query.skip - (query.skip === 0 ? 0 : pinnedIds.length));
  const limit = query.limit < 0 ? query.limit : Math.max(0, query.limit - pinned.length);
  const [restRows, total] = await Promise.all([
    limit === 0 ? Promise.resolve([]) : pageOf(rest, skip, limit).execute(),
    db.selectFrom(mine.as('p')).select(sql<number>`count(*)`.as('count')).executeTakeFirstOrThrow(),
  ]);
  pinned.sort((a, b) => pinnedIds.indexOf(a.pairingId) - pinnedIds.indexOf(b.pairingId));
  const rows = [...pinned, ...restRows];
  const aiOff = await aiDisabledAmong(
    db,
    me,
    rows.map((row) => row.pairingId),
  );

  const results = rows.map((row): RelationshipRow => {
    const status = pairingStatusFor(me, row);
    const connected = status === 'connected';
    return {
      userId: row.userId,
      firstName: row.firstName,
      lastName: row.lastName,
      email: canSeeEmail(viewer, status) ? row.email : null,
      avatar: row.avatar,
      headline: row.headline,
      bio: row.bio,
      role: (ROLES_SHOWN.includes(row.userType) ? row.userType : 'user') as RelationshipRole,
      // The assistant's per-relationship switch (no setting: on).
      aiEnabled: aiOff.has(row.pairingId) ? 'false' : 'true',
      pairingId: row.pairingId,
      connected,
      suggested: status === 'invited-to-connect',
      status,
      lastActivityAt: row.lastActivityAt,
      createdAt: row.createdAt,
      unread: Boolean(Number(row.unread)),
    };
  });
  return { results, count: Number(total.count) };
}
