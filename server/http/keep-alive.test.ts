import { Agent, request } from 'node:http';
import type { Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@shared/messages';
import { signUp, type TestClient } from '../testing/api-client';
import { startTestServer, stopTestServers, type TestServer } from '../testing/test-server';

let server: TestServer;
let user: TestClient;
const agent = new Agent({ keepAlive: true, maxSockets: 1 });
const sockets = new Set<Socket>();

beforeAll(async () => {
  server = await startTestServer();
  user = await signUp(server.url);
});
afterAll(async () => {
  agent.destroy();
  await stopTestServers();
});

type Answer = { status: number; headers: Record<string, unknown>; text: string };

/** One request over the test's single keep-alive connection. */
function send(method: string, path: string, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { origin: server.url, authorization: `Bearer ${user.token}` };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const req = request(`${server.url}${path}`, { method, agent, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }),
      );
    });
    req.on('socket', (socket) => sockets.add(socket));
    req.on('error', reject);
    req.end(body);
  });
}

describe('keep-alive connections survive refusals', () => {
  it('answers a body over 1 MB 413 in the envelope, and the connection carries the next request', async () => {
    const big = JSON.stringify({ content: 'z'.repeat(2 * 1024 * 1024) });
    for (let i = 0; i < 3; i++) {
      const refused = await send('POST', '/api/post', big);
      expect(refused.status).toBe(413);
      expect(JSON.parse(refused.text)).toEqual({ isSuccess: false, message: messages.generic.requestTooLarge });
      expect((await send('GET', '/api/health')).status).toBe(200);
    }
    expect(sockets.size).toBe(1);
  });

  it('keeps the connection after a route answers without reading the body', async () => {
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    expect((await send('POST', '/api/auth/no-such-route', deep)).status).toBe(404);
    expect((await send('GET', '/api/health')).status).toBe(200);
    expect(sockets.size).toBe(1);
  });

  it("answers a HEAD with its GET's length and no body, over the same connection", async () => {
    const get = await send('GET', '/api/health');
    const head = await send('HEAD', '/api/health');
    expect(head.status).toBe(200);
    expect(head.text).toBe('');
    expect(head.headers['content-length']).toBe(String(Buffer.byteLength(get.text)));
    const refusedFile = await send('HEAD', '/api/files/uploads/x');
    expect(refusedFile.status).toBe(403);
    expect(refusedFile.text).toBe('');
    expect((await send('GET', '/api/health')).status).toBe(200);
    expect(sockets.size).toBe(1);
  });
});
