import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Db } from '../../db/database';
import { type DialectName, skipLocked } from '../../db/dialect';
import type { Database, JobTable } from '../../db/schema';

export type JobRow = Selectable<JobTable>;

/** A claim is identified by its lease owner and attempt number: every later write is fenced by both. */
export type Claim = { id: string; owner: string; attempts: number };

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * The queue's SQL, one statement per operation. Times are ISO strings compared as
 * strings (text on SQLite, timestamptz on PostgreSQL: both sort chronologically).
 */
export function jobStore(db: Db, dialect: DialectName) {
  return {
    async insert(
      job: { name: string; payload: unknown; runAt: Date; maxAttempts: number },
      executor: Kysely<Database> = db,
    ): Promise<string> {
      const [id] = await this.insertMany(job.name, [job.payload], job, executor);
      return id as string;
    },

    /** Jobs of one kind, one row per payload, in one statement. */
    async insertMany(
      name: string,
      payloads: readonly unknown[],
      job: { runAt: Date; maxAttempts: number },
      executor: Kysely<Database> = db,
    ): Promise<string[]> {
      if (!payloads.length) return [];
      const now = new Date().toISOString();
      const rows = payloads.map((payload) => ({
        id: randomUUID(),
        name,
        payload: JSON.stringify(payload ?? null),
        status: 'queued' as const,
        attempts: 0,
        maxAttempts: job.maxAttempts,
        runAt: job.runAt.toISOString(),
        leaseUntil: null,
        leaseOwner: null,
        lastError: null,
        createdAt: now,
        updatedAt: now,
        completedAt: null,
      }));
      await executor.insertInto('job').values(rows).execute();
      return rows.map((row) => row.id);
    },

    /**
     * Claims the oldest due job, or one whose lease expired (its worker died), in ONE
     * statement: the row lock (PostgreSQL, skipping rows others hold) or SQLite's single
     * writer makes two workers unable to claim the same row.
     */
    async claim(owner: string, leaseMs: number, nowMs = Date.now()): Promise<JobRow | undefined> {
      const now = iso(nowMs);
      const due = db
        .selectFrom('job')
        .select('id')
        .where((eb) =>
          eb.or([
            eb.and([eb('status', '=', 'queued'), eb('runAt', '<=', now)]),
            eb.and([eb('status', '=', 'running'), eb('leaseUntil', '<', now)]),
          ]),
        )
        .orderBy('runAt')
        .limit(1)
        .modifyEnd(skipLocked(dialect));
      return db
        .updateTable('job')
        .set((eb) => ({
          status: 'running',
          attempts: eb('attempts', '+', 1),
          leaseOwner: owner,
          leaseUntil: iso(nowMs + leaseMs),
          updatedAt: now,
        }))
        .where('id', '=', due)
        .returningAll()
        .executeTakeFirst();
    },

    /** Heartbeat: false when the lease was taken over (the worker must give up the job). */
    async extendLease(claim: Claim, leaseMs: number): Promise<boolean> {
      const now = Date.now();
      return fenced(claim, { leaseUntil: iso(now + leaseMs), updatedAt: iso(now) });
    },

    complete(claim: Claim): Promise<boolean> {
      const now = new Date().toISOString();
      return fenced(claim, {
        status: 'done',
        leaseOwner: null,
        leaseUntil: null,
        lastError: null,
        completedAt: now,
        updatedAt: now,
      });
    },

    retryLater(claim: Claim, runAtMs: number, error: string): Promise<boolean> {
      return fenced(claim, {
        status: 'queued',
        runAt: iso(runAtMs),
        leaseOwner: null,
        leaseUntil: null,
        lastError: error,
        updatedAt: iso(Date.now()),
      });
    },

    fail(claim: Claim, error: string): Promise<boolean> {
      const now = new Date().toISOString();
      return fenced(claim, {
        status: 'failed',
        leaseOwner: null,
        leaseUntil: null,
        lastError: error,
        completedAt: now,
        updatedAt: now,
      });
    },

    /** Deletes finished jobs older than the cutoff, so the table stays small. */
    async purgeFinished(olderThanMs: number): Promise<number> {
      const result = await db
        .deleteFrom('job')
        .where('status', 'in', ['done', 'failed'])
        .where('completedAt', '<', iso(Date.now() - olderThanMs))
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    get(id: string): Promise<JobRow | undefined> {
      return db.selectFrom('job').selectAll().where('id', '=', id).executeTakeFirst();
    },
  };

  /** An update that lands only while this worker still holds this attempt's lease. */
  async function fenced(claim: Claim, values: Partial<JobRow>): Promise<boolean> {
    const result = await db
      .updateTable('job')
      .set(values)
      .where('id', '=', claim.id)
      .where('leaseOwner', '=', claim.owner)
      .where('attempts', '=', claim.attempts)
      .where('status', '=', 'running')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }
}

export type JobStore = ReturnType<typeof jobStore>;
