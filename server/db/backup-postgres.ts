import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import {
  type BackupManifest,
  BackupRefused,
  checkSchema,
  describeFile,
  MANIFEST,
  productVersion,
  readManifest,
  verifyFiles,
} from './backup-manifest';

const run = promisify(execFile);
const DUMP = 'rapport.dump';

/** The first line a failed tool printed, for a one-line refusal (pg_restore can crash on garbage). */
function firstLine(error: unknown): string {
  const e = error as { stderr?: string; signal?: string; message?: string };
  const printed = e.stderr?.trim().split('\n')[0];
  if (printed) return printed;
  if (e.signal) return `it crashed (${e.signal})`;
  return String(e.message).trim().split('\n')[0] as string;
}

async function tool(name: 'pg_dump' | 'pg_restore', args: string[]): Promise<string> {
  try {
    return (await run(name, args, { maxBuffer: 256 * 1024 * 1024 })).stdout;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT')
      throw new BackupRefused(`${name} is not installed: install the PostgreSQL client (postgresql-client).`);
    throw error;
  }
}

/**
 * `pg_dump --format=custom` into `target/rapport.dump`, online and consistent, plus a manifest
 * with its size and SHA-256 and the schema version read back from the dump itself.
 */
export async function backupPostgres(url: string, target: string): Promise<{ target: string }> {
  if (existsSync(target) && (await readdir(target)).length)
    throw new BackupRefused(`${target} is not empty: choose a new backup directory.`);
  await checkClientVersion(url);
  await mkdir(target, { recursive: true, mode: 0o700 });
  const dump = join(target, DUMP);
  try {
    await tool('pg_dump', ['--format=custom', `--file=${dump}`, `--dbname=${url}`]);
  } catch (error) {
    if (error instanceof BackupRefused) throw error;
    throw new BackupRefused(`pg_dump failed: ${firstLine(error)}`);
  }
  const applied = await migrationsInDump(dump);
  const manifest: BackupManifest = {
    kind: 'rapport-postgres-backup',
    format: 2,
    createdAt: new Date().toISOString(),
    productVersion: productVersion(),
    schemaVersion: applied.sort().at(-1) ?? '',
    database: DUMP,
    files: [await describeFile(target, DUMP)],
  };
  await writeFile(join(target, `${MANIFEST}.partial`), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
  await rename(join(target, `${MANIFEST}.partial`), join(target, MANIFEST));
  return { target };
}

/**
 * Checks the backup (manifest, size and hash, `pg_restore --list`, schema version), restores it
 * into a new database beside the target and swaps it in by renaming. A target that holds tables
 * needs `force` (server stopped) and is kept as `<name>_before_restore_<time>`, returned.
 */
export async function restorePostgres(
  url: string,
  source: string,
  options: { force?: boolean } = {},
): Promise<{ manifest: BackupManifest; aside?: string }> {
  const manifest = await readManifest(source, 'rapport-postgres-backup');
  await verifyFiles(source, manifest);
  const dump = join(source, manifest.database);
  try {
    await tool('pg_restore', ['--list', dump]);
  } catch (error) {
    if (error instanceof BackupRefused) throw error;
    throw new BackupRefused(`pg_restore cannot read the dump ${dump}: ${firstLine(error)}`);
  }
  checkSchema(await migrationsInDump(dump), manifest);

  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  if (!name) throw new BackupRefused('DATABASE_URL names no database.');
  // The target may not exist yet: the server's own maintenance database answers for it.
  const adminUrl = withDatabase(url, name === 'postgres' ? 'template1' : 'postgres');
  await checkClientVersion(adminUrl);
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const exists = (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
    const occupied = exists && (await tableCount(url)) > 0;
    if (occupied && !options.force)
      throw new BackupRefused(
        `The database ${name} holds tables: restore into an empty database, or stop the servers and pass --force (the old database is kept aside).`,
      );
    const stamp = new Date().toISOString().replace(/[-:]/g, '').slice(0, 15).toLowerCase();
    const staging = `${name.slice(0, 40)}_restoring_${stamp}`;
    await admin.query(`create database ${ident(staging)} template template0`);
    try {
      await tool('pg_restore', [
        '--no-owner',
        '--no-privileges',
        '--exit-on-error',
        '--single-transaction',
        `--dbname=${withDatabase(url, staging)}`,
        dump,
      ]);
    } catch (error) {
      await admin.query(`drop database if exists ${ident(staging)}`);
      if (error instanceof BackupRefused) throw error;
      throw new BackupRefused(`pg_restore failed, ${name} is unchanged: ${firstLine(error)}`);
    }
    const aside = exists ? `${name.slice(0, 40)}_before_restore_${stamp}` : undefined;
    try {
      if (aside) await admin.query(`alter database ${ident(name)} rename to ${ident(aside)}`);
    } catch (error) {
      await admin.query(`drop database if exists ${ident(staging)}`);
      throw new BackupRefused(`${name} cannot be renamed aside (stop every server using it): ${firstLine(error)}`);
    }
    await admin.query(`alter database ${ident(staging)} rename to ${ident(name)}`);
    if (aside && !occupied) {
      await admin.query(`drop database ${ident(aside)}`); // it held no tables: nothing to keep
      return { manifest };
    }
    return { manifest, aside };
  } finally {
    await admin.end();
  }
}

/** pg_dump refuses a newer server; an older major would write dumps the server's tools may not read back. */
async function checkClientVersion(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect().catch((error) => {
    throw new BackupRefused(`Cannot connect to DATABASE_URL: ${firstLine(error)}`);
  });
  let server: number;
  try {
    server = Math.floor(Number((await client.query('show server_version_num')).rows[0].server_version_num) / 10000);
  } finally {
    await client.end();
  }
  const out = await tool('pg_dump', ['--version']);
  const clientMajor = Number(/(\d+)\.\d+/.exec(out)?.[1]);
  if (clientMajor !== server)
    throw new BackupRefused(
      `pg_dump is version ${clientMajor}, the server is PostgreSQL ${server}: put the matching client first on PATH.`,
    );
}

/** The migration names recorded in the dump's kysely_migration table (its COPY data). */
async function migrationsInDump(dump: string): Promise<string[]> {
  let sql: string;
  try {
    sql = await tool('pg_restore', ['--data-only', '--table=kysely_migration', '--file=-', dump]);
  } catch (error) {
    if (error instanceof BackupRefused) throw error;
    throw new BackupRefused(`pg_restore cannot read the dump ${dump}: ${firstLine(error)}`);
  }
  const lines = sql.split('\n');
  const start = lines.findIndex((l) => l.startsWith('COPY ') && l.includes('kysely_migration'));
  if (start < 0) return [];
  const names: string[] = [];
  for (const line of lines.slice(start + 1)) {
    if (line === '\\.') break;
    names.push(line.split('\t')[0] as string);
  }
  return names;
}

async function tableCount(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      "select count(*)::int as n from pg_tables where schemaname not in ('pg_catalog', 'information_schema')",
    );
    return rows[0].n as number;
  } finally {
    await client.end();
  }
}

function withDatabase(url: string, database: string): string {
  const next = new URL(url);
  next.pathname = `/${encodeURIComponent(database)}`;
  return next.toString();
}

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;
