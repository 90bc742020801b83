import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userUploadPrefix } from '@shared/api/files';
import { signUp, type TestClient } from '../../testing/api-client';
import { startTestServer, stopTestServers, type TestServer } from '../../testing/test-server';
import { testFiles } from './test-files';

let server: TestServer;
let ada: TestClient;
const mp4Head = testFiles.mp4;

beforeAll(async () => {
  server = await startTestServer();
  ada = await signUp(server.url);
});
afterAll(stopTestServers);

describe('video streaming', () => {
  it('serves a stored MP4 by byte ranges (206 and Content-Range)', async () => {
    const key = `${userUploadPrefix(ada.user!.id)}posts/${randomUUID()}/original/clip.mp4`;
    const body = mp4Head(5000);
    await server.services.storage.put(key, body, 'video/mp4');
    const res = await ada.get(`/api/utility/aws/presignedUrl?${new URLSearchParams({ filepath: key, type: 'GET' })}`);
    const url = server.url + res.body.data.slice(res.body.data.indexOf('/api/files/'));
    const part = await fetch(url, { headers: { range: 'bytes=0-99' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe('bytes 0-99/5000');
    expect(part.headers.get('content-type')).toBe('video/mp4');
    expect(part.headers.get('accept-ranges')).toBe('bytes');
    expect(Buffer.from(await part.arrayBuffer()).equals(body.subarray(0, 100))).toBe(true);
  });
});
