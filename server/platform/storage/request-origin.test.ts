import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userUploadPrefix } from '@shared/api/files';
import { signUp, TestClient } from '../../testing/api-client';
import { startTestServer, stopTestServers, type TestServer } from '../../testing/test-server';
import { fileOriginOf } from './request-origin';

let server: TestServer;
let pinned: TestServer;

beforeAll(async () => {
  // No PUBLIC_URL: pages on localhost and 127.0.0.1 are both trusted.
  server = await startTestServer({ env: { PUBLIC_URL: '' } });
  pinned = await startTestServer();
});
afterAll(stopTestServers);

async function presignedPut(client: TestClient): Promise<string> {
  const query = new URLSearchParams({
    filepath: `${userUploadPrefix(client.user?.id ?? '')}note.txt`,
    type: 'PUT',
    contentType: 'text/plain',
  });
  const res = await client.get(`/api/utility/aws/presignedUrl?${query}`);
  expect(res.status).toBe(200);
  return res.body.data as string;
}

describe('signed file links follow the loopback name the page was opened on', () => {
  it('builds them on 127.0.0.1 for a 127.0.0.1 request and on localhost for a localhost one; both upload', async () => {
    const port = new URL(server.url).port;
    for (const base of [`http://127.0.0.1:${port}`, `http://localhost:${port}`]) {
      const user = await signUp(base);
      const url = await presignedPut(user);
      expect(new URL(url).origin).toBe(base);
      const put = await fetch(url, { method: 'PUT', body: 'hello', headers: { 'content-type': 'text/plain' } });
      expect(put.status).toBe(200);
    }
  });

  it('keeps PUBLIC_URL when it is set, whatever the request names', async () => {
    const user = await signUp(pinned.url);
    const other = new TestClient(pinned.url.replace('127.0.0.1', 'localhost'), user.token, user.user);
    expect(new URL(await presignedPut(other)).origin).toBe(pinned.url);
  });

  it('never builds them on an origin that is not trusted', () => {
    const config = {
      hasPublicUrl: false,
      publicUrl: 'http://localhost:8787',
      appOrigins: ['http://localhost:8787', 'http://127.0.0.1:8787'],
    };
    expect(fileOriginOf(config, 'http://evil.example:8787/api/x')).toBeNull();
    expect(fileOriginOf(config, 'http://127.0.0.1:9999/api/x')).toBeNull();
    expect(fileOriginOf(config, 'http://localhost:8787/api/x')).toBeNull();
    expect(fileOriginOf(config, 'http://127.0.0.1:8787/api/x')).toBe('http://127.0.0.1:8787');
  });
});
