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
