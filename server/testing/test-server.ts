import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Env, loadConfig } from '../config';
import { createLogger } from '../logger';
import { type RunningServer, startServer } from '../server';
import { createPostgresDatabase, postgresTestUrl } from './test-database';

export type TestServer = RunningServer & {
  dataDir: string;
  /** Environment this server was started with: start a sibling on the same data with it. */
  env: Partial<Env>;
};

type Options = {
  env?: Partial<Record<keyof Env, string>>;
  /** Start another instance on the same database and data directory (multi-instance tests). */
  sameDataAs?: TestServer;
};

const cleanups: (() => Promise<void>)[] = [];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/**
 * A real server on a free loopback port with its own database: a fresh SQLite file, or a
 * fresh PostgreSQL database when the run has DATABASE_URL/TEST_DATABASE_URL set.
 */
export async function startTestServer(options: Options = {}): Promise<TestServer> {
  let env: Record<string, string>;
  if (options.sameDataAs) {
    env = { ...(options.sameDataAs.env as Record<string, string>), ...options.env };
  } else {
    const dataDir = mkdtempSync(join(tmpdir(), 'rapport-test-'));
    env = {
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      SEED_DEMO: '0',
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
      SECRET: 'test-secret-test-secret-test-secret-0123',
      HOST: '127.0.0.1',
      ...options.env,
    };
    const pgUrl = postgresTestUrl();
    if (pgUrl && !options.env?.DATABASE_URL) {
      const database = await createPostgresDatabase(pgUrl);
      env.DATABASE_URL = database.url;
      cleanups.push(database.drop);
    }
    cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  }
  const base = { ...process.env };
  delete base.DATABASE_URL;
  delete base.REDIS_URL;
  // A known free port, so PUBLIC_URL (signed links, e-mails) points at this very server.
  const port = await freePort();
  const config = loadConfig(base, { PUBLIC_URL: `http://127.0.0.1:${port}`, ...env, PORT: port } as Partial<Env>);
  const running = await startServer(config, createLogger(config));
  const server: TestServer = { ...running, dataDir: config.dataDir, env: env as Partial<Env> };
  cleanups.unshift(() => running.close());
  return server;
}

/** Closes every server and drops every database this test file started (call in afterAll). */
export async function stopTestServers(): Promise<void> {
  while (cleanups.length) {
    const next = cleanups.shift();
    await next?.().catch(() => undefined);
  }
}
