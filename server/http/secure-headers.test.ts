import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, stopTestServers, type TestServer } from '../testing/test-server';
import { SECURE_HEADERS } from './secure-headers';

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
