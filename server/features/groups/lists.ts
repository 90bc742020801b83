import type { Paging } from '@shared/api/envelope';
import type { GroupMember, GroupRow, UnreadGroup } from '@shared/api/groups';
import { type ExpressionBuilder, sql } from 'kysely';
import type { Db } from '../../db/database';
import type { SessionUser } from '../../http/app-env';
import { pageOf } from '../pairings/paging';
import { canSeeEmail, pairingStatusFor } from '../users/visibility';

/** A post in the group by someone else, newer than the user's last view (`v`). */
function hasUnreadPost(me: string) {
  return (eb: ExpressionBuilder<any, any>) =>
    eb.exists(
      eb
        .selectFrom('post')
        .select('post.id')
        .whereRef('post.groupId', '=', 'g.id')
        .where('post.createdBy', '!=', me)
        .where('post.deletedAt', 'is', null)
        .where((inner) =>
          inner.or([inner('v.viewedAt', 'is', null), inner('post.createdAt', '>', inner.ref('v.viewedAt'))]),
        ),
    );
}

function myMemberships(db: Db, me: string) {
  return db
    .selectFrom('group_member as gm')
    .innerJoin('groups as g', 'g.id', 'gm.groupId')
    .leftJoin('group_view as v', (join) => join.onRef('v.groupId', '=', 'g.id').on('v.userId', '=', me))
    .where('gm.userId', '=', me);
}

/** An applicant workspace (a job owner and one applicant) is the group of a job_applicant row. */
function workspaceJobId(eb: ExpressionBuilder<any, any>) {
  return eb.selectFrom('job_applicant as ja').select('ja.jobId').whereRef('ja.groupId', '=', 'g.id').limit(1);
}

/** The My Groups tab: the user's groups, newest activity first, with member counts and unread flags. */
export async function groupsOf(db: Db, me: string, paging: Paging): Promise<{ results: GroupRow[]; count: number }> {
  const page = myMemberships(db, me)
    .select((eb) => [
      'g.id as groupId',
      'g.name',
      'g.createdBy',
      'g.lastActivityAt',
      'gm.role',
      eb
        .selectFrom('group_member as all_members')
        .select(sql<number>`count(*)`.as('n'))
        .whereRef('all_members.groupId', '=', 'g.id')
        .as('memberCount'),
      hasUnreadPost(me)(eb as ExpressionBuilder<any, any>).as('unread'),
      workspaceJobId(eb as ExpressionBuilder<any, any>).as('jobId'),
    ])
    .orderBy('g.lastActivityAt', 'desc')
    .orderBy('g.id');
  const [rows, total] = await Promise.all([
    pageOf(page, paging.skip, paging.limit).execute(),
    db
      .selectFrom('group_member')
      .select(sql<number>`count(*)`.as('count'))
      .where('userId', '=', me)
      .executeTakeFirstOrThrow(),
  ]);
  const results = rows.map(
    (row): GroupRow => ({
      groupId: row.groupId,
      name: row.name,
      createdBy: row.createdBy,
      memberCount: Number(row.memberCount),
      isAdmin: row.role === 'admin',
      lastActivityAt: row.lastActivityAt,
      unread: Boolean(Number(row.unread)),
      jobId: (row.jobId as string | null) ?? null,
    }),
  );
  return { results, count: Number(total.count) };
}

/** The user's groups with something unseen: one query. */
export async function unreadGroupsOf(db: Db, me: string, limit: number): Promise<UnreadGroup[]> {
  let query = myMemberships(db, me)
    .select('g.id as groupId')
    .where((eb) => hasUnreadPost(me)(eb as ExpressionBuilder<any, any>))
    .orderBy('g.lastActivityAt', 'desc')
    .orderBy('g.id');
  if (limit >= 0) query = query.limit(limit);
  return (await query.execute()).map((r) => ({ groupId: r.groupId }));
}

/**
 * The members of a group in the order they joined, with the title and name of their
 * current company. An e-mail shows under the profile rules (oneself; a premium viewer's
 * connections). One query.
 */
export async function membersOf(
  db: Db,
  viewer: SessionUser,
  groupId: string,
  paging: { skip: number; limit: number },
): Promise<{ results: GroupMember[]; count: number }> {
  const me = viewer.id;
  const query = db
    .selectFrom('group_member as gm')
    .innerJoin('user as u', 'u.id', 'gm.userId')
    .leftJoin('company as c', (join) => join.onRef('c.userId', '=', 'gm.userId').on('c.isCurrent', '=', 1))
    .leftJoin('pairing as p', (join) =>
      join.on((eb) =>
        eb.or([
          eb.and([eb('p.userId1', '=', me), eb('p.userId2', '=', eb.ref('gm.userId'))]),
          eb.and([eb('p.userId2', '=', me), eb('p.userId1', '=', eb.ref('gm.userId'))]),
        ]),
      ),
    )
    .select([
      'gm.userId',
      'gm.role',
      'gm.joinedAt',
      'u.firstName',
      'u.lastName',
      'u.email',
      'u.avatar',
      'u.headline',
      'c.title',
      'c.name as company',
      'p.status as pairingStatus',
      'p.requestedBy',
    ])
    .where('gm.groupId', '=', groupId)
    .orderBy('gm.joinedAt')
    .orderBy('gm.userId');
  const [rows, count] = await Promise.all([
    pageOf(query, paging.skip, paging.limit).execute(),
    db
      .selectFrom('group_member')
      .select(sql<number>`count(*)`.as('count'))
      .where('groupId', '=', groupId)
      .executeTakeFirstOrThrow(),
  ]);
  const results = rows.map((row): GroupMember => {
    const status = pairingStatusFor(
      me,
      row.pairingStatus && row.requestedBy ? { status: row.pairingStatus, requestedBy: row.requestedBy } : null,
    );
    return {
      userId: row.userId,
      role: row.role,
      firstName: row.firstName,
      lastName: row.lastName,
      email: row.userId === me || canSeeEmail(viewer, status) ? row.email : null,
      avatar: row.avatar,
      title: row.title ?? null,
      company: row.company ?? null,
      headline: row.headline,
      joinedAt: row.joinedAt,
    };
  });
  return { results, count: Number(count.count) };
}
