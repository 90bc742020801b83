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
  const pausedReader = async (baseUrl: string, token: string) => {
    const reader = await TestSocket.connect(baseUrl, { token });
    const transport = (reader.ws as unknown as { _socket: { pause(): void; resume(): void } })._socket;
    transport.pause();
    return { reader, transport };
  };
  const big = 'x'.repeat(256 * 1024);

  it('skips frames for a socket that does not read, then sends it the newest once it drains', async () => {
    const { realtime, baseUrl } = await startRealtime({
      heartbeatMs: 60_000,
      maxBufferedBytes: 64 * 1024,
      maxBackedUpMs: 60_000,
    });
    const { reader, transport } = await pausedReader(baseUrl, 'skipper');
    const name = channel.user('skipper');
    for (let i = 1; i <= 48; i++) {
      await realtime.publish(name, 'big', { i, big });
      await settle(5);
    }
    // Still connected, but its buffer did not take all 12 MiB.
    expect(realtime.localMembers(name)).toBe(1);
    transport.resume();
    await reader.event(name, 'big', 48);
    const seqs = reader.on(name).map((f) => f.seq as number);
    expect(seqs.length).toBeLessThan(48);
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
    // The gap tells the client to read the skipped events from history.
    expect(seqs.at(-1)).toBe(48);
    await reader.close();
  });

  it('closes a socket that stays backed up for maxBackedUpMs with 1013', async () => {
    const { realtime, baseUrl } = await startRealtime({
      heartbeatMs: 60_000,
      maxBufferedBytes: 64 * 1024,
      maxBackedUpMs: 400,
    });
    const { reader, transport } = await pausedReader(baseUrl, 'stuck');
    const name = channel.user('stuck');
    for (let i = 0; i < 48 && realtime.localMembers(name) > 0; i++) {
      await realtime.publish(name, 'big', { big });
      await settle(20);
    }
    expect(realtime.localMembers(name)).toBe(0);
    transport.resume();
    expect((await reader.closed).code).toBe(1013);
  });
});

describe('fan-out to a big channel', () => {
  it('delivers every event once and in seq order to more sockets than one slice holds', async () => {
    const { realtime, baseUrl } = await startRealtime({ heartbeatMs: 60_000 });
    const name = channel.job('big-room');
    // 600 handshakes at once queue behind each other on a loaded host: this is no latency
    // test, so each wait may take most of the test's own time instead of 5 s.
    const waitMs = 60_000;
    const sockets = await Promise.all(
      Array.from({ length: 600 }, (_, i) => TestSocket.connect(baseUrl, { token: `member${i}` }, {}, waitMs)),
    );
    for (let i = 0; i < 600; i++) await realtime.grant(`member${i}`, name);
    await Promise.all(sockets.map((s) => s.system('channel.granted', name, waitMs)));
    await Promise.all(Array.from({ length: 5 }, (_, i) => realtime.publish(name, 'tick', { i })));
    await Promise.all(sockets.map((s) => s.event(name, 'tick', 5, waitMs)));
    for (const socket of sockets) expect(socket.on(name).map((f) => f.seq)).toEqual([1, 2, 3, 4, 5]);
    await Promise.all(sockets.map((s) => s.close()));
  }, 90_000);

  it('frames events of every length whole, among the system frames, to each socket', async () => {
    const { realtime, baseUrl } = await startRealtime({ heartbeatMs: 60_000 });
    const name = channel.user('sizes');
    const a = await TestSocket.connect(baseUrl, { token: 'sizes' });
    const b = await TestSocket.connect(baseUrl, { token: 'sizes' });
    // A frame's length takes 7 bits up to 125 bytes, 16 bits up to 65,535, 64 bits beyond.
    const texts = [0, 60, 126, 5000, 65_600, 300_000].map((n) => 'é'.repeat(Math.floor(n / 2)) + 'x'.repeat(n % 2));
    for (const text of texts) await realtime.publish(name, 'sized', { text });
    await b.subscribe(channel.user('sizes'));
    await realtime.publish(name, 'sized', { text: 'after' });
    for (const socket of [a, b]) {
      await socket.event(name, 'sized', texts.length + 1);
      expect(socket.on(name).map((f) => (f.data as { text: string }).text)).toEqual([...texts, 'after']);
    }
    await Promise.all([a.close(), b.close()]);
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
