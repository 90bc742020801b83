import { randomUUID } from 'node:crypto';
import type { Company } from '@shared/api/profiles';
import { compiledOnce } from '../../db/compiled-once';
import type { Db } from '../../db/database';
import type { CompanyTable } from '../../db/schema';

export type CompanyFields = Pick<CompanyTable, 'name' | 'title' | 'website' | 'description' | 'logo'>;

export function toCompany(row: CompanyTable): Company {
  return {
    companyId: row.id,
    name: row.name,
    title: row.title,
    website: row.website,
    description: row.description,
    logo: row.logo,
  };
}

/** One user's current company (GET /api/user/id), compiled once. */
const currentOfUser = compiledOnce((db, userId: string) =>
  db.selectFrom('company').selectAll().where('userId', '=', userId).where('isCurrent', '=', 1),
);

/** A user's companies: the current one first, then the most recently changed. */
export function companyRepo(db: Db) {
  return {
    async byUser(userId: string, skip: number, limit: number): Promise<{ rows: CompanyTable[]; count: number }> {
      const [rows, total] = await Promise.all([
        db
          .selectFrom('company')
          .selectAll()
          .where('userId', '=', userId)
          .orderBy('isCurrent', 'desc')
          .orderBy('updatedAt', 'desc')
          .orderBy('id')
          .limit(limit)
          .offset(skip)
          .execute(),
        db
          .selectFrom('company')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .where('userId', '=', userId)
          .executeTakeFirst(),
      ]);
      return { rows, count: Number(total?.count ?? 0) };
    },
    /** The current company of many users in one query. */
    async currentByUsers(userIds: string[]): Promise<Map<string, CompanyTable>> {
      if (!userIds.length) return new Map();
      const rows =
        userIds.length === 1
          ? await currentOfUser(db, userIds[0] as string)
          : await db
              .selectFrom('company')
              .selectAll()
              .where('userId', 'in', userIds)
              .where('isCurrent', '=', 1)
              .execute();
      return new Map(rows.map((r) => [r.userId, r]));
    },
    byIdOf(userId: string, companyId: string) {
      return db
        .selectFrom('company')
        .selectAll()
        .where('id', '=', companyId)
        .where('userId', '=', userId)
        .executeTakeFirst();
    },
    current(userId: string) {
      return db
        .selectFrom('company')
        .selectAll()
        .where('userId', '=', userId)
        .where('isCurrent', '=', 1)
        .executeTakeFirst();
    },
    /** Makes `companyId` the only current company of the user (inside a transaction). */
    async makeCurrent(userId: string, companyId: string): Promise<void> {
      await db
        .updateTable('company')
        .set({ isCurrent: 0 })
        .where('userId', '=', userId)
        .where('isCurrent', '=', 1)
        .where('id', '<>', companyId)
        .execute();
      await db.updateTable('company').set({ isCurrent: 1 }).where('id', '=', companyId).execute();
    },
    update(companyId: string, fields: CompanyFields) {
      return db
        .updateTable('company')
        .set({ ...fields, updatedAt: new Date().toISOString() })
        .where('id', '=', companyId)
        .returningAll()
        .executeTakeFirstOrThrow();
    },
    async create(userId: string, fields: CompanyFields): Promise<CompanyTable> {
      const now = new Date().toISOString();
      const row: CompanyTable = { id: randomUUID(), userId, ...fields, isCurrent: 0, createdAt: now, updatedAt: now };
      await db.insertInto('company').values(row).execute();
      return row;
    },
  };
}
