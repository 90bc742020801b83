import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createLogger } from '../../logger';
import { createStorage, type Storage } from '.';
import { startS3Server } from './testing/s3-server';

// The S3 driver against a real S3 API server (s3rver) on loopback: bytes really travel.
let s3: Awaited<ReturnType<typeof startS3Server>>;
let storage: Storage;
const dataDir = mkdtempSync(join(tmpdir(), 'rapport-s3-live-'));

beforeAll(async () => {
  s3 = await startS3Server();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SECRET: 'test-secret-test-secret-test-secret-0123',
    ...s3.env,
  });
  storage = createStorage({ config, logger: createLogger(config) });
});
afterAll(async () => {
  await s3?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const key = (name: string) => `uploads/users/u1/${name}`;

describe('S3 storage against a real S3 API server', () => {
  it('puts a buffer and gets it back with its type and size', async () => {
    expect(storage.driver).toBe('s3');
    await storage.put(key('a.txt'), Buffer.from('hello s3'), 'text/plain');
    const got = await storage.get(key('a.txt'));
    expect(got).toMatchObject({ size: 8, contentType: 'text/plain' });
    expect(await text(got!.body as Readable)).toBe('hello s3');
    expect(await storage.head(key('a.txt'))).toEqual({ size: 8, contentType: 'text/plain' });
  });

  it('puts a stream (spooled for its length)', async () => {
    const bytes = Buffer.alloc(300_000, 'x');
    await storage.put(
      key('big.bin'),
      Readable.from([bytes.subarray(0, 100_000), bytes.subarray(100_000)]),
      'application/octet-stream',
    );
    expect((await storage.head(key('big.bin')))?.size).toBe(300_000);
    const got = await storage.get(key('big.bin'));
    expect(Buffer.from(await text(got!.body as Readable)).equals(bytes)).toBe(true);
  });

  it('serves a byte range and names the whole size', async () => {
    await storage.put(key('digits.txt'), Buffer.from('0123456789'), 'text/plain');
    const part = await storage.get(key('digits.txt'), { start: 2, end: 5 });
    expect(part?.range).toEqual({ start: 2, end: 5 });
    expect(part?.size).toBe(10);
    expect(await text(part!.body as Readable)).toBe('2345');
    const tail = await storage.get(key('digits.txt'), { start: 7 });
    expect(await text(tail!.body as Readable)).toBe('789');
  });

  it('deletes, answers null for a missing file, and deleting twice is fine', async () => {
    await storage.put(key('gone.txt'), Buffer.from('bye'), 'text/plain');
    await storage.delete(key('gone.txt'));
    expect(await storage.get(key('gone.txt'))).toBeNull();
    expect(await storage.head(key('gone.txt'))).toBeNull();
    await expect(storage.delete(key('gone.txt'))).resolves.toBeUndefined();
  });

  it('presigned PUT uploads and presigned GET downloads, as a browser would', async () => {
    const put = await storage.signedUrl(key('cv.pdf'), 'PUT', { expiresInSeconds: 60, contentType: 'application/pdf' });
    expect(put.startsWith(s3.endpoint)).toBe(true);
    const uploaded = await fetch(put, {
      method: 'PUT',
      body: '%PDF-1.7 fake',
      headers: { 'content-type': 'application/pdf' },
    });
    expect(uploaded.status).toBe(200);

    const get = await storage.signedUrl(key('cv.pdf'), 'GET', { expiresInSeconds: 60, downloadName: 'CV (2).pdf' });
    const downloaded = await fetch(get);
    expect(downloaded.status).toBe(200);
    expect(await downloaded.text()).toBe('%PDF-1.7 fake');
    expect(downloaded.headers.get('content-disposition')).toBe("attachment; filename*=UTF-8''CV%20%282%29.pdf");
  });
});
