import { type Kysely, sql } from 'kysely';
import type { Database, GroupMemberTable } from '../../db/schema';

/** Queries on groups, their members and last-viewed marks; no rules here. */
export function groupRepo(db: Kysely<Database>) {
  return {
    byId(groupId: string) {
      return db.selectFrom('groups').selectAll().where('id', '=', groupId).executeTakeFirst();
    },

    /** The job whose applicant workspace this group is, or null for a plain group. */
    async workspaceJobId(groupId: string): Promise<string | null> {
      const row = await db
        .selectFrom('job_applicant')
        .select('jobId')
        .where('groupId', '=', groupId)
        .executeTakeFirst();
      return row?.jobId ?? null;
    },

    membership(groupId: string, userId: string) {
      return db
        .selectFrom('group_member')
        .select(['role', 'joinedAt'])
        .where('groupId', '=', groupId)
        .where('userId', '=', userId)
        .executeTakeFirst();
    },

    async memberIdsAmong(groupId: string, userIds: string[]): Promise<Set<string>> {
      if (!userIds.length) return new Set();
      const rows = await db
        .selectFrom('group_member')
        .select('userId')
        .where('groupId', '=', groupId)
        .where('userId', 'in', userIds)
        .execute();
      return new Set(rows.map((r) => r.userId));
    },

    async memberIds(groupId: string): Promise<string[]> {
      const rows = await db.selectFrom('group_member').select('userId').where('groupId', '=', groupId).execute();
      return rows.map((r) => r.userId);
    },

    async countMembers(groupId: string): Promise<number> {
      const row = await db
        .selectFrom('group_member')
        .select(sql<number>`count(*)`.as('count'))
        .where('groupId', '=', groupId)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    async insertGroup(group: { id: string; name: string; createdBy: string; now: string }): Promise<void> {
      await db
        .insertInto('groups')
        .values({
          id: group.id,
          name: group.name,
          createdBy: group.createdBy,
          createdAt: group.now,
          lastActivityAt: group.now,
        })
        .execute();
    },

    /** Adds members; someone already in the group is left as they are. */
    async insertMembers(rows: GroupMemberTable[]): Promise<void> {
      if (!rows.length) return;
      await db
        .insertInto('group_member')
        .values(rows)
        .onConflict((oc) => oc.columns(['groupId', 'userId']).doNothing())
        .execute();
    },

    async touch(groupId: string, now: string): Promise<void> {
      await db.updateTable('groups').set({ lastActivityAt: now }).where('id', '=', groupId).execute();
    },

    async removeMember(groupId: string, userId: string): Promise<void> {
      await db.deleteFrom('group_member').where('groupId', '=', groupId).where('userId', '=', userId).execute();
      await db.deleteFrom('group_view').where('groupId', '=', groupId).where('userId', '=', userId).execute();
    },

    async hasAdmin(groupId: string): Promise<boolean> {
      const row = await db
        .selectFrom('group_member')
        .select('userId')
        .where('groupId', '=', groupId)
        .where('role', '=', 'admin')
        .executeTakeFirst();
      return !!row;
    },

    /** The member who joined first (ties broken by id, so the choice is stable). */
    longestStanding(groupId: string) {
      return db
        .selectFrom('group_member')
        .select('userId')
        .where('groupId', '=', groupId)
        .orderBy('joinedAt')
        .orderBy('userId')
        .executeTakeFirst();
    },

    async setRole(groupId: string, userId: string, role: GroupMemberTable['role']): Promise<void> {
      await db
        .updateTable('group_member')
        .set({ role })
        .where('groupId', '=', groupId)
        .where('userId', '=', userId)
        .execute();
    },

    async deleteGroup(groupId: string): Promise<void> {
      await db.deleteFrom('groups').where('id', '=', groupId).execute();
    },

    viewedAt(groupId: string, userId: string) {
      return db
        .selectFrom('group_view')
        .select('viewedAt')
        .where('groupId', '=', groupId)
        .where('userId', '=', userId)
        .executeTakeFirst();
    },

    async markViewed(groupId: string, userId: string, viewedAt: string): Promise<void> {
      await db
        .insertInto('group_view')
        .values({ groupId, userId, viewedAt })
        .onConflict((oc) => oc.columns(['groupId', 'userId']).doUpdateSet({ viewedAt }))
        .execute();
    },

    /**
     * The actor's group whose members are exactly `userIds` (which include the actor),
     * the most recently active first: one grouped query over the actor's memberships.
     */
    exactlyWith(actorId: string, userIds: string[]) {
      return db
        .selectFrom('group_member as gm')
        .innerJoin('groups as g', 'g.id', 'gm.groupId')
        .select(['g.id as groupId', 'g.name'])
        .where('gm.groupId', 'in', (eb) =>
          eb.selectFrom('group_member').select('groupId').where('userId', '=', actorId),
        )
        .groupBy(['g.id', 'g.name', 'g.lastActivityAt'])
        .having(sql<number>`count(*)`, '=', userIds.length)
        .having(
          (eb) => eb.fn.sum<number>(eb.case().when('gm.userId', 'in', userIds).then(1).else(0).end()),
          '=',
          userIds.length,
        )
        .orderBy('g.lastActivityAt', 'desc')
        .orderBy('g.id')
        .executeTakeFirst();
    },
  };
}

export type GroupRepo = ReturnType<typeof groupRepo>;
