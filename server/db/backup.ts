import { existsSync } from 'node:fs';
import { cp, mkdir, readdir, rename, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import { basename, dirname, join, relative } from 'node:path';
import Database from 'better-sqlite3';
import type { Config } from '../config';
import {
  type BackupManifest,
  BackupRefused,
  checkSchema,
  describeFile,
  fileStamp,
  MANIFEST,
  productVersion,
  readManifest,
  verifyFiles,
} from './backup-manifest';

export { MANIFEST } from './backup-manifest';

/** Not copied from DATA_DIR: the live database files (the online backup replaces them) and scratch space. */
const SKIPPED = (name: string, dbFile: string) =>
  name === basename(dbFile) ||
  name === `${basename(dbFile)}-wal` ||
  name === `${basename(dbFile)}-shm` ||
  name === 'tmp';

/**
 * Backs up the embedded default while the server runs: SQLite's online backup API (a
 * consistent copy, writers keep going) plus everything else under DATA_DIR (uploaded files,
 * the secret that signs sessions and URLs, the e-sign seal) into the directory `target`, and
 * last a manifest with every file's size and SHA-256, the schema version and the product version.
 */
export async function backupDataDir(config: Config, target: string): Promise<{ target: string; files: number }> {
  if (config.database.dialect !== 'sqlite') throw new Error('backupDataDir copies the embedded SQLite database.');
  const dbFile = config.database.file;
  if (!existsSync(dbFile)) throw new BackupRefused(`No database at ${dbFile}: nothing to back up.`);
  if (existsSync(target) && (await readdir(target)).length)
    throw new BackupRefused(`${target} is not empty: choose a new backup directory.`);
  await mkdir(target, { recursive: true, mode: 0o700 });

  const copy = join(target, basename(dbFile));
  const source = new Database(dbFile, { readonly: true, fileMustExist: true });
  try {
    await source.backup(copy);
  } finally {
    source.close();
  }
  // One self-contained file (no -wal to go with it), checked now so a damaged live database
  // is found the day of the backup, not the day of the restore.
  const checked = new Database(copy, { fileMustExist: true });
  let schemaVersion: string;
  try {
    checked.pragma('journal_mode = DELETE');
    const problem = integrityProblem(checked);
    if (problem) throw new BackupRefused(`The live database ${dbFile} fails its integrity check: ${problem}`);
    schemaVersion = appliedMigrations(checked).sort().at(-1) ?? '';
  } finally {
    checked.close();
  }
  for (const name of await readdir(config.dataDir)) {
    if (SKIPPED(name, dbFile)) continue;
    await cp(join(config.dataDir, name), join(target, name), { recursive: true, preserveTimestamps: true });
  }
  const files = [];
  for (const path of await listFiles(target)) files.push(await describeFile(target, path));
  const manifest: BackupManifest = {
    kind: 'rapport-sqlite-backup',
    format: 2,
    createdAt: new Date().toISOString(),
    productVersion: productVersion(),
    schemaVersion,
    database: basename(dbFile),
    files,
  };
  await writeManifest(target, manifest);
  return { target, files: files.length - 1 };
}

/**
 * Restores a backup into DATA_DIR after checking all of it: the manifest, every file's size
 * and SHA-256, the database's integrity (opened read-only) and its schema version. The new
 * data directory is built beside DATA_DIR and swapped in by rename; an occupied DATA_DIR needs
 * `force` (server stopped) and is kept aside as `DATA_DIR.before-restore-<time>`, returned.
 * Any refusal throws BackupRefused before DATA_DIR is touched.
 */
export async function restoreDataDir(
  config: Config,
  source: string,
  options: { force?: boolean } = {},
): Promise<{ manifest: BackupManifest; aside?: string }> {
  if (config.database.dialect !== 'sqlite') throw new Error('restoreDataDir restores the embedded SQLite database.');
  const manifest = await readManifest(source, 'rapport-sqlite-backup');
  const dbName = basename(config.database.file);
  if (manifest.database !== dbName)
    throw new BackupRefused(`The backup's database is ${manifest.database}, this Rapport reads ${dbName}.`);
  await verifyFiles(source, manifest);
  checkDatabase(join(source, manifest.database), manifest);

  const dataDir = config.dataDir;
  const occupied = existsSync(dataDir) && (await readdir(dataDir)).length > 0;
  if (occupied && !options.force)
    throw new BackupRefused(
      `${dataDir} is not empty: restore into an empty DATA_DIR, or stop the server and pass --force (the old data is kept aside).`,
    );
  const parent = dirname(dataDir);
  await mkdir(parent, { recursive: true });
  if (existsSync(dataDir) && (await stat(dataDir)).dev !== (await stat(parent)).dev)
    throw new BackupRefused(
      `${dataDir} is a mount point and cannot be swapped by rename: mount its parent and set DATA_DIR below it.`,
    );

  const stamp = fileStamp();
  const staging = `${dataDir}.restoring-${stamp}`;
  try {
    await mkdir(staging, { mode: 0o700 });
    for (const entry of manifest.files) {
      await mkdir(dirname(join(staging, entry.path)), { recursive: true });
      await cp(join(source, entry.path), join(staging, entry.path), { preserveTimestamps: true });
    }
    await verifyFiles(staging, manifest); // what goes in is what was checked
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
  const aside = occupied ? `${dataDir}.before-restore-${stamp}` : undefined;
  if (aside) await rename(dataDir, aside);
  else if (existsSync(dataDir)) await rmdir(dataDir);
  try {
    await rename(staging, dataDir);
  } catch (error) {
    if (aside) await rename(aside, dataDir);
    throw error;
  }
  return { manifest, aside };
}

/** The backup's database opened read-only: integrity_check passes and its schema is known. */
function checkDatabase(file: string, manifest: BackupManifest): void {
  let db: Database.Database | undefined;
  try {
    db = new Database(file, { readonly: true, fileMustExist: true });
    const problem = integrityProblem(db);
    if (problem) throw new BackupRefused(`The database in the backup fails its integrity check: ${problem}`);
    checkSchema(appliedMigrations(db), manifest);
  } catch (error) {
    if (error instanceof BackupRefused) throw error;
    throw new BackupRefused(`The database in the backup cannot be read: ${(error as Error).message}`);
  } finally {
    db?.close();
  }
}

/** The first line integrity_check reports, or undefined when it says "ok". */
function integrityProblem(db: Database.Database): string | undefined {
  const rows = db.pragma('integrity_check(1)') as { integrity_check: string }[];
  const first = rows[0]?.integrity_check;
  return first === 'ok' ? undefined : (first ?? 'no answer');
}

function appliedMigrations(db: Database.Database): string[] {
  const table = db.prepare("select 1 from sqlite_master where type = 'table' and name = 'kysely_migration'").get();
  if (!table) return [];
  return (db.prepare('select name from kysely_migration').all() as { name: string }[]).map((r) => r.name);
}

async function writeManifest(target: string, manifest: BackupManifest): Promise<void> {
  const temp = join(target, `${MANIFEST}.partial`);
  await writeFile(temp, `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
  await rename(temp, join(target, MANIFEST));
}

/** Every regular file under `root`, as paths relative to it. */
export async function listFiles(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => relative(root, join(e.parentPath, e.name)))
    .sort();
}
