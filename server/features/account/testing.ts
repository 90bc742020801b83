import { inflateRawSync } from 'node:zlib';
import type { TestClient } from '../../testing/api-client';

/**
 * Test helper: the entries of a (small) zip, read from its central directory. Zip64 is not
 * read: the suite's zips are small; the 1 GB run lists entries with its own reader (bench/).
 */
export function readZip(zip: Buffer): Map<string, Buffer> {
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
    entries.set(name, method === 8 ? inflateRawSync(data) : Buffer.from(data));
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
