import type { CompiledQuery } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { channel } from '@shared/realtime';
import { signUp } from '../testing/api-client';
import { startTestServer, stopTestServers, type TestServer } from '../testing/test-server';
import { KnownSeqs } from './known-seqs';
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

describe('last seqs while the bus is away', () => {
  /** The store's side of KnownSeqs: the channels' real last seqs, and the channels each read asked for. */
  function store(seqs: Record<string, number>) {
    const reads: string[][] = [];
    return {
      seqs,
      reads,
      lastSeqs: async (channels: string[]) => {
        reads.push(channels);
        return new Map(channels.map((c) => [c, seqs[c] ?? 0]));
      },
    };
  }

  it('serves nothing it learned before, and learns nothing, until the bus is back', async () => {
    const real = store({ a: 5 });
    const known = new KnownSeqs(real);
    expect(await known.lastSeqs(['a'])).toEqual(new Map([['a', 5]]));
    known.seen('a', 6);
    real.seqs.a = 7; // committed while the notice of 7 is lost with the bus
    known.away();
    expect(await known.lastSeqs(['a'])).toEqual(new Map([['a', 7]]));
    known.seen('a', 8); // a notice cannot be trusted to be the last until the bus is back
    real.seqs.a = 9;
    expect(await known.lastSeqs(['a'])).toEqual(new Map([['a', 9]]));
    expect(real.reads).toEqual([['a'], ['a'], ['a']]);

    known.forget(); // back: learns again
    expect(await known.lastSeqs(['a'])).toEqual(new Map([['a', 9]]));
    expect(await known.lastSeqs(['a'])).toEqual(new Map([['a', 9]]));
    expect(real.reads).toHaveLength(4);
  });

  it('does not learn from a read that started before the bus went away', async () => {
    const real = store({ a: 3 });
    let release: () => void = () => undefined;
    const known = new KnownSeqs({
      lastSeqs: async (channels) => {
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return real.lastSeqs(channels);
      },
    });
    const reading = known.lastSeqs(['a']);
    known.away();
    known.forget();
    release();
    expect(await reading).toEqual(new Map([['a', 3]]));
    real.seqs.a = 4;
    const again = known.lastSeqs(['a']);
    release();
    expect(await again).toEqual(new Map([['a', 4]]));
  });
});
