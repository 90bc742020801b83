import { request as httpRequest } from 'node:http';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userUploadPrefix } from '@shared/api/files';
import { messages } from '@shared/messages';
import { UPLOAD_MAX_BYTES } from '@shared/rules';
import { anonymous, signUp, type TestClient } from '../../testing/api-client';
import { startTestServer, stopTestServers, type TestServer } from '../../testing/test-server';
import { fileReadAccess } from '.';

let server: TestServer;
let owner: TestClient;
let stranger: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  owner = await signUp(server.url);
  stranger = await signUp(server.url);
});
afterAll(stopTestServers);

const ownKey = (client: TestClient, name: string) => `${userUploadPrefix(client.user!.id)}${name}`;

/** Asks for a presigned URL; returns it aimed at this test server (PUBLIC_URL is not its port). */
async function presign(client: TestClient, filepath: string, type = 'PUT', contentType?: string) {
  const query = new URLSearchParams({ filepath, bucket: 'rapport-files', type, acl: 'private' });
  if (contentType) query.set('contentType', contentType);
  const res = await client.get(`/api/utility/aws/presignedUrl?${query}`);
  return { ...res, url: res.status === 200 ? local(res.body.data) : '' };
}
const local = (url: string) => server.url + url.slice(url.indexOf('/api/files/'));

async function upload(client: TestClient, key: string, body: string | Uint8Array, contentType = 'text/plain') {
  const { url } = await presign(client, key, 'PUT', contentType);
  return fetch(url, {
    method: 'PUT',
    body: typeof body === 'string' ? body : new Uint8Array(body),
    headers: { 'content-type': contentType },
  });
}

describe('GET /api/utility/aws/presignedUrl', () => {
  it('needs a session', async () => {
    const res = await anonymous(server.url).get(
      `/api/utility/aws/presignedUrl?filepath=${ownKey(owner, 'a.txt')}&type=PUT`,
    );
    expect(res.status).toBe(401);
    expect(res.body.isSuccess).toBe(false);
  });

  it("signs PUT, GET and DELETE in the caller's own tree", async () => {
    for (const type of ['PUT', 'GET', 'DELETE']) {
      const res = await presign(owner, ownKey(owner, 'cv.pdf'), type, 'application/pdf');
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ isSuccess: true });
      expect(res.body.data).toMatch(
        new RegExp(`/api/files/uploads/users/${owner.user!.id}/cv\\.pdf\\?method=${type}&expires=\\d+`),
      );
      expect(res.body.data).toContain('sig=');
    }
  });

  it("refuses PUT and DELETE into another user's tree", async () => {
    for (const type of ['PUT', 'DELETE']) {
      const res = await presign(stranger, ownKey(owner, 'cv.pdf'), type);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ isSuccess: false, message: messages.files.notAllowedPath });
    }
    expect((await presign(stranger, 'uploads/shared/x.txt', 'PUT')).status).toBe(403);
  });

  it("refuses GET of another user's file unless a resolver allows it", async () => {
    expect((await upload(owner, ownKey(owner, 'private.txt'), 'secret')).status).toBe(200);
    expect((await presign(stranger, ownKey(owner, 'private.txt'), 'GET')).status).toBe(403);

    const unregister = fileReadAccess.register(
      async (userId, key) => userId === stranger.user!.id && key.endsWith('/private.txt'),
    );
    try {
      const res = await presign(stranger, ownKey(owner, 'private.txt'), 'GET');
      expect(res.status).toBe(200);
      expect(await (await fetch(res.url)).text()).toBe('secret');
    } finally {
      unregister();
    }
  });

  it.each([
    '../etc/passwd',
    'uploads/users/ID/../OTHER/x.txt',
    'uploads/users/ID/%2e%2e/x',
    '/uploads/users/ID/x',
    'uploads\\users\\ID\\x',
    'uploads/users/ID/x\0.txt',
  ])('refuses the path %j with 400', async (path) => {
    const res = await presign(owner, path.replace('ID', owner.user!.id), 'PUT');
    expect(res.status).toBe(400);
    expect(res.body).toEqual(expect.objectContaining({ isSuccess: false, message: messages.files.invalidPath }));
  });

  it('validates type and acl', async () => {
    expect((await presign(owner, ownKey(owner, 'a.txt'), 'POST')).status).toBe(400);
    const res = await owner.get(`/api/utility/aws/presignedUrl?filepath=${ownKey(owner, 'a.txt')}&acl=public-read`);
    expect(res.status).toBe(400);
  });
});

describe('signed /api/files/*', () => {
  it('round-trips PUT then GET, with Range', async () => {
    const key = ownKey(owner, 'posts/p1/original/Notes (1).txt');
    const put = await upload(owner, key, '0123456789', 'text/plain; charset=utf-8');
    expect(put.status).toBe(200);
    expect(await put.json()).toEqual({ isSuccess: true, data: { key, size: 10 } });

    const { url } = await presign(owner, key, 'GET');
    const whole = await fetch(url);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(whole.headers.get('content-length')).toBe('10');
    expect(await whole.text()).toBe('0123456789');

    const part = await fetch(url, { headers: { range: 'bytes=2-5' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe('bytes 2-5/10');
    expect(part.headers.get('content-length')).toBe('4');
    expect(await part.text()).toBe('2345');

    const tail = await fetch(url, { headers: { range: 'bytes=-3' } });
    expect([tail.status, await tail.text()]).toEqual([206, '789']);

    const beyond = await fetch(url, { headers: { range: 'bytes=10-' } });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe('bytes */10');

    const head = await fetch(url, { method: 'HEAD' });
    expect([head.status, head.headers.get('content-length')]).toEqual([200, '10']);
  });

  it('overwrites atomically and leaves no temporary files', async () => {
    const key = ownKey(owner, 'replace.bin');
    await upload(owner, key, Buffer.alloc(64 * 1024, 1), 'application/octet-stream');
    await upload(owner, key, Buffer.alloc(1000, 2), 'application/octet-stream');
    const res = await fetch((await presign(owner, key, 'GET')).url);
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.length).toBe(1000);
    expect(bytes.every((b) => b === 2)).toBe(true);
    expect(readdirSync(join(server.dataDir, 'files', '.tmp'))).toEqual([]);
  });

  it('deletes with a DELETE link; the file is then gone', async () => {
    const key = ownKey(owner, 'gone.txt');
    await upload(owner, key, 'bye');
    const del = await fetch((await presign(owner, key, 'DELETE')).url, { method: 'DELETE' });
    expect(del.status).toBe(200);
    expect((await fetch((await presign(owner, key, 'GET')).url)).status).toBe(404);
  });

  it('refuses an expired link and a tampered signature with 403', async () => {
    const key = ownKey(owner, 'guarded.txt');
    await upload(owner, key, 'guarded');
    const expired = local(await server.services.storage.signedUrl(key, 'GET', { expiresInSeconds: -5 }));
    const res = await fetch(expired);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ isSuccess: false, message: messages.files.linkExpired });

    const { url } = await presign(owner, key, 'GET');
    const sig = new URL(url).searchParams.get('sig')!;
    const tampered = url.replace(`sig=${sig}`, `sig=${sig.startsWith('A') ? 'B' : 'A'}${sig.slice(1)}`);
    expect((await fetch(tampered)).status).toBe(403);
    const later = url.replace(/expires=(\d+)/, (_m, n) => `expires=${Number(n) + 3600}`);
    expect((await fetch(later)).status).toBe(403);
    const otherKey = url.replace('guarded.txt', 'private.txt');
    expect((await fetch(otherKey)).status).toBe(403);
    // A GET link is not a DELETE link.
    expect((await fetch(url, { method: 'DELETE' })).status).toBe(403);
    expect((await fetch(url.split('?')[0]!)).status).toBe(403);
  });

  it('refuses traversal in the URL path with 400', async () => {
    const { url } = await presign(owner, ownKey(owner, 'x.txt'), 'GET');
    const query = url.slice(url.indexOf('?'));
    for (const path of [
      '..%2f..%2fetc%2fpasswd',
      'uploads%2fusers%2f..%2f..%2f..%2fsecret',
      '%252e%252e/x',
      'a/%5c..%5cb',
      '.meta/x.json',
    ]) {
      const res = await fetch(`${server.url}/api/files/${path}${query}`);
      expect(res.status, path).toBe(400);
      expect((await res.json()).message).toBe(messages.files.invalidPath);
    }
  });

  it('binds the signed content type and stores it', async () => {
    const key = ownKey(owner, 'doc.pdf');
    const { url } = await presign(owner, key, 'PUT', 'application/pdf');
    const wrong = await fetch(url, { method: 'PUT', body: '<script>', headers: { 'content-type': 'text/html' } });
    expect(wrong.status).toBe(403);
    expect(
      (await fetch(url, { method: 'PUT', body: '%PDF-1.7', headers: { 'content-type': 'application/pdf' } })).status,
    ).toBe(200);
    const res = await fetch((await presign(owner, key, 'GET')).url);
    expect(res.headers.get('content-type')).toBe('application/pdf');
  });

  it('serves active content (HTML, SVG) as a sandboxed download', async () => {
    const key = ownKey(owner, 'page.html');
    await upload(owner, key, '<script>alert(1)</script>', 'text/html');
    const res = await fetch((await presign(owner, key, 'GET')).url);
    expect(res.headers.get('content-disposition')).toBe('attachment');
    expect(res.headers.get('content-security-policy')).toContain('sandbox');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const svgKey = ownKey(owner, 'logo.svg');
    await upload(owner, svgKey, '<svg onload="alert(1)"/>', 'image/svg+xml');
    const svg = await fetch((await presign(owner, svgKey, 'GET')).url);
    expect(svg.headers.get('content-security-policy')).toContain('sandbox');
    await upload(owner, ownKey(owner, 'inline.pdf'), '%PDF-1.7', 'application/pdf');
    const pdf = await fetch((await presign(owner, ownKey(owner, 'inline.pdf'), 'GET')).url);
    expect(pdf.headers.get('content-disposition')).toBeNull();
  });

  it('treats a folder of keys as no file, and refuses to write over it', async () => {
    await upload(owner, ownKey(owner, 'folder/inner.txt'), 'inner');
    expect((await fetch((await presign(owner, ownKey(owner, 'folder'), 'GET')).url)).status).toBe(404);
    const res = await upload(owner, ownKey(owner, 'folder'), 'clash');
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe(messages.files.invalidPath);
    expect((await upload(owner, ownKey(owner, 'folder/inner.txt/deeper'), 'x')).status).toBe(400);
  });

  it('answers a CORS preflight: the link itself is the credential', async () => {
    const { url } = await presign(owner, ownKey(owner, 'cors.txt'), 'PUT', 'text/plain');
    const res = await fetch(url, {
      method: 'OPTIONS',
      headers: {
        origin: 'chrome-extension://abc',
        'access-control-request-method': 'PUT',
        'access-control-request-headers': 'content-type,cache-control',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-methods')).toContain('PUT');
  });

  it('answers 413 over the upload limit, declared or streamed', async () => {
    const { url } = await presign(owner, ownKey(owner, 'huge.bin'), 'PUT', 'application/octet-stream');
    const declared = await rawPut(url, { 'content-length': String(UPLOAD_MAX_BYTES + 1) }, Buffer.alloc(0));
    expect(declared.status).toBe(413);

    const chunk = Buffer.alloc(1024 * 1024);
    const chunks = Math.ceil(UPLOAD_MAX_BYTES / chunk.length) + 1;
    const streamed = await rawPut(
      url,
      { 'transfer-encoding': 'chunked' },
      ...Array.from({ length: chunks }, () => chunk),
    );
    expect(streamed.status).toBe(413);
    expect((await fetch((await presign(owner, ownKey(owner, 'huge.bin'), 'GET')).url)).status).toBe(404);
    expect(readdirSync(join(server.dataDir, 'files', '.tmp'))).toEqual([]);
  });
});

/** A PUT with exact headers (fetch will not send a false Content-Length), on a connection of its own. */
function rawPut(url: string, headers: Record<string, string>, ...chunks: Buffer[]): Promise<{ status: number }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      { method: 'PUT', agent: false, headers: { 'content-type': 'application/octet-stream', ...headers } },
      (res) => {
        res.resume();
        resolve({ status: res.statusCode ?? 0 });
      },
    );
    req.on('error', reject);
    const write = (i: number): void => {
      if (i >= chunks.length || req.destroyed) {
        req.end();
        return;
      }
      if (req.write(chunks[i]!)) setImmediate(() => write(i + 1));
      else req.once('drain', () => write(i + 1));
    };
    write(0);
  });
}
