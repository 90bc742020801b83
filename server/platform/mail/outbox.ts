import type { Kysely, Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { Database, MailOutboxTable } from '../../db/schema';

export type OutboxRow = Selectable<MailOutboxTable>;
export type OutboxSummary = Pick<OutboxRow, 'id' | 'to' | 'subject' | 'tag' | 'status' | 'createdAt' | 'sentAt'>;

/** Queries of the `mail_outbox` table: every message the server ever sent or meant to send. */
export function outbox(db: Db) {
  return {
    async insertMany(rows: OutboxRow[], executor: Kysely<Database> = db): Promise<void> {
      if (rows.length) await executor.insertInto('mail_outbox').values(rows).execute();
    },

    get(id: string): Promise<OutboxRow | undefined> {
      return db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** Newest first; `to` narrows to one recipient (case-insensitive). */
    list(options: { to?: string; limit: number }): Promise<OutboxSummary[]> {
      let query = db
        .selectFrom('mail_outbox')
        .select(['id', 'to', 'subject', 'tag', 'status', 'createdAt', 'sentAt'])
        .orderBy('createdAt', 'desc')
        .orderBy('id', 'desc')
        .limit(options.limit);
      if (options.to) query = query.where('to', '=', options.to.toLowerCase());
      return query.execute();
    },

    async markSent(id: string): Promise<void> {
      await db
        .updateTable('mail_outbox')
        .set({ status: 'sent', error: null, sentAt: new Date().toISOString() })
        .where('id', '=', id)
        .execute();
    },

    /** A failed attempt: `failed` when no retry follows, else still `queued` with the error. */
    async markAttemptFailed(id: string, error: string, final: boolean): Promise<void> {
      await db
        .updateTable('mail_outbox')
        .set({ status: final ? 'failed' : 'queued', error })
        .where('id', '=', id)
        .where('status', '!=', 'sent')
        .execute();
    },
  };
}

export type Outbox = ReturnType<typeof outbox>;
