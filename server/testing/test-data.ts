import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Config, type Env, loadConfig } from '../config';
import { type DatabaseHandle, openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { createPostgresDatabase, postgresTestUrl } from './test-database';

export type TestData = {
  /** Environment naming this data: DATA_DIR, and DATABASE_URL on a PostgreSQL run. */
  env: Record<string, string>;
  config: Config;
  /** Opens one more connection (pool) on the same database, as another instance would. */
  open(): DatabaseHandle;
  dispose(): Promise<void>;
};

/** A migrated, empty database of the run's engine (SQLite file or fresh PostgreSQL database). */
export async function createTestData(overrides: Partial<Record<keyof Env, string>> = {}): Promise<TestData> {
  const dataDir = mkdtempSync(join(tmpdir(), 'rapport-queue-'));
  const env: Record<string, string> = {
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    SECRET: 'test-secret-test-secret-test-secret-0123',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    ...overrides,
  };
  const pgUrl = postgresTestUrl();
  const pgDatabase = pgUrl ? await createPostgresDatabase(pgUrl) : undefined;
  if (pgDatabase) env.DATABASE_URL = pgDatabase.url;
  const config = testConfig(env);
  const handles: DatabaseHandle[] = [];
  const first = openDatabase(config);
  handles.push(first);
  await migrateToLatest(first.db, first.dialect);
  return {
    env,
    config,
    open() {
      const handle = openDatabase(config);
      handles.push(handle);
      return handle;
    },
    async dispose() {
      for (const handle of handles) await handle.close().catch(() => undefined);
      await pgDatabase?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Config from exactly these variables (the caller's DATABASE_URL does not leak in). */
export function testConfig(env: Record<string, string>): Config {
  const base = { ...process.env };
  delete base.DATABASE_URL;
  delete base.REDIS_URL;
  return loadConfig(base, env as Partial<Env>);
}
