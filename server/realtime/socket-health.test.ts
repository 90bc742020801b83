import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channel } from '@shared/realtime';
import type { SessionUser } from '../http/app-env';
import { startTestServer, type TestServer } from '../testing/test-server';
import { createRealtime, type Realtime, type RealtimeOptions } from '.';
import { stopServersCleanly } from './testing/close-servers';
import { refusedStatus, settle, TestSocket } from './testing/socket-client';

// Realtimes on the test server's database, each on its own HTTP server with its own
// timings; `Bearer <id>` signs in as user <id>, so the test controls identities.
let server: TestServer;
const stops: (() => Promise<void>)[] = [];

const asUser = (id: string): SessionUser => ({
  id,
  email: `${id}@example.test`,
  name: id,
  firstName: id,
  lastName: id,
  profileAlias: id,
  userType: 'member',
  status: 'active',
});

async function startRealtime(options: RealtimeOptions): Promise<{ realtime: Realtime; baseUrl: string }> {
  const { db, dialect, logger, config, database } = server.services;
  const realtime = await createRealtime({ db, dialect, logger, config, pgPool: database.pgPool, options });
  const http = createServer((_req, res) => res.writeHead(404).end());
  realtime.attach(http, async (headers) => {
    const id = /^Bearer (\w+)$/.exec(headers.get('authorization') ?? '')?.[1];
    return id ? { user: asUser(id), sessionId: `s-${id}` } : null;
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  stops.push(async () => {
    await realtime.close();
    http.closeAllConnections();
    await new Promise((resolve) => http.close(resolve));
  });
  return { realtime, baseUrl: `http://127.0.0.1:${(http.address() as AddressInfo).port}` };
}

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  for (const stop of stops) await stop();
  await stopServersCleanly([server]);
});

describe('heartbeats', () => {
  it('keeps a socket that answers pings and drops one that does not, from every index', async () => {
    const { realtime, baseUrl } = await startRealtime({ heartbeatMs: 200 });
    const alive = await TestSocket.connect(baseUrl, { token: 'alive' });
    const silent = await TestSocket.connect(baseUrl, { token: 'silent' }, { autoPong: false });
    expect(realtime.localMembers(channel.user('silent'))).toBe(1);

    const { code } = await silent.closed;
    expect(code).toBe(1006);
    expect(realtime.localMembers(channel.user('silent'))).toBe(0);

    await settle(600);
    expect(alive.ws.readyState).toBe(alive.ws.OPEN);
    await realtime.publish(channel.user('alive'), 'still.here', {});
    await alive.event(channel.user('alive'), 'still.here');
    await alive.close();
  });
});

describe('back-pressure', () => {
  it('closes a socket that does not read with 1013 instead of buffering without end', async () => {
    const { realtime, baseUrl } = await startRealtime({ heartbeatMs: 60_000, maxBufferedBytes: 64 * 1024 });
    const reader = await TestSocket.connect(baseUrl, { token: 'slow' });
    const transport = (reader.ws as unknown as { _socket: { pause(): void; resume(): void } })._socket;
    transport.pause();
    const big = 'x'.repeat(256 * 1024);
    for (let i = 0; i < 48 && realtime.localMembers(channel.user('slow')) > 0; i++) {
      await realtime.publish(channel.user('slow'), 'big', { big });
      await settle(5);
    }
    expect(realtime.localMembers(channel.user('slow'))).toBe(0);
    transport.resume();
    expect((await reader.closed).code).toBe(1013);
  });
});

describe('closing', () => {
  it('closes every socket with 1001 and refuses new ones', async () => {
    const { realtime, baseUrl } = await startRealtime({});
    const a = await TestSocket.connect(baseUrl, { token: 'closing1' });
    const b = await TestSocket.connect(baseUrl, { token: 'closing2' });
    await realtime.closeSockets();
    expect((await a.closed).code).toBe(1001);
    expect((await b.closed).code).toBe(1001);
    expect(await refusedStatus(baseUrl, { token: 'closing3' })).toBe(503);
  });
});
