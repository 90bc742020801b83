import type { Db } from '../../db/database';
import type { UserTable } from '../../db/schema';

/** Queries on users; no rules here (service.ts has them). */
export function userRepo(db: Db) {
  return {
    byId(id: string) {
      return db.selectFrom('user').selectAll().where('id', '=', id).executeTakeFirst();
    },
    byIds(ids: string[]) {
      if (!ids.length) return Promise.resolve([]);
      return db.selectFrom('user').selectAll().where('id', 'in', ids).execute();
    },
    byProfileAlias(alias: string) {
      return db.selectFrom('user').selectAll().where('profileAlias', '=', alias).executeTakeFirst();
    },
    async hasPasswordAccount(userId: string): Promise<boolean> {
      const row = await db
        .selectFrom('account')
        .select('id')
        .where('userId', '=', userId)
        .where('providerId', '=', 'credential')
        .executeTakeFirst();
      return !!row;
    },
    update(id: string, changes: Partial<Omit<UserTable, 'id' | 'email' | 'createdAt'>>) {
      return db
        .updateTable('user')
        .set({ ...changes, updatedAt: authDate(db) })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
    },
  };
}

/** better-auth writes its dates as ISO strings on SQLite and timestamptz on PostgreSQL; an ISO string suits both. */
function authDate(_db: Db): string {
  return new Date().toISOString();
}

export type UserRow = UserTable;
