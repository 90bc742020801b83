import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, openSync, rmSync, statSync, truncateSync, writeFileSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPost } from '../features/posts/testing';
import { signUp, type TestClient } from '../testing/api-client';
import { createPostgresDatabase, postgresTestUrl } from '../testing/test-database';
import { startTestServer, stopTestServers, type TestServer } from '../testing/test-server';
import { MANIFEST } from './backup-manifest';
import { backupCli, reseal, signIn } from './backup-testing';

const run = promisify(execFile);
const baseUrl = postgresTestUrl();
const temp: string[] = [];
const drops: (() => Promise<void>)[] = [];
const tempDir = (name: string) => {
  const dir = mkdtempSync(join(tmpdir(), name));
  temp.push(dir);
  return dir;
};
afterAll(async () => {
  await stopTestServers();
  for (const drop of drops) await drop().catch(() => undefined);
  for (const dir of temp) rmSync(dir, { recursive: true, force: true });
});

const nameOf = (url: string) => new URL(url).pathname.slice(1);

/** Runs `sql` on the server's maintenance database. */
async function admin<T>(sql: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as T[];
  } finally {
    await client.end();
  }
}

/** A hash of everything in the database: its plain pg_dump. */
async function databaseHash(url: string): Promise<string> {
  const { stdout } = await run('pg_dump', ['--format=plain', `--dbname=${url}`], { maxBuffer: 64 * 1024 * 1024 });
  // Plain dumps fence themselves with a random \restrict key (PostgreSQL 15.14+): not data.
  const data = stdout.replace(/^\\(un)?restrict .*$/gm, '');
  return createHash('sha256').update(data).digest('hex');
}

/** Databases named after `url`'s (a staging copy or one kept aside). */
const databasesBeside = async (url: string) =>
  (
    await admin<{ datname: string }>('select datname from pg_database where datname like $1 order by 1', [
      `${nameOf(url)}_%`,
    ])
  ).map((r) => r.datname);

describe.skipIf(!baseUrl)('npm run backup / restore on PostgreSQL (pg_dump / pg_restore)', { timeout: 90_000 }, () => {
  let server: TestServer;
  let ada: TestClient;
  let postId: string;
  let good: string;
  /** The database of a stopped server holding Bo's account: the good data a restore must not harm. */
  let liveData: string;

  beforeAll(async () => {
    server = await startTestServer();
    ada = await signUp(server.url);
    postId = await createPost(ada, { content: 'Before the backup' });
    good = join(tempDir('rapport-pg-backups-'), 'nightly');
    const made = await backupCli('backup', [good], { DATABASE_URL: server.env.DATABASE_URL });
    expect(made.stderr).toBe('');
    expect(made.code).toBe(0);

    const other = await startTestServer();
    await signUp(other.url, { email: 'bo@example.com' });
    await other.close();
    liveData = other.env.DATABASE_URL as string;
  }, 120_000);

  const damaged = (damage: (dir: string) => void) => {
    const dir = join(tempDir('rapport-pg-damaged-'), 'backup');
    cpSync(good, dir, { recursive: true });
    damage(dir);
    return dir;
  };
  const dumpOf = (dir: string) => join(dir, 'rapport.dump');
  const halve = (dir: string) => truncateSync(dumpOf(dir), Math.floor(statSync(dumpOf(dir)).size / 2));
  const garbageInTheMiddle = (dir: string) => {
    const size = Math.min(40 * 1024, Math.floor(statSync(dumpOf(dir)).size / 3));
    writeSync(openSync(dumpOf(dir), 'r+'), randomBytes(size), 0, size, Math.floor(statSync(dumpOf(dir)).size / 3));
  };

  async function expectRefused(backup: string, url: string, reason: RegExp, force = true) {
    const before = await databaseHash(url);
    const beside = await databasesBeside(url);
    const result = await backupCli('restore', force ? [backup, '--force'] : [backup], { DATABASE_URL: url });
    expect(result.code).toBe(1);
    expect(result.stderr.trim().split('\n')).toEqual([expect.stringMatching(reason)]);
    expect(await databaseHash(url)).toBe(before);
    expect(await databasesBeside(url)).toEqual(beside); // no staging copy left behind
  }

  it('refuses a dump truncated to half, into an empty database, and with --force over good data', async () => {
    const empty = await createPostgresDatabase(baseUrl!, { empty: true });
    drops.push(empty.drop);
    await expectRefused(
      damaged(halve),
      empty.url,
      /rapport\.dump in the backup is \d+ bytes, the manifest says/,
      false,
    );
    await expectRefused(damaged(halve), liveData, /rapport\.dump in the backup is \d+ bytes/);
  });

  it('refuses garbage in the middle of the dump, also when the manifest matches it', async () => {
    await expectRefused(damaged(garbageInTheMiddle), liveData, /rapport\.dump .* does not match its SHA-256/);
    const resealed = damaged(garbageInTheMiddle);
    await reseal(resealed);
    await expectRefused(resealed, liveData, /pg_restore (cannot read the dump|failed, \S+ is unchanged)/);
  });

  it('refuses a dump that pg_restore --list cannot read before anything is dropped', async () => {
    const backup = damaged((dir) => writeFileSync(dumpOf(dir), randomBytes(64 * 1024)));
    await reseal(backup);
    await expectRefused(backup, liveData, /pg_restore cannot read the dump/);
  });

  it('refuses a backup without its dump, and a manifest of 20 bytes of invalid JSON', async () => {
    await expectRefused(
      damaged((dir) => rmSync(dumpOf(dir))),
      liveData,
      /rapport\.dump is missing from the backup/,
    );
    await expectRefused(
      damaged((dir) => writeFileSync(join(dir, MANIFEST), '{"kind": "rapport-po')),
      liveData,
      /not valid JSON/,
    );
  });

  it('refuses a dump made by a newer Rapport, saying so', async () => {
    const scratch = await createPostgresDatabase(baseUrl!, { empty: true });
    drops.push(scratch.drop);
    await run('pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${scratch.url}`, dumpOf(good)]);
    const client = new pg.Client({ connectionString: scratch.url });
    await client.connect();
    await client.query('insert into kysely_migration (name, timestamp) values ($1, $2)', [
      '29990101T0000-from-the-future',
      new Date().toISOString(),
    ]);
    await client.end();
    const backup = damaged((dir) => rmSync(dumpOf(dir)));
    await run('pg_dump', ['--format=custom', `--file=${dumpOf(backup)}`, `--dbname=${scratch.url}`]);
    await reseal(backup, { schemaVersion: '29990101T0000-from-the-future', productVersion: '9.0.0' });
    await expectRefused(
      backup,
      liveData,
      /made by a newer Rapport \(schema 29990101T0000-from-the-future.*upgrade Rapport/,
    );
  });

  it('refuses good data without --force', async () => {
    await expectRefused(good, liveData, /holds tables: .*pass --force/, false);
  });

  it('restores a good dump into an empty database, and the app works on it', async () => {
    const later = await createPost(ada, { content: 'After the backup' });
    const fresh = await createPostgresDatabase(baseUrl!, { empty: true });
    drops.push(fresh.drop);
    const restored = await backupCli('restore', [good], { DATABASE_URL: fresh.url });
    expect(restored.code).toBe(0);
    expect(restored.stdout).toContain(`into database ${nameOf(fresh.url)}`);
    expect(await databasesBeside(fresh.url)).toEqual([]); // the empty one it replaced is not kept

    const again = await startTestServer({ env: { DATABASE_URL: fresh.url } });
    const client = await signIn(again.url, ada.user!.email);
    expect((await client.get(`/api/post/id?postId=${postId}`)).body.data.content).toBe('Before the backup');
    expect((await client.get(`/api/post/id?postId=${later}`)).status).toBe(404);
  });

  it('restores over good data with --force and keeps the old database aside, unchanged', async () => {
    const before = await databaseHash(liveData);
    const restored = await backupCli('restore', [good, '--force'], { DATABASE_URL: liveData });
    expect(restored.code).toBe(0);
    const aside = /kept in database (\S+)/.exec(restored.stdout)?.[1];
    expect(aside).toMatch(new RegExp(`^${nameOf(liveData)}_before_restore_\\d{8}t\\d{6}$`));
    drops.push(async () => void (await admin(`drop database if exists "${aside}" with (force)`)));
    const asideUrl = new URL(liveData);
    asideUrl.pathname = `/${aside}`;
    expect(await databaseHash(asideUrl.toString())).toBe(before);

    const again = await startTestServer({ env: { DATABASE_URL: liveData } });
    await signIn(again.url, ada.user!.email);
    await expect(signIn(again.url, 'bo@example.com')).rejects.toThrow(/sign-in 401/);
  });
});
