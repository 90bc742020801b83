import { randomBytes } from 'node:crypto';
import type { Config } from '../../config';
import { afterCommit } from '../../db/after-commit';
import type { Db } from '../../db/database';
import type { DialectName } from '../../db/dialect';
import type { Logger } from '../../logger';
import { createBullQueue } from './bullmq';
import { jobStore } from './job-store';
import { QUEUE_DEFAULTS, type EngineQueue, type JobState, type QueueTuning } from './queue-types';
import { type RegisteredHandler, registration, runClaimedJob } from './run-job';
import { workerPool } from './worker-pool';

export { PermanentJobError } from './job-errors';
export type { JobContext } from './run-job';

export type {
  EngineQueue,
  EnqueueOptions,
  JobHandler,
  JobState,
  Queue,
  QueueTuning,
  RegisterOptions,
} from './queue-types';
export { QUEUE_DEFAULTS } from './queue-types';

/** The database queue: an EngineQueue that also names its lease owner. */
export type DurableQueue = EngineQueue & {
  /** This process's lease-owner id (`<pid>-<random>`), as stored in `job.leaseOwner`. */
  readonly owner: string;
};

/**
 * The queue the config names: BullMQ on Redis (`QUEUE_URL`, or `QUEUE_ENGINE=bullmq` with
 * `REDIS_URL`), else the durable database queue, the embedded default.
 */
export function openQueue(deps: {
  db: Db;
  dialect: DialectName;
  logger: Logger;
  config: Config;
  tuning?: QueueTuning;
}): EngineQueue {
  const { queue } = deps.config;
  if (queue.engine === 'bullmq') return createBullQueue({ ...deps, url: queue.url, prefix: queue.prefix });
  return createQueue(deps);
}

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

  const queue: DurableQueue = {
    engine: 'database',
    owner,
    register(name, handler, options) {
      if (handlers.has(name)) throw new Error(`A handler for job "${name}" is already registered.`);
      handlers.set(name, registration(handler as RegisteredHandler['handler'], options, tuning));
    },
    async enqueue(name, payload, options = {}) {
      const [id] = await queue.enqueueMany(name, [payload], options);
      return id as string;
    },
    async enqueueMany(name, payloads, options = {}) {
      const runAt = options.runAt ?? new Date(Date.now() + Math.max(0, options.delayMs ?? 0));
      const maxAttempts = options.maxAttempts ?? handlers.get(name)?.maxAttempts ?? tuning.maxAttempts;
      const ids = await store.insertMany(
        name,
        payloads,
        { runAt, maxAttempts: Math.max(1, maxAttempts) },
        options.executor,
      );
      // A job written in the caller's transaction is visible to the workers once it commits.
      if (ids.length && runAt.getTime() <= Date.now())
        await afterCommit(options.executor ?? deps.db, () => pool.wake());
      return ids;
    },
    wake: () => pool.wake(),
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
    async inspect(id) {
      const row = await store.get(id);
      if (!row) return undefined;
      return {
        id: row.id,
        name: row.name,
        status: row.status as JobState['status'],
        attempts: Number(row.attempts),
        maxAttempts: Number(row.maxAttempts),
        lastError: row.lastError,
        runAt: row.status === 'queued' ? new Date(row.runAt) : null,
      };
    },
    async drop() {},
  };
  return queue;
}
