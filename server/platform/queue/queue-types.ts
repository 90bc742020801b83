import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { JobContext } from './run-job';

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
  /** Jobs of one kind, one per payload, written in one statement (a batch of chat messages' notices). */
  enqueueMany<P>(name: string, payloads: readonly P[], options?: EnqueueOptions): Promise<string[]>;
  start(): void;
  stop(): Promise<void>;
  /** Runs due jobs in this process until none is left (or `limit` ran); returns how many ran. */
  runDueOnce?(options?: { limit?: number }): Promise<number>;
  /**
   * Wakes idle workers now. `enqueue` wakes them itself: at once, or after the commit of the
   * transaction it was given (a job written in it is not visible to them before).
   */
  wake?(): void;
};

/** What an engine tells about one job, the same on every engine. */
export type JobState = {
  id: string;
  name: string;
  status: 'queued' | 'running' | 'done' | 'failed';
  /** Attempts started so far. */
  attempts: number;
  maxAttempts: number;
  lastError: string | null;
  /** When a queued job is due next; null once it runs or finished. */
  runAt: Date | null;
};

/** What every engine returns: a Queue whose optional members are always there. */
export type EngineQueue = Queue & {
  readonly engine: 'database' | 'bullmq';
  runDueOnce(options?: { limit?: number }): Promise<number>;
  wake(): void;
  /** The job's state, or undefined when it does not exist (rolled back, or purged). */
  inspect(id: string): Promise<JobState | undefined>;
  /** Tests: removes every job of this engine's namespace (no-op for the database). */
  drop(): Promise<void>;
};

export type QueueTuning = {
  /** Lease taken when claiming, before the job's own `leaseMs` applies (BullMQ: the lock). */
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
