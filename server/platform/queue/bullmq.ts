import { randomBytes, randomUUID } from 'node:crypto';
import { type Job, Queue as BullQueue, UnrecoverableError, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import type { Config } from '../../config';
import { afterCommit } from '../../db/after-commit';
import type { Db } from '../../db/database';
import type { DialectName } from '../../db/dialect';
import type { Logger } from '../../logger';
import { defaultBackoffMs } from './backoff';
import { describeError, PermanentJobError } from './job-errors';
import { jobStore } from './job-store';
import type { EngineQueue, JobState, QueueTuning } from './queue-types';
import { QUEUE_DEFAULTS } from './queue-types';
import { type RegisteredHandler, registration } from './run-job';
import { workerPool } from './worker-pool';

const QUEUE_NAME = 'jobs';
const KEEP_FINISHED_S = QUEUE_DEFAULTS.keepFinishedMs / 1000;

/**
 * The queue on BullMQ (Redis). Claims, locks, stalled-job recovery, retries with backoff
 * and "one worker per job" are BullMQ's. A job enqueued inside a database transaction
 * (`executor`) is written to the `job` table as an outbox row first and relayed to
 * BullMQ once it is due and committed, under the same id: it exists only if the caller's
 * writes commit, and a relay that dies after adding it re-adds nothing (BullMQ ignores
 * a second add of the same job id).
 */
export function createBullQueue(deps: {
  db: Db;
  dialect: DialectName;
  logger: Logger;
  config: Config;
  url: string;
  prefix: string;
  tuning?: QueueTuning;
}): EngineQueue {
  const tuning = { ...QUEUE_DEFAULTS, ...deps.tuning };
  const logger = deps.logger.child({ component: 'queue', engine: 'bullmq' });
  const outbox = jobStore(deps.db, deps.dialect);
  const owner = `${process.pid}-${randomBytes(6).toString('hex')}`;
  const handlers = new Map<string, RegisteredHandler>();
  const connection = { url: deps.url, maxRetriesPerRequest: null };
  const bull = new BullQueue(QUEUE_NAME, { connection, prefix: deps.prefix });
  bull.on('error', (error) => logger.warn({ err: error }, 'queue connection error'));
  const workerOptions = {
    connection,
    prefix: deps.prefix,
    lockDuration: tuning.leaseMs,
    stalledInterval: tuning.leaseMs,
    settings: {
      backoffStrategy: (attemptsMade: number, _type?: string, _error?: Error, job?: { name: string }) =>
        Math.max(1, (handlers.get(job?.name ?? '')?.backoffMs ?? defaultBackoffMs)(attemptsMade)),
    },
  };
  let worker: Worker | undefined;
  let manual: Worker | undefined;
  /** A plain connection for reading a delayed job's due time (inspect only). */
  let reader: Redis | undefined;

  const addOptions = (name: string, id: string, runAt: number, maxAttempts: number | undefined) => ({
    jobId: id,
    delay: Math.max(0, runAt - Date.now()),
    attempts: Math.max(1, maxAttempts ?? handlers.get(name)?.maxAttempts ?? tuning.maxAttempts),
    backoff: { type: 'handler' },
    removeOnComplete: { age: KEEP_FINISHED_S },
    removeOnFail: { age: KEEP_FINISHED_S },
  });

  /** Moves due, committed outbox rows to BullMQ; returns how many it moved. */
  async function relayOutbox(limit = 100): Promise<number> {
    let moved = 0;
    while (moved < limit) {
      const row = await outbox.claim(owner, tuning.leaseMs);
      if (!row) break;
      const payload = JSON.parse(row.payload) as unknown;
      await bull.add(row.name, payload, addOptions(row.name, row.id, 0, Number(row.maxAttempts)));
      await deps.db.deleteFrom('job').where('id', '=', row.id).where('leaseOwner', '=', owner).execute();
      moved++;
    }
    return moved;
  }

  async function runHandler(job: Job, signal: AbortSignal): Promise<void> {
    const registered = handlers.get(job.name);
    if (!registered)
      throw new UnrecoverableError(
        `No handler is registered for job "${job.name}" on this server; the job cannot run.`,
      );
    try {
      await registered.handler(job.data, {
        id: String(job.id),
        name: job.name,
        attempts: job.attemptsStarted,
        maxAttempts: job.opts.attempts ?? 1,
        signal,
      });
    } catch (error) {
      if (error instanceof PermanentJobError) throw new UnrecoverableError(describeError(error));
      throw error;
    }
  }

  const manualWorker = () => {
    manual ??= new Worker(QUEUE_NAME, null, { ...workerOptions, autorun: false });
    return manual;
  };

  /** One due job run in this process without a started worker (tests, `runDueOnce`). */
  async function runOneManually(): Promise<boolean> {
    const token = randomUUID();
    const job = (await manualWorker().getNextJob(token, { block: false })) as Job | undefined;
    if (!job) return false;
    const lease = new AbortController();
    const renew = setInterval(
      () => void job.extendLock(token, tuning.leaseMs).catch(() => lease.abort()),
      Math.max(10, tuning.leaseMs / 3),
    );
    try {
      await runHandler(job, lease.signal);
      await job.moveToCompleted(undefined, token, false);
    } catch (error) {
      await job.moveToFailed(asError(error), token, false);
    } finally {
      clearInterval(renew);
    }
    return true;
  }

  const relay = workerPool({
    concurrency: deps.config.queueConcurrency > 0 ? 1 : 0,
    pollMs: tuning.pollMs,
    stopTimeoutMs: tuning.stopTimeoutMs,
    logger,
    work: async () => (await relayOutbox(1)) > 0,
    maintenance: async () => undefined,
  });

  const queue: EngineQueue = {
    engine: 'bullmq',
    register(name, handler, options) {
      if (handlers.has(name)) throw new Error(`A handler for job "${name}" is already registered.`);
      handlers.set(name, registration(handler as RegisteredHandler['handler'], options, tuning));
    },
    async enqueue(name, payload, options = {}) {
      const [id] = await queue.enqueueMany(name, [payload], options);
      return id as string;
    },
    async enqueueMany(name, payloads, options = {}) {
      const runAt = options.runAt?.getTime() ?? Date.now() + Math.max(0, options.delayMs ?? 0);
      if (options.executor) {
        const maxAttempts = options.maxAttempts ?? handlers.get(name)?.maxAttempts ?? tuning.maxAttempts;
        const ids = await outbox.insertMany(
          name,
          payloads,
          { runAt: new Date(runAt), maxAttempts: Math.max(1, maxAttempts) },
          options.executor,
        );
        // The relay sees the outbox rows once the caller's transaction commits.
        if (ids.length && runAt <= Date.now()) await afterCommit(options.executor, () => relay.wake());
        return ids;
      }
      const jobs = payloads.map((payload) => ({ id: randomUUID(), payload }));
      if (jobs.length)
        await bull.addBulk(
          jobs.map((job) => ({
            name,
            data: job.payload ?? null,
            opts: addOptions(name, job.id, runAt, options.maxAttempts),
          })),
        );
      return jobs.map((job) => job.id);
    },
    /** The relay moves committed outbox rows to BullMQ (its workers wake on their own). */
    wake: () => relay.wake(),
    start() {
      relay.start();
      if (deps.config.queueConcurrency <= 0 || worker) return;
      worker = new Worker(
        QUEUE_NAME,
        (job, _token, signal) => runHandler(job, signal ?? new AbortController().signal),
        {
          ...workerOptions,
          concurrency: deps.config.queueConcurrency,
        },
      );
      worker.on('error', (error) => logger.warn({ err: error }, 'queue worker error'));
      worker.on('failed', (job, error) =>
        logger.warn({ job: job?.id, jobName: job?.name, err: error }, 'job attempt failed'),
      );
      logger.debug({ concurrency: deps.config.queueConcurrency }, 'queue workers started');
    },
    async stop() {
      await relay.stop();
      const closing = worker?.close();
      const finished = await Promise.race([
        closing?.then(() => true),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(false), tuning.stopTimeoutMs).unref()),
      ]);
      if (closing && !finished) {
        // Handlers still running past the bound: drop the connection so their locks
        // lapse and another instance's stalled-job check takes the jobs over.
        logger.warn('queue stopped with jobs still running; their locks will lapse');
        await worker?.close(true).catch(() => undefined);
      }
      worker = undefined;
      await manual?.close().catch(() => undefined);
      manual = undefined;
      reader?.disconnect();
      reader = undefined;
      await bull.close();
    },
    async runDueOnce(options = {}) {
      const limit = options.limit ?? 1_000;
      await relayOutbox(limit);
      // BullMQ's stalled-job check (a started worker runs it on a timer): jobs whose lock
      // lapsed (their worker died) go back to waiting, or fail past maxStalledCount.
      await (manualWorker() as unknown as { moveStalledJobsToWait(): Promise<void> }).moveStalledJobsToWait();
      let ran = 0;
      while (ran < limit && (await runOneManually())) ran++;
      return ran;
    },
    async inspect(id) {
      const job = await bull.getJob(id);
      if (job) {
        reader ??= new Redis(deps.url, { maxRetriesPerRequest: 1 });
        return stateOf(job, await job.getState(), bull.keys.delayed ?? `${deps.prefix}:${QUEUE_NAME}:delayed`, reader);
      }
      const row = await outbox.get(id);
      if (!row) return undefined;
      return {
        id,
        name: row.name,
        status: 'queued',
        attempts: 0,
        maxAttempts: Number(row.maxAttempts),
        lastError: null,
        runAt: new Date(row.runAt),
      };
    },
    async drop() {
      await bull.obliterate({ force: true }).catch(() => undefined);
    },
  };
  return queue;
}

async function stateOf(job: Job, state: string, delayedKey: string, redis: Redis): Promise<JobState> {
  const status: JobState['status'] =
    state === 'completed' ? 'done' : state === 'failed' ? 'failed' : state === 'active' ? 'running' : 'queued';
  let runAt: Date | null = null;
  if (state === 'delayed') {
    // A delayed job's score is its due time in ms shifted left 12 bits (BullMQ's encoding).
    const score = await redis.zscore(delayedKey, String(job.id));
    if (score !== null) runAt = new Date(Math.floor(Number(score) / 0x1000));
  } else if (status === 'queued') runAt = new Date(job.timestamp);
  return {
    id: String(job.id),
    name: job.name,
    status,
    // Attempts started so far, as the database queue counts them.
    attempts: job.attemptsStarted,
    maxAttempts: job.opts.attempts ?? 1,
    lastError: status === 'done' ? null : (job.stacktrace?.at(-1) ?? job.failedReason ?? null),
    runAt,
  };
}

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));
