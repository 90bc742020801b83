import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channel } from '@shared/realtime';
import { signUp, TEST_PASSWORD, type TestClient } from '../testing/api-client';
import { startTestServer, type TestServer } from '../testing/test-server';
import { stopServersCleanly } from './testing/close-servers';
import { refusedStatus, TestSocket } from './testing/socket-client';

let server: TestServer;
let alice: TestClient;
const ownChannels: string[] = [];

beforeAll(async () => {
  server = await startTestServer();
  alice = await signUp(server.url);
  ownChannels.push(channel.user(alice.user!.id), channel.audience(alice.user!.id));
});
afterAll(() => stopServersCleanly([server]));

async function sessionCookie(client: TestClient): Promise<string> {
  const res = await fetch(`${server.url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify({ email: client.user?.email, password: TEST_PASSWORD }),
  });
  expect(res.status).toBe(200);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

describe('WebSocket upgrade at /api/ws', () => {
  it('refuses an anonymous socket with 401', async () => {
    expect(await refusedStatus(server.url, {})).toBe(401);
  });

  it('refuses an invalid bearer token, in the header or in ?token=, with 401', async () => {
    expect(await refusedStatus(server.url, { token: 'not-a-session' })).toBe(401);
    expect(await refusedStatus(server.url, { token: 'not-a-session', tokenInQuery: true })).toBe(401);
  });

  it('refuses other paths', async () => {
    expect(await refusedStatus(server.url, { token: alice.token }, '/api/other')).toBe(404);
  });

  it('accepts a bearer token and opens on the user channel and its own audience', async () => {
    const socket = await TestSocket.connect(server.url, { token: alice.token });
    expect(socket.ready.channels).toEqual([
      { channel: channel.user(alice.user!.id), lastSeq: 0 },
      { channel: channel.audience(alice.user!.id), lastSeq: 0 },
    ]);
    await socket.close();
  });

  it("accepts the extension's ?token= from a chrome-extension:// origin", async () => {
    const socket = await TestSocket.connect(server.url, {
      token: alice.token,
      tokenInQuery: true,
      origin: 'chrome-extension://abcdefghijklmnop',
    });
    expect(socket.ready.channels.map((c) => c.channel)).toEqual(ownChannels);
    await socket.close();
  });

  it('accepts a session cookie from the app, dev or same origin and refuses it from a foreign one (403)', async () => {
    const cookie = await sessionCookie(alice);
    const socket = await TestSocket.connect(server.url, {
      cookie,
      origin: new URL(server.services.config.publicUrl).origin,
    });
    expect(socket.ready.channels.map((c) => c.channel)).toEqual(ownChannels);
    await socket.close();
    for (const origin of ['http://localhost:5173', server.url]) {
      const other = await TestSocket.connect(server.url, { cookie, origin });
      await other.close();
    }
    expect(await refusedStatus(server.url, { cookie, origin: 'https://evil.example' })).toBe(403);
    expect(await refusedStatus(server.url, { cookie, origin: 'null' })).toBe(403);
  });

  it('refuses a socket after sign-out', async () => {
    const bob = await signUp(server.url);
    expect((await bob.post('/api/auth/sign-out')).status).toBe(200);
    expect(await refusedStatus(server.url, { token: bob.token })).toBe(401);
  });
});
