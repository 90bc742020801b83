import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { DialectName } from '../../db/dialect';
import type { Database } from '../../db/schema';
import type { Logger } from '../../logger';
import { jobStore } from './job-store';
import { type JobContext, type RegisteredHandler, registration, runClaimedJob } from './run-job';
import { workerPool } from './worker-pool';

export { PermanentJobError } from './job-errors';
export type { JobContext } from './run-job';

export type JobHandler<P> = (payload: P, job: JobContext) => Promise<void>;
export type RegisterOptions = { maxAttempts?: number; backoffMs?: (attempt: number) => number; leaseMs?: number };
export type EnqueueOptions = {
  delayMs?: number;
  runAt?: Date;
  maxAttempts?: number;
  /** A transaction to insert the job in, so it exists only if the caller's writes commit. */
  executor?: Kysely<Database>;
};

export type Queue = {
  register<P>(name: string, handler: JobHandler<P>, options?: RegisterOptions): void;
  enqueue<P>(name: string, payload: P, options?: EnqueueOptions): Promise<string>;
  start(): void;
  stop(): Promise<void>;
  /** Runs due jobs in this process until none is left (or `limit` ran); returns how many ran. */
  runDueOnce?(options?: { limit?: number }): Promise<number>;
};

/** What createQueue returns: a Queue whose optional members are always there. */
export type DurableQueue = Queue & {
  runDueOnce(options?: { limit?: number }): Promise<number>;
  /** This process's lease-owner id (`<pid>-<random>`), as stored in `job.leaseOwner`. */
  readonly owner: string;
};

export type QueueTuning = {
  /** Lease taken when claiming, before the job's own `leaseMs` applies. */
  leaseMs?: number;
  maxAttempts?: number;
  pollMs?: number;
  stopTimeoutMs?: number;
  /** Finished jobs are deleted after this long. */
  keepFinishedMs?: number;
};

export const QUEUE_DEFAULTS = {
  leaseMs: 60_000,
  maxAttempts: 5,
  pollMs: 500,
  stopTimeoutMs: 10_000,
  keepFinishedMs: 7 * 24 * 3_600_000,
} as const;

/**
 * Durable jobs in the `job` table, safe with several server instances: see job-store.ts
 * for the atomic claim and run-job.ts for leases, heartbeats, retries and fencing.
 */
export function createQueue(deps: {
  db: Db;
  dialect: DialectName;
  logger: Logger;
  config: Config;
  tuning?: QueueTuning;
}): DurableQueue {
  const tuning = { ...QUEUE_DEFAULTS, ...deps.tuning };
  const logger = deps.logger.child({ component: 'queue' });
  const store = jobStore(deps.db, deps.dialect);
  const owner = `${process.pid}-${randomBytes(6).toString('hex')}`;
  const handlers = new Map<string, RegisteredHandler>();
  const heartbeats = new Set<{ stop(): void }>();

  async function runOne(): Promise<boolean> {
    const row = await store.claim(owner, tuning.leaseMs);
    if (!row) return false;
    await runClaimedJob(row, { store, owner, handlers, logger, claimLeaseMs: tuning.leaseMs, heartbeats });
    return true;
  }

  const pool = workerPool({
    concurrency: deps.config.queueConcurrency,
    pollMs: tuning.pollMs,
    stopTimeoutMs: tuning.stopTimeoutMs,
    logger,
    work: runOne,
    maintenance: async () => {
      const purged = await store.purgeFinished(tuning.keepFinishedMs);
      if (purged) logger.info({ purged }, 'finished jobs purged');
    },
  });

  return {
    owner,
    register(name, handler, options) {
      if (handlers.has(name)) throw new Error(`A handler for job "${name}" is already registered.`);
      handlers.set(name, registration(handler as RegisteredHandler['handler'], options, tuning));
    },
    async enqueue(name, payload, options = {}) {
      const runAt = options.runAt ?? new Date(Date.now() + Math.max(0, options.delayMs ?? 0));
      const maxAttempts = options.maxAttempts ?? handlers.get(name)?.maxAttempts ?? tuning.maxAttempts;
      const id = await store.insert({ name, payload, runAt, maxAttempts: Math.max(1, maxAttempts) }, options.executor);
      if (runAt.getTime() <= Date.now()) pool.wake();
      return id;
    },
    start() {
      pool.start();
      if (deps.config.queueConcurrency > 0)
        logger.debug({ owner, concurrency: deps.config.queueConcurrency }, 'queue workers started');
    },
    async stop() {
      const finished = await pool.stop();
      if (finished) return;
      // Handlers still running past the bound: stop renewing their leases so another
      // instance takes the jobs over once the leases expire.
      logger.warn({ running: heartbeats.size }, 'queue stopped with jobs still running; their leases will lapse');
      for (const heartbeat of heartbeats) heartbeat.stop();
    },
    async runDueOnce(options = {}) {
      const limit = options.limit ?? 1_000;
      let ran = 0;
      while (ran < limit && (await runOne())) ran++;
      return ran;
    },
  };
}
