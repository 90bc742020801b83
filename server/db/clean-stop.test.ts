import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { createPost } from '../features/posts/testing';
import { signUp } from '../testing/api-client';
import { postgresTestUrl } from '../testing/test-database';

const dataDir = mkdtempSync(join(tmpdir(), 'rapport-stop-'));
let child: ChildProcess | undefined;
afterAll(() => {
  if (child?.exitCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/** `node server/main.ts` as production runs it, until it prints its address. */
async function startMain(port: number): Promise<ChildProcess> {
  const proc = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SEED_DEMO: '0',
      LOG_LEVEL: 'info',
      NODE_ENV: 'test',
      SECRET: 'test-secret-test-secret-test-secret-0123',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    proc.stdout?.on('data', (chunk) => {
      output += chunk;
      if (output.includes('open http')) resolve();
    });
    proc.once('exit', (code) => reject(new Error(`main exited ${code}: ${output}`)));
  });
  return proc;
}

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  describe.skipIf(!!postgresTestUrl())(`a clean stop on ${signal} (SQLite)`, { timeout: 90_000 }, () => {
    it('checkpoints the WAL and closes the database: one file left, integrity_check passes', async () => {
      const port = await freePort();
      child = await startMain(port);
      const ada = await signUp(`http://127.0.0.1:${port}`);
      await createPost(ada, { content: 'Written just before the stop' });
      const db = join(dataDir, 'rapport.sqlite');
      expect(existsSync(`${db}-wal`)).toBe(true); // running: the writes are in the WAL

      const exited = new Promise<number | null>((resolve) => child!.once('exit', (code) => resolve(code)));
      child.kill(signal);
      expect(await exited).toBe(0);
      expect(existsSync(`${db}-wal`)).toBe(false);
      expect(existsSync(`${db}-shm`)).toBe(false);
      const check = new Database(db, { readonly: true, fileMustExist: true });
      expect(check.pragma('integrity_check', { simple: true })).toBe('ok');
      const posts = check.prepare("select count(*) as n from post where content like 'Written just before%'").get();
      check.close();
      expect(posts).toEqual({ n: signal === 'SIGTERM' ? 1 : 2 });
    });
  });
}
