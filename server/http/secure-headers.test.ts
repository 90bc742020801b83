import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, stopTestServers, type TestServer } from '../testing/test-server';
import { userUploadPrefix } from '@shared/api/files';
import { signUp } from '../testing/api-client';
import { DOCUMENT_ONLY_HEADERS } from './api-document-headers';
import { HSTS, SECURE_HEADERS } from './secure-headers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(stopTestServers);

it('sends every security header with a document: a page, and a file under /api', async () => {
  const client = await signUp(server.url);
  const key = `${userUploadPrefix(client.user!.id)}page.html`;
  const presigned = await client.get(`/api/utility/aws/presignedUrl?filepath=${key}&bucket=rapport-files&type=PUT`);
  const upload = server.url + String(presigned.body.data).slice(String(presigned.body.data).indexOf('/api/files/'));
  const put = await fetch(upload, { method: 'PUT', body: '<p>hi</p>', headers: { 'content-type': 'text/html' } });
  expect(put.ok).toBe(true);
  const read = await client.get(`/api/utility/aws/presignedUrl?filepath=${key}&bucket=rapport-files&type=GET`);
  const file = server.url + String(read.body.data).slice(String(read.body.data).indexOf('/api/files/'));
  for (const url of [`${server.url}/login`, file]) {
    const res = await fetch(url);
    await res.arrayBuffer();
    // The page is the app (200) once `npm run build` has run, before that the page saying so
    // (503): unit tests run before the build, and either is a document.
    expect([url, res.status === 200 || (url.endsWith('/login') && res.status === 503)]).toEqual([url, true]);
    expect([url, res.headers.get('content-type')]).toEqual([url, expect.stringContaining('text/html')]);
    for (const [name, value] of SECURE_HEADERS) expect([url, name, res.headers.get(name)]).toEqual([url, name, value]);
  }
});

it('keeps nosniff and the referrer policy on a JSON answer, not the document-only ones: success, refusal, unknown route, bad input', async () => {
  for (const path of ['/api/health', '/api/user/id?userId=x', '/api/no-such-route', '/api/auth/get-session']) {
    const res = await fetch(`${server.url}${path}`);
    await res.arrayBuffer();
    expect(res.headers.get('content-type')).toContain('application/json');
    expect([path, res.headers.get('x-content-type-options')]).toEqual([path, 'nosniff']);
    expect([path, res.headers.get('referrer-policy')]).toEqual([path, 'no-referrer']);
    for (const name of DOCUMENT_ONLY_HEADERS) expect([path, name, res.headers.get(name)]).toEqual([path, name, null]);
  }
  const bad = await fetch(`${server.url}/api/post`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: '{',
  });
  await bad.arrayBuffer();
  expect(bad.status).toBeGreaterThanOrEqual(400);
  expect(bad.headers.get('x-content-type-options')).toBe('nosniff');
  for (const name of DOCUMENT_ONLY_HEADERS) expect([name, bad.headers.get(name)]).toEqual([name, null]);
});

it('keeps only nosniff and the referrer policy on hashed assets (the document carries the rest)', async () => {
  const res = await fetch(`${server.url}/assets/no-such-chunk-abc123.js`);
  await res.arrayBuffer();
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('referrer-policy')).toBe('no-referrer');
  for (const name of ['x-frame-options', 'x-xss-protection', 'origin-agent-cluster', 'strict-transport-security'])
    expect([name, res.headers.get(name)]).toEqual([name, null]);
  const page = await fetch(`${server.url}/login`);
  await page.arrayBuffer();
  expect(page.headers.get('x-frame-options')).toBe('SAMEORIGIN');
});

describe('HSTS only over https', () => {
  const hsts = async (base: string, headers: Record<string, string> = {}) => {
    const res = await fetch(`${base}/login`, { headers });
    await res.arrayBuffer();
    return res.headers.get('strict-transport-security');
  };

  it('leaves it out over plain http, and believes no X-Forwarded-Proto without TRUST_PROXY', async () => {
    expect(await hsts(server.url)).toBeNull();
    expect(await hsts(server.url, { 'x-forwarded-proto': 'https' })).toBeNull();
  });

  it("sends it behind a trusted proxy that says the client came over https (its first hop's word)", async () => {
    const proxied = await startTestServer({ env: { TRUST_PROXY: '1' } });
    expect(await hsts(proxied.url, { 'x-forwarded-proto': 'https' })).toBe(HSTS[1]);
    expect(await hsts(proxied.url, { 'x-forwarded-proto': 'https, http' })).toBe(HSTS[1]);
    expect(await hsts(proxied.url, { 'x-forwarded-proto': 'http' })).toBeNull();
    expect(await hsts(proxied.url)).toBeNull();
  });
});
