import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { inflateRawSync } from 'node:zlib';
import { sql } from 'kysely';
import type { TestClient } from '../../testing/api-client';

/**
 * Test helper: the entries of a (small) zip, read from its central directory. Zip64 is not
 * read: the suite's zips are small; the 1 GB run lists entries with its own reader (bench/).
 */
export function readZip(zip: Buffer, inflate: (name: string) => boolean = () => true): Map<string, Buffer> {
  const eocd = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (eocd < 0) throw new Error('not a zip');
  const count = zip.readUInt16LE(eocd + 10);
  let at = zip.readUInt32LE(eocd + 16);
  const entries = new Map<string, Buffer>();
  for (let i = 0; i < count; i++) {
    const method = zip.readUInt16LE(at + 10);
    const compressed = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    const dataAt = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(dataAt, dataAt + compressed);
    if (!inflate(name)) entries.set(name, Buffer.alloc(0));
    else entries.set(name, method === 8 ? inflateRawSync(data) : Buffer.from(data));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** Asks for an export and runs the queue until it is ready; the export as the API answers it. */
export async function exportNow(client: TestClient, runJobs: () => Promise<unknown>) {
  const started = await client.post('/api/account/export', {});
  if (started.status !== 202) throw new Error(`export: ${started.status} ${JSON.stringify(started.body)}`);
  for (let i = 0; i < 200; i++) {
    await runJobs();
    const res = await client.get('/api/account/export');
    if (res.body.data?.status === 'ready' || res.body.data?.status === 'failed') return res.body.data;
    await new Promise((done) => setTimeout(done, 50));
  }
  throw new Error('export never finished');
}

/**
 * Bulk data for the memory figure: `posts` posts of the user's written straight to the table
 * (500 a statement), and `fileCount` files of `fileBytes` each attached to the first posts,
 * made as sparse files in the local storage folder (bytes of zeros, no disk used), so a
 * gigabyte costs nothing to prepare.
 */
export async function seedBulkExport(
  services: import('../../services').Services,
  dataDir: string,
  userId: string,
  options: { posts: number; fileCount: number; fileBytes: number },
): Promise<void> {
  const { open, mkdir } = await import('node:fs/promises');
  const { dirname, join } = await import('node:path');
  const { randomUUID } = await import('node:crypto');
  const base = Date.now() - options.posts * 1000;
  const ids: string[] = [];
  for (let start = 0; start < options.posts; start += 500) {
    const rows = [];
    for (let i = start; i < Math.min(options.posts, start + 500); i++) {
      const id = randomUUID();
      ids.push(id);
      const at = new Date(base + i * 1000).toISOString();
      rows.push({
        id,
        type: 'Post',
        content: `Post number ${i}: ${'words of the post '.repeat(10)}`,
        createdBy: userId,
        visibility: 'RELATIONSHIPS',
        groupId: null,
        pairingId: null,
        referencePostId: null,
        status: 'published',
        isEdited: 0,
        deletedBy: null,
        deletedAt: null,
        createdAt: at,
        updatedAt: at,
        lastActivityAt: at,
        title: null,
        modifiedBy: null,
      });
    }
    await services.db.insertInto('post').values(rows).execute();
  }
  for (let f = 0; f < options.fileCount; f++) {
    const postId = ids[f] as string;
    const key = `uploads/users/${userId}/posts/${postId}/original/file-${f}.bin`;
    const path = join(dataDir, 'files', ...key.split('/'));
    await mkdir(dirname(path), { recursive: true });
    const handle = await open(path, 'w');
    await handle.truncate(options.fileBytes);
    await handle.close();
    await services.db
      .insertInto('post_attachment')
      .values({ postId, position: 0, filename: `file-${f}.bin`, filepath: key, type: 'application/octet-stream' })
      .execute();
  }
}

/** Runs `work` while sampling the process's RSS every 20 ms: the peak growth over the start, in MB. */
export async function peakRssGrowth(work: () => Promise<void>): Promise<{ peakMb: number; ms: number }> {
  global.gc?.();
  const start = process.memoryUsage().rss;
  let peak = start;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  const began = performance.now();
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  peak = Math.max(peak, process.memoryUsage().rss);
  return { peakMb: Math.round((peak - start) / 1024 / 1024), ms: Math.round(performance.now() - began) };
}

/** Every row of every table of the schema, as text (found generically, on either database). */
export async function everyRow(
  services: import('../../services').Services,
): Promise<{ table: string; text: string }[]> {
  const { dialect } = services;
  const db = () => services.db;
  const tables =
    dialect === 'postgres'
      ? (
          await sql<{ name: string }>`select table_name as name from information_schema.tables
            where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(db())
        ).rows
      : (await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(db())).rows;
  const out: { table: string; text: string }[] = [];
  for (const { name } of tables) {
    const rows =
      dialect === 'postgres'
        ? (await sql<{ row: string }>`select t::text as row from ${sql.table(name)} t`.execute(db())).rows.map(
            (r) => r.row,
          )
        : (await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(db())).rows.map((r) =>
            Object.values(r)
              .map((v) =>
                Buffer.isBuffer(v) || v instanceof Uint8Array ? Buffer.from(v).toString('latin1') : String(v),
              )
              .join('\u0001'),
          );
    for (const text of rows) out.push({ table: name, text });
  }
  return out;
}

/** Every file under the data directory's storage, with its bytes as text. */
export async function everyFile(dataDir: string): Promise<{ path: string; text: string }[]> {
  const root = join(dataDir, 'files');
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  const files: { path: string; text: string }[] = [];
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    files.push({ path: path.slice(root.length + 1), text: (await readFile(path)).toString('latin1') });
  }
  return files;
}
