import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { TEST_PASSWORD, TestClient } from '../testing/api-client';
import { type BackupManifest, describeFile, MANIFEST, sha256Of } from './backup-manifest';
import { listFiles } from './backup';

const run = promisify(execFile);

export type CliResult = { code: number; stdout: string; stderr: string };

/** `npm run backup` / `npm run restore` as an operator runs them; never throws, answers the exit code. */
export async function backupCli(
  command: 'backup' | 'restore',
  args: string[],
  env: { DATA_DIR?: string; DATABASE_URL?: string },
): Promise<CliResult> {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ['--import', 'tsx', 'server/db/backup-cli.ts', command, ...args],
      { env: { ...process.env, DATA_DIR: env.DATA_DIR ?? '', DATABASE_URL: env.DATABASE_URL ?? '', SECRET: '' } },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code?: number; stdout?: string; stderr?: string };
    return { code: e.code ?? -1, stdout: e.stdout ?? '', stderr: e.stderr ?? '' };
  }
}

/** One hash over every file's path, mode and bytes under `dir` ("absent" when there is no dir). */
export async function dirHash(dir: string): Promise<string> {
  if (!existsSync(dir)) return 'absent';
  const hash = createHash('sha256');
  for (const path of await listFiles(dir)) hash.update(`${path}\0${await sha256Of(join(dir, path))}\0`);
  return hash.digest('hex');
}

/** Rewrites a backup's manifest to match its files as they are now (a backup damaged before it was taken). */
export async function reseal(dir: string, change: Partial<BackupManifest> = {}): Promise<void> {
  const manifest = JSON.parse(readFileSync(join(dir, MANIFEST), 'utf8')) as BackupManifest;
  const files = [];
  for (const entry of manifest.files) files.push(await describeFile(dir, entry.path));
  writeFileSync(join(dir, MANIFEST), JSON.stringify({ ...manifest, files, ...change }));
}

/** Signs in on `url` with the test password: the restored data holds the account. */
export async function signIn(url: string, email: string): Promise<TestClient> {
  const client = new TestClient(url);
  const answer = await client.post('/api/auth/sign-in/email', { email, password: TEST_PASSWORD });
  if (answer.status !== 200) throw new Error(`sign-in ${answer.status}`);
  client.token = answer.headers.get('set-auth-token') ?? undefined;
  return client;
}
