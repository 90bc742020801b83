import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, stopTestServers, type TestServer } from '../testing/test-server';
import { HSTS, SECURE_HEADERS } from './secure-headers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(stopTestServers);

it('sends the security headers with every answer: success, refusal and unknown route', async () => {
  for (const path of ['/api/health', '/api/user/id?userId=x', '/api/no-such-route']) {
    const res = await fetch(`${server.url}${path}`);
    await res.arrayBuffer();
    for (const [name, value] of SECURE_HEADERS) expect([path, res.headers.get(name)]).toEqual([path, value]);
    expect(res.headers.get('content-type')).toContain('application/json');
  }
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
