import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { pageOf } from '../pairings/paging';

const IN_CHUNK = 500;

/** Queries on invitations; no rules here (service.ts has them). */
export function invitationRepo(db: Kysely<Database>) {
  return {
    byTokenHash(tokenHash: string) {
      return db.selectFrom('invitation').selectAll().where('tokenHash', '=', tokenHash).executeTakeFirst();
    },

    byId(id: string) {
      return db.selectFrom('invitation').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** The sender's invitations still pending and unexpired to any of these addresses, for one group or none. */
    async pendingTo(senderUserId: string, emails: string[], groupId: string | null, now: string) {
      const found: { id: string; email: string }[] = [];
      for (let i = 0; i < emails.length; i += IN_CHUNK) {
        let query = db
          .selectFrom('invitation')
          .select(['id', 'email'])
          .where('senderUserId', '=', senderUserId)
          .where('email', 'in', emails.slice(i, i + IN_CHUNK))
          .where('status', '=', 'pending')
          .where('expiresAt', '>', now);
        query = groupId ? query.where('groupId', '=', groupId) : query.where('groupId', 'is', null);
        found.push(...(await query.execute()));
      }
      return found;
    },

    /** Pending to accepted, only if still pending: false when someone else got there first. */
    async markAccepted(id: string, acceptedBy: string, now: string): Promise<boolean> {
      const result = await db
        .updateTable('invitation')
        .set({ status: 'accepted', acceptedBy, respondedAt: now })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async markWithdrawn(id: string, now: string): Promise<void> {
      await db
        .updateTable('invitation')
        .set({ status: 'withdrawn', respondedAt: now })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .execute();
    },

    /** The sender's pending, unexpired invitations, newest first, with the group's name. */
    async pendingOf(senderUserId: string, now: string, skip: number, limit: number) {
      const base = db
        .selectFrom('invitation as i')
        .where('i.senderUserId', '=', senderUserId)
        .where('i.status', '=', 'pending')
        .where('i.expiresAt', '>', now);
      const page = base
        .leftJoin('groups as g', 'g.id', 'i.groupId')
        .select([
          'i.id',
          'i.email',
          'i.firstName',
          'i.lastName',
          'i.groupId',
          'g.name as groupName',
          'i.createdAt',
          'i.expiresAt',
        ])
        .orderBy('i.createdAt', 'desc')
        .orderBy('i.id');
      const [rows, total] = await Promise.all([
        pageOf(page, skip, limit).execute(),
        base.select(sql<number>`count(*)`.as('count')).executeTakeFirstOrThrow(),
      ]);
      return { rows, count: Number(total.count) };
    },
  };
}
