import { cpSync, mkdtempSync, openSync, readdirSync, rmSync, truncateSync, writeFileSync, writeSync } from 'node:fs';
import { statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { text } from 'node:stream/consumers';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userUploadPrefix } from '@shared/api/files';
import { createPost } from '../features/posts/testing';
import { signUp, type TestClient } from '../testing/api-client';
import { postgresTestUrl } from '../testing/test-database';
import { startTestServer, stopTestServers, type TestServer } from '../testing/test-server';
import { MANIFEST } from './backup-manifest';
import { backupCli, dirHash, reseal, signIn } from './backup-testing';

const temp: string[] = [];
const tempDir = (name: string) => {
  const dir = mkdtempSync(join(tmpdir(), name));
  temp.push(dir);
  return dir;
};
afterAll(async () => {
  await stopTestServers();
  for (const dir of temp) {
    for (const sibling of readdirSync(dirname(dir)).filter((n) => n.startsWith(`${basename(dir)}.`)))
      rmSync(join(dirname(dir), sibling), { recursive: true, force: true });
    rmSync(dir, { recursive: true, force: true });
  }
});

/** Directories beside `dir` that a restore made (staging, kept-aside data). */
const siblingsOf = (dir: string) => readdirSync(dirname(dir)).filter((n) => n.startsWith(`${basename(dir)}.`));

// Each CLI run is a fresh Node process (tsx): seconds apiece on a loaded machine.
describe.skipIf(!!postgresTestUrl())(
  'npm run backup / restore (the embedded SQLite default; skipped on PostgreSQL runs)',
  {
    timeout: 90_000,
  },
  () => {
    let server: TestServer;
    let ada: TestClient;
    let postId: string;
    let good: string;
    const fileKey = () => `${userUploadPrefix(ada.user!.id)}notes/plan.txt`;

    beforeAll(async () => {
      server = await startTestServer();
      ada = await signUp(server.url);
      postId = await createPost(ada, { content: 'Before the backup' });
      await server.services.storage.put(fileKey(), Buffer.from('kept in the backup'), 'text/plain');
      good = join(tempDir('rapport-backups-'), 'nightly');
      const made = await backupCli('backup', [good], { DATA_DIR: server.dataDir });
      expect(made.stdout).toContain(`to ${good}`);
    }, 60_000);

    /** A copy of the good backup, damaged by `damage`. */
    const damaged = (damage: (dir: string) => void) => {
      const dir = join(tempDir('rapport-damaged-'), 'backup');
      cpSync(good, dir, { recursive: true });
      damage(dir);
      return dir;
    };
    const dbOf = (dir: string) => join(dir, 'rapport.sqlite');

    /** The data directory of a stopped server, holding Bo's account: the "good data" a restore must not harm. */
    let liveData: string;
    beforeAll(async () => {
      const other = await startTestServer();
      await signUp(other.url, { email: 'bo@example.com' });
      await other.close();
      liveData = other.dataDir;
    }, 60_000);

    /** Restores `backup` and expects a refusal: exit 1, one line matching `reason`, `dataDir` byte for byte unchanged. */
    async function expectRefused(backup: string, dataDir: string, reason: RegExp, force = true) {
      const before = await dirHash(dataDir);
      const beside = siblingsOf(dataDir);
      const result = await backupCli('restore', force ? [backup, '--force'] : [backup], { DATA_DIR: dataDir });
      expect(result.code).toBe(1);
      expect(result.stdout).toBe('');
      expect(result.stderr.trim().split('\n')).toEqual([expect.stringMatching(reason)]);
      expect(await dirHash(dataDir)).toBe(before);
      expect(siblingsOf(dataDir)).toEqual(beside); // no staging or kept-aside directory left behind
    }

    it('refuses a database truncated to half, into an empty DATA_DIR, which stays empty', async () => {
      const backup = damaged((dir) => truncateSync(dbOf(dir), Math.floor(statSync(dbOf(dir)).size / 2)));
      const empty = tempDir('rapport-empty-');
      await expectRefused(backup, empty, /rapport\.sqlite in the backup is \d+ bytes, the manifest says \d+/, false);
      expect(readdirSync(empty)).toEqual([]);
    });

    it('refuses the same truncated database with --force over good data', async () => {
      const backup = damaged((dir) => truncateSync(dbOf(dir), Math.floor(statSync(dbOf(dir)).size / 2)));
      await expectRefused(backup, liveData, /rapport\.sqlite in the backup is \d+ bytes/);
    });

    const garbageInTheMiddle = (dir: string) => {
      const fd = openSync(dbOf(dir), 'r+');
      writeSync(fd, Buffer.alloc(40 * 1024, 0x5a), 0, 40 * 1024, Math.floor(statSync(dbOf(dir)).size / 2));
    };

    it('refuses 40 KB of garbage in the middle of the database, with --force', async () => {
      await expectRefused(damaged(garbageInTheMiddle), liveData, /rapport\.sqlite .* does not match its SHA-256/);
    });

    it('refuses the same garbage when the manifest matches it (a database damaged before the backup): integrity_check', async () => {
      const backup = damaged(garbageInTheMiddle);
      await reseal(backup);
      await expectRefused(backup, liveData, /fails its integrity check|cannot be read/);
    });

    it('refuses a backup without its rapport.sqlite, with --force', async () => {
      await expectRefused(
        damaged((dir) => rmSync(dbOf(dir))),
        liveData,
        /rapport\.sqlite is missing from the backup/,
      );
    });

    it('refuses a manifest of 20 bytes of invalid JSON, and one without checksums', async () => {
      await expectRefused(
        damaged((dir) => writeFileSync(join(dir, MANIFEST), '{"kind": "rapport-sq')),
        liveData,
        /rapport-backup\.json is not valid JSON/,
      );
      const older = damaged((dir) =>
        writeFileSync(
          join(dir, MANIFEST),
          JSON.stringify({ kind: 'rapport-sqlite-backup', createdAt: new Date(), files: 2 }),
        ),
      );
      await expectRefused(older, liveData, /not a valid manifest .*cannot be verified/);
      await expectRefused(tempDir('rapport-nothing-'), liveData, /not a Rapport backup \(no rapport-backup\.json\)/);
    });

    it('refuses a backup made by a newer Rapport, saying so', async () => {
      const backup = damaged((dir) => {
        const db = new Database(dbOf(dir));
        db.prepare('insert into kysely_migration (name, timestamp) values (?, ?)').run(
          '29990101T0000-from-the-future',
          new Date().toISOString(),
        );
        db.close();
      });
      await reseal(backup, { schemaVersion: '29990101T0000-from-the-future', productVersion: '9.0.0' });
      await expectRefused(
        backup,
        liveData,
        /made by a newer Rapport \(schema 29990101T0000-from-the-future, product 9\.0\.0\).*upgrade Rapport/,
      );
    });

    it('refuses good data without --force, and a backup directory that is not empty', async () => {
      await expectRefused(good, liveData, /is not empty: .*pass --force/, false);
      const result = await backupCli('backup', [good], { DATA_DIR: server.dataDir });
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(/not empty: choose a new backup directory/);
    });

    it('restores a good backup into a fresh DATA_DIR, and the app works on it', { timeout: 60_000 }, async () => {
      const later = await createPost(ada, { content: 'After the backup' });
      const fresh = join(tempDir('rapport-restored-'), 'data'); // not there yet: created by the swap
      const restored = await backupCli('restore', [good], { DATA_DIR: fresh });
      expect(restored.code).toBe(0);
      expect(restored.stdout).toContain(`into ${fresh}`);
      expect(restored.stdout).not.toContain('kept in');
      expect(siblingsOf(fresh)).toEqual([]);

      const again = await startTestServer({ env: { DATA_DIR: fresh } });
      const client = await signIn(again.url, ada.user!.email);
      const post = await client.get(`/api/post/id?postId=${postId}`);
      expect(post.body.data.content).toBe('Before the backup');
      expect((await client.get(`/api/post/id?postId=${later}`)).status).toBe(404);
      const file = await again.services.storage.get(fileKey());
      expect(await text(file!.body as NodeJS.ReadableStream & AsyncIterable<Buffer>)).toBe('kept in the backup');
    });

    it('restores over good data with --force and keeps the old data aside, byte for byte', {
      timeout: 60_000,
    }, async () => {
      const target = tempDir('rapport-replaced-');
      cpSync(liveData, target, { recursive: true });
      const before = await dirHash(target);
      const restored = await backupCli('restore', [good, '--force'], { DATA_DIR: target });
      expect(restored.code).toBe(0);
      const aside = /kept in (\S+)/.exec(restored.stdout)?.[1];
      expect(aside).toMatch(new RegExp(`^${target}\\.before-restore-\\d{4}-\\d\\d-\\d\\dT`));
      expect(await dirHash(aside!)).toBe(before);

      const again = await startTestServer({ env: { DATA_DIR: target } });
      const client = await signIn(again.url, ada.user!.email);
      expect((await client.get(`/api/post/id?postId=${postId}`)).body.data.content).toBe('Before the backup');
      await expect(signIn(again.url, 'bo@example.com')).rejects.toThrow(/sign-in 401/);
    });
  },
);
