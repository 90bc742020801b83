import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createLogger } from '../../logger';
import { createStorage } from '.';

const dataDir = mkdtempSync(join(tmpdir(), 'rapport-s3-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const config = loadConfig({
  ...{
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SECRET: 'test-secret-test-secret-test-secret-0123',
    S3_BUCKET: 'rapport-files',
    S3_REGION: 'eu-central-1',
    S3_ENDPOINT: 'http://127.0.0.1:9000',
    S3_ACCESS_KEY_ID: 'AKIDEXAMPLE',
    S3_SECRET_ACCESS_KEY: 'secret-example',
    S3_FORCE_PATH_STYLE: '1',
  },
});

describe('S3 storage', () => {
  const storage = createStorage({ config, logger: createLogger(config) });

  it('is chosen when S3_BUCKET is set', () => {
    expect(storage.driver).toBe('s3');
  });

  it('presigns a path-style PUT that binds the content type', async () => {
    const url = new URL(
      await storage.signedUrl('uploads/users/u1/CV (2).pdf', 'PUT', {
        expiresInSeconds: 900,
        contentType: 'application/pdf',
      }),
    );
    expect(url.origin).toBe('http://127.0.0.1:9000');
    expect(decodeURIComponent(url.pathname)).toBe('/rapport-files/uploads/users/u1/CV (2).pdf');
    expect(url.searchParams.get('X-Amz-Expires')).toBe('900');
    expect(url.searchParams.get('X-Amz-Credential')).toMatch(/^AKIDEXAMPLE\/\d{8}\/eu-central-1\/s3\/aws4_request$/);
    expect(url.searchParams.get('X-Amz-SignedHeaders')).toContain('content-type');
    expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('presigns GET and DELETE, and refuses invalid keys', async () => {
    const get = new URL(await storage.signedUrl('uploads/users/u1/a.txt', 'GET', { expiresInSeconds: 60 }));
    expect(get.searchParams.get('X-Amz-Expires')).toBe('60');
    expect(await storage.signedUrl('uploads/users/u1/a.txt', 'DELETE', { expiresInSeconds: 60 })).toContain(
      'X-Amz-Signature=',
    );
    await expect(storage.signedUrl('../a.txt', 'GET', { expiresInSeconds: 60 })).rejects.toThrow(/not valid/);
  });

  it('presigns a GET that answers as a named download', async () => {
    const url = new URL(
      await storage.signedUrl('uploads/users/u1/CV (2).pdf', 'GET', {
        expiresInSeconds: 60,
        downloadName: 'CV (2).pdf',
      }),
    );
    expect(url.searchParams.get('response-content-disposition')).toBe("attachment; filename*=UTF-8''CV%20%282%29.pdf");
  });
});
