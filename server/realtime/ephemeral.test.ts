import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channel } from '@shared/realtime';
import { signUp } from '../testing/api-client';
import { postgresTestUrl } from '../testing/test-database';
import { startTestServer, type TestServer } from '../testing/test-server';
import { stopServersCleanly } from './testing/close-servers';
import { insertGroup } from './testing/people';
import { hasRedisServer, startRedisServer } from './testing/redis-server';
import { settle, TestSocket } from './testing/socket-client';

const servers: TestServer[] = [];
const stops: (() => Promise<void>)[] = [];
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  servers.push(server);
});
afterAll(async () => {
  await stopServersCleanly(servers);
  for (const stop of stops) await stop();
});

describe('ephemeral events', () => {
  it('reach the sockets on the channel without a seq, and are neither stored nor counted', async () => {
    const [ada, bob, eve] = await Promise.all([signUp(server.url), signUp(server.url), signUp(server.url)]);
    const groupId = await insertGroup(server.services.db, ada.user!.id, [bob.user!.id]);
    const name = channel.group(groupId);
    const [bobSocket, eveSocket] = await Promise.all([
      TestSocket.connect(server.url, { token: bob.token }),
      TestSocket.connect(server.url, { token: eve.token }),
    ]);
    const { seq: before } = await server.services.realtime.publish(name, 'note.added', { n: 1 });

    await server.services.realtime.publishEphemeral(name, 'chat.typing', { userId: ada.user!.id });
    expect(await bobSocket.event(name, 'chat.typing')).toEqual({
      channel: name,
      event: 'chat.typing',
      data: { userId: ada.user!.id },
    });
    const { seq: after } = await server.services.realtime.publish(name, 'note.added', { n: 2 });
    expect(after).toBe(before + 1);
    expect((await server.services.realtime.history(name, 0, 100)).map((e) => e.event)).toEqual([
      'note.added',
      'note.added',
    ]);
    await settle();
    expect(eveSocket.on(name)).toEqual([]);
    await Promise.all([bobSocket.close(), eveSocket.close()]);
  });

  it('refuses a malformed channel or a payload too big for the bus', async () => {
    await expect(server.services.realtime.publishEphemeral('nope', 'chat.typing', {})).rejects.toThrow();
    await expect(
      server.services.realtime.publishEphemeral(channel.group('g1'), 'chat.typing', { text: 'x'.repeat(5000) }),
    ).rejects.toThrow(/larger than/);
  });

  async function crossesInstances(env: Record<string, string>): Promise<void> {
    const first = await startTestServer({ env });
    const second = await startTestServer({ sameDataAs: first, env });
    servers.push(second, first);
    const [ada, bob] = await Promise.all([signUp(first.url), signUp(first.url)]);
    const groupId = await insertGroup(first.services.db, ada.user!.id, [bob.user!.id]);
    const onSecond = await TestSocket.connect(second.url, { token: bob.token });
    await first.services.realtime.publishEphemeral(channel.group(groupId), 'chat.typing', { isTyping: true });
    const frame = await onSecond.event(channel.group(groupId), 'chat.typing');
    expect(frame.seq).toBeUndefined();
    expect(frame.data).toEqual({ isTyping: true });
    await onSecond.close();
  }

  it.runIf(!!postgresTestUrl())('cross instances over PostgreSQL LISTEN/NOTIFY', () =>
    crossesInstances({ REALTIME_FANOUT: 'pg' }),
  );

  it.runIf(hasRedisServer)('cross instances over Redis pub/sub', async () => {
    const redis = await startRedisServer();
    stops.push(redis.stop);
    await crossesInstances({ REDIS_URL: redis.url });
  });
});
