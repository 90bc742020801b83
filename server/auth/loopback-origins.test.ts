import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { stopServersCleanly } from '../realtime/testing/close-servers';
import { refusedStatus, TestSocket } from '../realtime/testing/socket-client';
import { signUp, TEST_PASSWORD, type TestClient } from '../testing/api-client';
import { startTestServer, type TestServer } from '../testing/test-server';

const FOREIGN = 'https://evil.example';

/** A browser's sign-in from a page at `origin`: the status, and the session cookie on success. */
async function signInFrom(server: TestServer, user: TestClient, origin: string) {
  const res = await fetch(`${server.url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email: user.user?.email, password: TEST_PASSWORD }),
  });
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { status: res.status, cookie };
}

describe('the newcomer path: PUBLIC_URL unset', () => {
  let server: TestServer;
  let alice: TestClient;
  let localhost: string;
  let loopback: string;

  beforeAll(async () => {
    server = await startTestServer({ env: { PUBLIC_URL: '' } });
    alice = await signUp(server.url);
    localhost = `http://localhost:${server.port}`;
    loopback = `http://127.0.0.1:${server.port}`;
  });
  afterAll(() => stopServersCleanly([server]));

  it('signs in from http://127.0.0.1:PORT and from http://localhost:PORT, and refuses a foreign origin (403)', async () => {
    expect((await signInFrom(server, alice, loopback)).status).toBe(200);
    expect((await signInFrom(server, alice, localhost)).status).toBe(200);
    expect((await signInFrom(server, alice, FOREIGN)).status).toBe(403);
    expect((await signInFrom(server, alice, `http://localhost:${server.port + 1}`)).status).toBe(403);
  });

  it("signs in from the extension's pages in Chrome and in Firefox", async () => {
    expect((await signInFrom(server, alice, 'chrome-extension://abcdefghijklmnopabcdefghijklmnop')).status).toBe(200);
    expect((await signInFrom(server, alice, 'moz-extension://6f1d3a52-5c1e-4e0b-9a57-1f3d2b7c9e41')).status).toBe(200);
  });

  it('opens a cookie WebSocket from either loopback page and refuses a foreign one (403)', async () => {
    const { cookie } = await signInFrom(server, alice, localhost);
    expect(cookie).toContain('rapport');
    for (const origin of [localhost, loopback]) {
      const socket = await TestSocket.connect(server.url, { cookie, origin });
      expect(socket.ready.channels.length).toBeGreaterThan(0);
      await socket.close();
    }
    expect(await refusedStatus(server.url, { cookie, origin: FOREIGN })).toBe(403);
  });
});

describe('PUBLIC_URL set', () => {
  let server: TestServer;
  let alice: TestClient;

  beforeAll(async () => {
    server = await startTestServer();
    alice = await signUp(server.url);
  });
  afterAll(() => stopServersCleanly([server]));

  it("trusts PUBLIC_URL's origin only: the other loopback spelling is refused", async () => {
    expect(server.services.config.publicUrl).toBe(`http://127.0.0.1:${server.port}`);
    expect((await signInFrom(server, alice, `http://127.0.0.1:${server.port}`)).status).toBe(200);
    expect((await signInFrom(server, alice, `http://localhost:${server.port}`)).status).toBe(403);
  });
});

describe('origins and the printed address', () => {
  it('derives the trusted origins from PUBLIC_URL, else from the port (and a named listen address)', () => {
    const base = { DATA_DIR: '/tmp/rapport-origins', SECRET: 'x'.repeat(32) };
    expect(loadConfig({ ...base, PORT: '8787' }).appOrigins).toEqual([
      'http://localhost:8787',
      'http://127.0.0.1:8787',
    ]);
    expect(loadConfig({ ...base, PORT: '9000', HOST: '0.0.0.0' }).appOrigins).toEqual([
      'http://localhost:9000',
      'http://127.0.0.1:9000',
    ]);
    expect(loadConfig({ ...base, HOST: '192.168.1.20' }).appOrigins).toContain('http://192.168.1.20:8787');
    expect(loadConfig({ ...base, PUBLIC_URL: 'https://rapport.example.com/' }).appOrigins).toEqual([
      'https://rapport.example.com',
    ]);
  });

  it('prints the address to open: this machine without PUBLIC_URL, PUBLIC_URL with it', async () => {
    const unset = await startTestServer({ env: { PUBLIC_URL: '' } });
    const set = await startTestServer();
    try {
      expect(unset.address).toBe(`http://127.0.0.1:${unset.port}`);
      expect(set.address).toBe(set.services.config.publicUrl);
    } finally {
      await stopServersCleanly([unset, set]);
    }
  });
});

describe('log lines', () => {
  async function firstLine(isTTY: boolean): Promise<string> {
    const { createLogger } = await import('../logger');
    const stream = Object.assign(new PassThrough(), { isTTY });
    const chunks: string[] = [];
    stream.on('data', (chunk) => chunks.push(String(chunk)));
    createLogger({ logLevel: 'info', isDev: true }, stream).info({ url: 'http://127.0.0.1:8787' }, 'Rapport: open');
    await new Promise((resolve) => setTimeout(resolve, 50));
    return chunks.join('').split('\n')[0] ?? '';
  }

  it('are readable lines on a terminal', async () => {
    const line = await firstLine(true);
    expect(line).toContain('Rapport: open');
    expect(() => JSON.parse(line)).toThrow();
  });

  it('are JSON elsewhere', async () => {
    expect(JSON.parse(await firstLine(false))).toMatchObject({ msg: 'Rapport: open', url: 'http://127.0.0.1:8787' });
  });
});
