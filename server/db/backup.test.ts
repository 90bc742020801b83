import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { userUploadPrefix } from '@shared/api/files';
import { createPost } from '../features/posts/testing';
import { signUp, TEST_PASSWORD, TestClient } from '../testing/api-client';
import { postgresTestUrl } from '../testing/test-database';
import { startTestServer, stopTestServers } from '../testing/test-server';

const run = promisify(execFile);
const temp: string[] = [];
const tempDir = (name: string) => {
  const dir = mkdtempSync(join(tmpdir(), name));
  temp.push(dir);
  return dir;
};
afterAll(async () => {
  await stopTestServers();
  for (const dir of temp) rmSync(dir, { recursive: true, force: true });
});

/** `npm run backup` / `npm run restore` as an operator runs them. */
const cli = (command: 'backup' | 'restore', args: string[], dataDir: string) =>
  run(process.execPath, ['--import', 'tsx', 'server/db/backup-cli.ts', command, ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', SECRET: 'test-secret-test-secret-test-secret-0123' },
  });

describe.skipIf(!!postgresTestUrl())(
  'npm run backup / restore (the embedded SQLite default; skipped on PostgreSQL runs)',
  () => {
    it('backs up a running server and restores into a fresh DATA_DIR with the data and files there', {
      timeout: 60_000,
    }, async () => {
      const server = await startTestServer();
      const ada = await signUp(server.url);
      const postId = await createPost(ada, { content: 'Before the backup' });
      const key = `${userUploadPrefix(ada.user!.id)}notes/plan.txt`;
      await server.services.storage.put(key, Buffer.from('kept in the backup'), 'text/plain');

      // Online: the server keeps running and writing.
      const backupDir = join(tempDir('rapport-backups-'), 'nightly');
      const made = await cli('backup', [backupDir], server.dataDir);
      expect(made.stdout).toContain(`to ${backupDir}`);
      const later = await createPost(ada, { content: 'After the backup' });

      const fresh = tempDir('rapport-restored-');
      const restored = await cli('restore', [backupDir], fresh);
      expect(restored.stdout).toContain(`into ${fresh}`);
      // A second restore over it is refused without --force.
      await expect(cli('restore', [backupDir], fresh)).rejects.toThrow(/exists/);

      const again = await startTestServer({ env: { DATA_DIR: fresh } });
      const client = new TestClient(again.url);
      const signIn = await client.post('/api/auth/sign-in/email', { email: ada.user!.email, password: TEST_PASSWORD });
      expect(signIn.status).toBe(200);
      client.token = signIn.headers.get('set-auth-token') ?? undefined;
      const post = await client.get(`/api/post/id?postId=${postId}`);
      expect(post.status).toBe(200);
      expect(post.body.data.content).toBe('Before the backup');
      expect((await client.get(`/api/post/id?postId=${later}`)).status).toBe(404);
      const file = await again.services.storage.get(key);
      expect(await text(file!.body as NodeJS.ReadableStream & AsyncIterable<Buffer>)).toBe('kept in the backup');
    });

    it('refuses to back up into a directory that is not empty, and a restore from what is not a backup', async () => {
      const server = await startTestServer();
      const occupied = tempDir('rapport-occupied-');
      await cli('backup', [occupied], server.dataDir); // empty: fine
      await expect(cli('backup', [occupied], server.dataDir)).rejects.toThrow(/not empty/);
      await expect(cli('restore', [tempDir('rapport-nothing-')], tempDir('rapport-target-'))).rejects.toThrow(
        /not a Rapport backup/,
      );
    });
  },
);
