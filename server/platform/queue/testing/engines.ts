import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import type { DatabaseHandle } from '../../../db/database';
import { createLogger } from '../../../logger';
import { type EngineQueue, openQueue, type QueueTuning } from '..';
import { type TestData, testConfig } from '../../../testing/test-data';

export type EngineName = 'database' | 'bullmq';

/** Redis for the BullMQ runs (CI starts one on 6390); unset, those runs are skipped. */
export const redisTestUrl = process.env.TEST_REDIS_URL || undefined;

/** Both engines, each test suite run once per engine through the same interface. */
export const QUEUE_ENGINES: { engine: EngineName; label: string; skip: boolean }[] = [
  { engine: 'database', label: 'database queue', skip: false },
  {
    engine: 'bullmq',
    label: redisTestUrl ? 'BullMQ' : 'BullMQ (SKIPPED: set TEST_REDIS_URL=redis://127.0.0.1:6390 to run it)',
    skip: !redisTestUrl,
  },
];

/** A fresh BullMQ key prefix, so tests sharing one Redis never see each other's jobs. */
export const freshPrefix = () => `rapport-test-${randomBytes(5).toString('hex')}`;

/** The environment that selects `engine` (merged over the test data's own). */
export function engineEnv(engine: EngineName, prefix: string): Record<string, string> {
  if (engine === 'database') return {};
  return { QUEUE_ENGINE: 'bullmq', QUEUE_URL: redisTestUrl ?? '', QUEUE_PREFIX: prefix };
}

/** A queue of `engine` on `handle`, as the server would open it from its config. */
export function openTestQueue(
  engine: EngineName,
  data: TestData,
  handle: DatabaseHandle,
  options: { prefix: string; concurrency?: number; tuning?: QueueTuning },
): EngineQueue {
  const config = {
    ...testConfig({ ...data.env, ...engineEnv(engine, options.prefix) }),
    queueConcurrency: options.concurrency ?? 0,
  };
  return openQueue({
    db: handle.db,
    dialect: handle.dialect,
    logger: createLogger(config),
    config,
    tuning: { pollMs: 20, ...options.tuning },
  });
}

/** Deletes every BullMQ key under `prefix` (tests clean up after themselves). */
export async function dropPrefix(prefix: string): Promise<void> {
  if (!redisTestUrl) return;
  const redis = new Redis(redisTestUrl, { lazyConnect: true });
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
      if (keys.length) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}
