/**
 * A worker that dies mid-job, for the lease-expiry test: it claims one job of
 * JOB_NAME with a lease of LEASE_MS, prints "claimed <id> <attempt>", and never finishes.
 * The test SIGKILLs it; its heartbeats stop, so the lease lapses.
 * Run: DATA_DIR=.. [DATABASE_URL=..] [QUEUE_ENGINE=bullmq QUEUE_URL=..] JOB_NAME=.. LEASE_MS=.. node --import tsx claim-and-hang.ts
 */
import { createLogger } from '../../../logger';
import { openDatabase } from '../../../db/database';
import { openQueue } from '..';
import { testConfig } from '../../../testing/test-data';

const env = Object.fromEntries(
  ['NODE_ENV', 'DATA_DIR', 'DATABASE_URL', 'SECRET', 'LOG_LEVEL', 'QUEUE_ENGINE', 'QUEUE_URL', 'QUEUE_PREFIX'].flatMap(
    (k) => (process.env[k] ? [[k, process.env[k] as string]] : []),
  ),
);
const config = testConfig({ ...env, QUEUE_CONCURRENCY: '0' });
const { db, dialect } = openDatabase(config);
const leaseMs = Number(process.env.LEASE_MS ?? 1000);
const queue = openQueue({ db, dialect, logger: createLogger(config), config, tuning: { leaseMs } });

queue.register(process.env.JOB_NAME ?? 'test.hang', async (_payload, job) => {
  process.stdout.write(`claimed ${job.id} ${job.attempts}\n`);
  // A referenced timer keeps the process alive: a bare pending promise would let it exit.
  await new Promise(() => setInterval(() => undefined, 60_000));
});

await queue.runDueOnce({ limit: 1 });
