import type { CompiledQuery } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { channel } from '@shared/realtime';
import { signUp } from '../testing/api-client';
import { startTestServer, stopTestServers, type TestServer } from '../testing/test-server';
import { TestSocket } from './testing/socket-client';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterEach(() => vi.restoreAllMocks());
afterAll(stopTestServers);

/** The SQL statements run while `run` awaits (a spy on Kysely's executor). */
async function queriesDuring(run: () => Promise<unknown>): Promise<string[]> {
  let proto = Object.getPrototypeOf(server.services.db.getExecutor());
  while (proto && !Object.hasOwn(proto, 'executeQuery')) proto = Object.getPrototypeOf(proto);
  const seen: string[] = [];
  const original = proto.executeQuery;
  vi.spyOn(proto, 'executeQuery').mockImplementation(function (this: unknown, query: unknown, ...rest: unknown[]) {
    seen.push((query as CompiledQuery).sql);
    return original.call(this, query, ...rest);
  });
  await run();
  vi.restoreAllMocks();
  return seen;
}

describe('last seqs known in memory', () => {
  it("gives a returning socket its channels' last seqs without reading them, and the events after it live", async () => {
    const ada = await signUp(server.url);
    const name = channel.user(ada.user?.id as string);
    const first = await TestSocket.connect(server.url, { token: ada.token });
    for (let i = 0; i < 3; i++) await server.services.realtime.publish(name, 'note', { i });
    await first.event(name, 'note', 3);
    await first.close();

    let again: TestSocket | undefined;
    const queries = await queriesDuring(async () => {
      again = await TestSocket.connect(server.url, { token: ada.token });
    });
    const socket = again as TestSocket;
    expect(socket.ready.channels.find((c) => c.channel === name)?.lastSeq).toBe(3);
    expect(queries.filter((q) => /realtime_channel/.test(q))).toEqual([]);

    await server.services.realtime.publish(name, 'note', { i: 3 });
    expect((await socket.event(name, 'note')).seq).toBe(4);
    expect(socket.on(name).map((f) => f.seq)).toEqual([4]);
    const history = await server.services.realtime.history(name, 3, 10);
    expect(history.map((e) => e.seq)).toEqual([4]);
    await socket.close();
  });

  it('reads a channel it has not seen, then knows it', async () => {
    const bob = await signUp(server.url);
    const opening = await queriesDuring(async () =>
      (await TestSocket.connect(server.url, { token: bob.token })).close(),
    );
    expect(opening.filter((q) => /realtime_channel/.test(q))).toHaveLength(1);
    const reopening = await queriesDuring(async () =>
      (await TestSocket.connect(server.url, { token: bob.token })).close(),
    );
    expect(reopening.filter((q) => /realtime_channel/.test(q))).toEqual([]);
  });
});
