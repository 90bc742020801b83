import type { Kysely } from 'kysely';
import type { ContactImportRowTable, ContactImportTable, Database } from '../../db/schema';

/** Rows per INSERT: 500 rows of 10 values stay far below both engines' parameter limits. */
const INSERT_CHUNK = 500;

/** Queries on contact imports and their rows; no rules here. */
export function contactImportRepo(db: Kysely<Database>) {
  return {
    byId(importId: string) {
      return db.selectFrom('contact_import').selectAll().where('id', '=', importId).executeTakeFirst();
    },

    /** The import and all its rows, in as few statements as the chunking allows. */
    async insert(record: ContactImportTable, rows: ContactImportRowTable[]): Promise<void> {
      await db.insertInto('contact_import').values(record).execute();
      for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
        await db
          .insertInto('contact_import_row')
          .values(rows.slice(i, i + INSERT_CHUNK))
          .execute();
      }
    },

    pendingRows(importId: string, limit: number) {
      return db
        .selectFrom('contact_import_row')
        .selectAll()
        .where('importId', '=', importId)
        .where('status', '=', 'pending')
        .orderBy('rowNumber')
        .limit(limit)
        .execute();
    },

    async hasPendingRows(importId: string): Promise<boolean> {
      const row = await db
        .selectFrom('contact_import_row')
        .select('rowNumber')
        .where('importId', '=', importId)
        .where('status', '=', 'pending')
        .limit(1)
        .executeTakeFirst();
      return !!row;
    },

    /** Settles a pending row; false when it was no longer pending (another run got it). */
    async settleRow(
      importId: string,
      rowNumber: number,
      outcome: { status: 'sent' | 'failed'; reason: string | null; invitationId: string | null },
    ): Promise<boolean> {
      const result = await db
        .updateTable('contact_import_row')
        .set(outcome)
        .where('importId', '=', importId)
        .where('rowNumber', '=', rowNumber)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async addCounts(importId: string, sent: number, failed: number, now: string): Promise<void> {
      await db
        .updateTable('contact_import')
        .set((eb) => ({ sent: eb('sent', '+', sent), failed: eb('failed', '+', failed), updatedAt: now }))
        .where('id', '=', importId)
        .execute();
    },

    async markDone(importId: string, now: string): Promise<void> {
      await db
        .updateTable('contact_import')
        .set({ status: 'done', completedAt: now, updatedAt: now })
        .where('id', '=', importId)
        .execute();
    },

    /** Rows left out at upload or that failed while sending, in file order. */
    rejectedRows(importId: string) {
      return db
        .selectFrom('contact_import_row')
        .select(['email', 'firstName', 'lastName', 'company', 'title', 'reason'])
        .where('importId', '=', importId)
        .where('status', 'in', ['skipped', 'failed'])
        .orderBy('rowNumber')
        .execute();
    },
  };
}
