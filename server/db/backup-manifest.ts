import { createHash } from 'node:crypto';
import { createReadStream, existsSync, readFileSync } from 'node:fs';
import { lstat, readFile } from 'node:fs/promises';
import { dirname, isAbsolute, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { migrations } from './migrations';

/** Written last into a backup: what it holds, and the size and SHA-256 of every file. */
export const MANIFEST = 'rapport-backup.json';

/** A path inside the backup: relative, no `..`, so a manifest cannot name a file outside it. */
const innerPath = z
  .string()
  .min(1)
  .refine((p) => !isAbsolute(p) && !normalize(p).split(/[\\/]/).includes('..') && p !== MANIFEST, 'outside the backup');

const fileEntry = z.object({
  path: innerPath,
  size: z.number().int().nonnegative(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});

export const backupManifest = z.object({
  kind: z.enum(['rapport-sqlite-backup', 'rapport-postgres-backup']),
  format: z.literal(2),
  createdAt: z.iso.datetime(),
  productVersion: z.string().min(1),
  /** The last migration applied to the database in the backup. */
  schemaVersion: z.string().min(1),
  /** The database file (SQLite) or dump (PostgreSQL), one of `files`. */
  database: innerPath,
  files: z.array(fileEntry).min(1),
});
export type BackupManifest = z.infer<typeof backupManifest>;
export type BackupFile = z.infer<typeof fileEntry>;

/** A refused backup or restore: the CLI prints its message as one line and exits 1. */
export class BackupRefused extends Error {}

export async function sha256Of(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

export async function describeFile(root: string, path: string): Promise<BackupFile> {
  const full = join(root, path);
  return { path, size: (await lstat(full)).size, sha256: await sha256Of(full) };
}

/** Reads and validates `DIR/rapport-backup.json`; refuses with one line saying what is wrong. */
export async function readManifest(dir: string, kind: BackupManifest['kind']): Promise<BackupManifest> {
  const file = join(dir, MANIFEST);
  if (!existsSync(file)) throw new BackupRefused(`${dir} is not a Rapport backup (no ${MANIFEST}).`);
  let json: unknown;
  try {
    json = JSON.parse(await readFile(file, 'utf8'));
  } catch {
    throw new BackupRefused(`${file} is not valid JSON: the backup is damaged.`);
  }
  const parsed = backupManifest.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new BackupRefused(
      `${file} is not a valid manifest (${issue?.path.join('.') || 'root'}: ${issue?.message}); a backup made before checksums cannot be verified.`,
    );
  }
  const manifest = parsed.data;
  if (manifest.kind !== kind)
    throw new BackupRefused(`${dir} is a ${manifest.kind}, not a ${kind}: restore it with the matching DATABASE_URL.`);
  if (!manifest.files.some((f) => f.path === manifest.database))
    throw new BackupRefused(`${file} does not list its database ${manifest.database}.`);
  return manifest;
}

/** Every listed file is there, a regular file, with its size and SHA-256. */
export async function verifyFiles(dir: string, manifest: BackupManifest): Promise<void> {
  for (const entry of manifest.files) {
    const full = join(dir, entry.path);
    const info = await lstat(full).catch(() => undefined);
    if (!info?.isFile()) throw new BackupRefused(`${entry.path} is missing from the backup ${dir}.`);
    if (info.size !== entry.size)
      throw new BackupRefused(`${entry.path} in the backup is ${info.size} bytes, the manifest says ${entry.size}.`);
    if ((await sha256Of(full)) !== entry.sha256)
      throw new BackupRefused(`${entry.path} in the backup does not match its SHA-256 in the manifest: it is damaged.`);
  }
}

const known = Object.keys(migrations).sort();
export const latestMigration = known[known.length - 1] as string;

/**
 * The backup's schema must be one this code knows: older is fine (the server migrates at
 * start), newer is refused. `applied` are the migration names recorded in the backup's database.
 */
export function checkSchema(applied: string[], manifest: BackupManifest): void {
  const last = [...applied].sort().at(-1);
  if (!last) throw new BackupRefused('The database in the backup holds no Rapport schema (no migrations).');
  if (last !== manifest.schemaVersion)
    throw new BackupRefused(
      `The database in the backup is at migration ${last}, its manifest says ${manifest.schemaVersion}: it is not the database the manifest describes.`,
    );
  const unknown = applied.filter((name) => !known.includes(name));
  if (unknown.some((name) => name > latestMigration))
    throw new BackupRefused(
      `This backup was made by a newer Rapport (schema ${last}, product ${manifest.productVersion}); this one knows up to ${latestMigration}: upgrade Rapport, then restore.`,
    );
  if (unknown.length)
    throw new BackupRefused(`The backup's database has migrations this Rapport does not know: ${unknown.join(', ')}.`);
}

/** package.json's version, found from this module upwards (source tree or dist/). */
export const productVersion = (() => {
  let found: string | undefined;
  return (): string => {
    found ??= readProductVersion();
    return found;
  };
})();

function readProductVersion(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++, dir = dirname(dir)) {
    const file = join(dir, 'package.json');
    if (!existsSync(file)) continue;
    const pkg = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string };
    if (pkg.name === 'rapport' && pkg.version) return pkg.version;
  }
  return 'unknown';
}

/** `2026-11-28T17-40-12-345Z`: a time that is safe in a file name. */
export const fileStamp = (at = new Date()) => at.toISOString().replace(/[:.]/g, '-');
