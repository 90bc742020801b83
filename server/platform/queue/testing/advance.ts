import type { Db } from '../../../db/database';

/**
 * The database queue's clock, for tests and the development server: moves every queued job's
 * `runAt` earlier by `ms`, as if that much time had passed, so a delayed job (a chat e-mail's
 * ten minutes) comes due without waiting. Answers how many jobs moved.
 */
export async function advanceQueueClock(db: Db, ms: number): Promise<number> {
  const rows = await db.selectFrom('job').select(['id', 'runAt']).where('status', '=', 'queued').execute();
  for (const row of rows)
    await db
      .updateTable('job')
      .set({ runAt: new Date(Date.parse(row.runAt) - ms).toISOString() })
      .where('id', '=', row.id)
      .where('status', '=', 'queued')
      .execute();
  return rows.length;
}
