import { cp, mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import Database from 'better-sqlite3';
import type { Config } from '../config';

/** Written beside the copy: what it is and when it was taken. */
export const MANIFEST = 'rapport-backup.json';

/** Not copied from DATA_DIR: the live database files (the online backup replaces them) and scratch space. */
const SKIPPED = (name: string, dbFile: string) =>
  name === basename(dbFile) ||
  name === `${basename(dbFile)}-wal` ||
  name === `${basename(dbFile)}-shm` ||
  name === 'tmp';

/**
 * Backs up the embedded default while the server runs: SQLite's online backup API (a
 * consistent copy, writers keep going) plus everything else under DATA_DIR (uploaded files,
 * the secret that signs sessions and URLs, the e-sign seal) into the directory `target`.
 * PostgreSQL and S3 have their own tools: see the README (pg_dump / pg_restore + the bucket).
 */
export async function backupDataDir(config: Config, target: string): Promise<{ target: string; files: number }> {
  if (config.database.dialect !== 'sqlite')
    throw new Error('npm run backup copies the embedded SQLite database; for PostgreSQL use pg_dump (README).');
  const dbFile = config.database.file;
  if (!existsSync(dbFile)) throw new Error(`No database at ${dbFile}: nothing to back up.`);
  if (existsSync(target) && (await readdir(target)).length)
    throw new Error(`${target} is not empty: choose a new backup directory.`);
  await mkdir(target, { recursive: true, mode: 0o700 });

  const source = new Database(dbFile, { readonly: true, fileMustExist: true });
  try {
    await source.backup(join(target, basename(dbFile)));
  } finally {
    source.close();
  }
  let files = 0;
  for (const name of await readdir(config.dataDir)) {
    if (SKIPPED(name, dbFile)) continue;
    await cp(join(config.dataDir, name), join(target, name), { recursive: true, preserveTimestamps: true });
    files += await countFiles(join(target, name));
  }
  await writeFile(
    join(target, MANIFEST),
    `${JSON.stringify({ kind: 'rapport-sqlite-backup', createdAt: new Date().toISOString(), database: basename(dbFile), files }, null, 2)}\n`,
  );
  return { target, files };
}

/**
 * Restores a backup into DATA_DIR, which must hold no database yet (`force` replaces one:
 * stop the server first). The database and the files come back as they were at backup time.
 */
export async function restoreDataDir(config: Config, source: string, options: { force?: boolean } = {}): Promise<void> {
  if (config.database.dialect !== 'sqlite')
    throw new Error('npm run restore restores the embedded SQLite database; for PostgreSQL use pg_restore (README).');
  if (!existsSync(join(source, MANIFEST))) throw new Error(`${source} is not a Rapport backup (no ${MANIFEST}).`);
  const dbFile = config.database.file;
  if (existsSync(dbFile) && !options.force)
    throw new Error(`${dbFile} exists: restore into an empty DATA_DIR, or pass --force with the server stopped.`);
  await mkdir(config.dataDir, { recursive: true });
  for (const suffix of ['', '-wal', '-shm']) await rm(`${dbFile}${suffix}`, { force: true });
  for (const name of await readdir(source)) {
    if (name === MANIFEST) continue;
    await cp(join(source, name), join(config.dataDir, name), {
      recursive: true,
      force: true,
      preserveTimestamps: true,
    });
  }
}

async function countFiles(path: string): Promise<number> {
  const info = await stat(path);
  if (!info.isDirectory()) return 1;
  let total = 0;
  for (const name of await readdir(path)) total += await countFiles(join(path, name));
  return total;
}
