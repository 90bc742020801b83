import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channel } from '@shared/realtime';
import { signUp, type TestClient } from '../testing/api-client';
import { startTestServer, stopTestServers, type TestServer } from '../testing/test-server';
import { preferredCoding } from './accept-encoding';
import { COMPRESS_MIN_BYTES } from './compress-json';

type Raw = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

/** A request that leaves the body as sent (fetch would decode it). */
function raw(url: string, headers: Record<string, string> = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

const SCRIPT = `export const greeting = ${JSON.stringify('hello '.repeat(2000))};\n`;
const VIDEO = Buffer.from(Array.from({ length: 4096 }, (_, i) => i % 251));
let server: TestServer;
let webDir: string;
let ada: TestClient;
const previousWebDir = process.env.RAPPORT_WEB_DIR;

beforeAll(async () => {
  // A built web app as the build leaves it: a hashed script with its .br and .gz beside it.
  webDir = mkdtempSync(join(tmpdir(), 'rapport-web-'));
  mkdirSync(join(webDir, 'assets'));
  mkdirSync(join(webDir, '.vite'));
  writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>Rapport</title><div id="root"></div>');
  writeFileSync(join(webDir, '.vite/manifest.json'), '{"secret":"build detail"}');
  writeFileSync(join(webDir, 'assets/app-abc123.js'), SCRIPT);
  writeFileSync(join(webDir, 'assets/app-abc123.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(join(webDir, 'assets/app-abc123.js.gz'), gzipSync(SCRIPT));
  writeFileSync(join(webDir, 'assets/clip-abc123.mp4'), VIDEO);
  process.env.RAPPORT_WEB_DIR = webDir;
  server = await startTestServer();
  ada = await signUp(server.url, { firstName: 'Ada' });
});
afterAll(async () => {
  await stopTestServers();
  if (previousWebDir === undefined) delete process.env.RAPPORT_WEB_DIR;
  else process.env.RAPPORT_WEB_DIR = previousWebDir;
  rmSync(webDir, { recursive: true, force: true });
});

describe('static assets', () => {
  it('answers Brotli to a browser that accepts it, with Vary and a year of caching', async () => {
    const res = await raw(`${server.url}/assets/app-abc123.js`, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.body).toString()).toBe(SCRIPT);
    expect(res.body.length).toBeLessThan(SCRIPT.length / 10);
  });

  it('answers gzip to a client that accepts only gzip', async () => {
    const res = await raw(`${server.url}/assets/app-abc123.js`, { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(gunzipSync(res.body).toString()).toBe(SCRIPT);
  });

  it('answers the file as is to a client that accepts no coding, still with Vary', async () => {
    for (const headers of [{}, { 'accept-encoding': 'identity' }] as Record<string, string>[]) {
      const res = await raw(`${server.url}/assets/app-abc123.js`, headers);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers.vary).toMatch(/Accept-Encoding/i);
      expect(res.body.toString()).toBe(SCRIPT);
    }
  });

  it('leaves a range request on a video untouched', async () => {
    const res = await raw(`${server.url}/assets/clip-abc123.mp4`, {
      'accept-encoding': 'br, gzip',
      range: 'bytes=100-199',
    });
    expect(res.status).toBe(206);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-range']).toBe(`bytes 100-199/${VIDEO.length}`);
    expect(res.body.equals(VIDEO.subarray(100, 200))).toBe(true);
  });

  it('makes index.html revalidate, and serves no build detail from dot folders', async () => {
    const index = await raw(`${server.url}/`, { 'accept-encoding': 'br' });
    expect(index.headers['cache-control']).toBe('no-cache');
    expect(index.body.toString()).toContain('<div id="root">');
    const hidden = await raw(`${server.url}/.vite/manifest.json`);
    expect(hidden.body.toString()).not.toContain('build detail');
  });
});

describe("the pages' content security policy", () => {
  it("lets the page's own scripts run and no inline one, and lets nobody else frame it", async () => {
    for (const path of ['/', '/home', '/group/some-group']) {
      const page = await raw(`${server.url}${path}`, { 'accept-encoding': 'br' });
      const policy = String(page.headers['content-security-policy']);
      expect(policy).toContain("script-src 'self'");
      expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(policy).toContain("frame-ancestors 'self'");
      expect(policy).toContain("object-src 'none'");
    }
  });

  it('is not sent on assets or API answers, which are not documents', async () => {
    const asset = await raw(`${server.url}/assets/app-abc123.js`);
    expect(asset.headers['content-security-policy']).toBeUndefined();
    const api = await raw(`${server.url}/api/health`);
    expect(api.headers['content-security-policy']).toBeUndefined();
  });
});

describe('JSON answers', () => {
  it('go uncompressed below 1.4 KiB (one TCP segment), with Vary', async () => {
    const res = await raw(`${server.url}/api/health`, { 'accept-encoding': 'br, gzip' });
    expect(res.status).toBe(200);
    expect(res.body.length).toBeLessThan(COMPRESS_MIN_BYTES);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(JSON.parse(res.body.toString()).isSuccess).toBe(true);
  });

  it('go compressed above 1.4 KiB in the coding the client prefers, and plain to one that accepts none', async () => {
    const content = 'A long update for everyone. '.repeat(80);
    expect((await ada.post('/api/post', { createdBy: ada.user?.id, content, type: 'Post' })).status).toBe(200);
    const path = `${server.url}/api/user/posts?skip=0&limit=10`;
    const auth = { authorization: `Bearer ${ada.token}` };

    const plain = await raw(path, auth);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(COMPRESS_MIN_BYTES);
    const answer = JSON.parse(plain.body.toString());
    expect(answer.data.results[0].content).toBe(content);

    const br = await raw(path, { ...auth, 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(br.body.length).toBeLessThan(plain.body.length / 4);
    expect(JSON.parse(brotliDecompressSync(br.body).toString()).data.results[0].content).toBe(content);

    const gz = await raw(path, { ...auth, 'accept-encoding': 'gzip;q=1, br;q=0' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.body).toString()).data.results[0].content).toBe(content);
  });

  it('go as is when a little over 1 KiB, as a few missed events are', async () => {
    const name = channel.user(ada.user?.id as string);
    for (let i = 0; i < 5; i++)
      await server.services.realtime.publish(name, 'post.created', { postId: randomUUID(), groupId: randomUUID() });
    const res = await raw(`${server.url}/api/channels/${encodeURIComponent(name)}/history?after=0`, {
      authorization: `Bearer ${ada.token}`,
      'accept-encoding': 'gzip, deflate',
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.length).toBeGreaterThan(1024);
    expect(JSON.parse(res.body.toString()).data.results).toHaveLength(5);
  });

  it('answer a refusal (a small envelope) as is', async () => {
    const res = await raw(`${server.url}/api/user/id`, { 'accept-encoding': 'br' });
    expect(res.status).toBe(401);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(res.body.toString()).isSuccess).toBe(false);
  });
});

describe('preferredCoding', () => {
  it('honours q-values and the wildcard', () => {
    expect(preferredCoding(undefined)).toBeNull();
    expect(preferredCoding('identity')).toBeNull();
    expect(preferredCoding('gzip, deflate, br')).toBe('br');
    expect(preferredCoding('br;q=0.5, gzip')).toBe('gzip');
    expect(preferredCoding('br;q=0, gzip;q=0')).toBeNull();
    expect(preferredCoding('*')).toBe('br');
    expect(preferredCoding('*;q=0, gzip')).toBe('gzip');
  });
});
