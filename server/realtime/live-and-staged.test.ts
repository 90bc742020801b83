import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channel } from '@shared/realtime';
import { signUp, type TestClient } from '../testing/api-client';
import { startTestServer, type TestServer } from '../testing/test-server';
import { RealtimeEffects } from './effects';
import { MAX_LIVE_BYTES } from './index';
import { stopServersCleanly } from './testing/close-servers';
import { settle, TestSocket } from './testing/socket-client';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => stopServersCleanly([server]));

const connect = (client: TestClient) => TestSocket.connect(server.url, { token: client.token });
const historyOf = async (client: TestClient, name: string) =>
  (await client.get(`/api/channels/${encodeURIComponent(name)}/history`)).body.data.results as {
    seq: number;
    event: string;
    data: unknown;
  }[];

describe('publish with a live body', () => {
  it('sends the live body to sockets and keeps the ids in history', async () => {
    const alice = await signUp(server.url);
    const [first, second] = await Promise.all([connect(alice), connect(alice)]);
    const name = channel.user(alice.user!.id);

    await server.services.realtime.publish(
      name,
      'post.created',
      { postId: 'p1' },
      { live: { postId: 'p1', text: 'Hello' } },
    );
    for (const socket of [first, second])
      expect(await socket.event(name, 'post.created')).toEqual({
        channel: name,
        event: 'post.created',
        data: { postId: 'p1', text: 'Hello' },
        seq: 1,
      });
    expect((await historyOf(alice, name)).map((e) => e.data)).toEqual([{ postId: 'p1' }]);
    await Promise.all([first.close(), second.close()]);
  });

  it('sends the stored ids instead of a live body over the cap', async () => {
    const alice = await signUp(server.url);
    const socket = await connect(alice);
    const name = channel.user(alice.user!.id);
    const text = 'x'.repeat(MAX_LIVE_BYTES + 1);

    await server.services.realtime.publish(name, 'post.created', { postId: 'big' }, { live: { postId: 'big', text } });
    expect((await socket.event(name, 'post.created')).data).toEqual({ postId: 'big' });
    await socket.close();
  });
});

describe('stage in the caller transaction', () => {
  it('stores the events with the transaction and sends them once announced after the commit', async () => {
    const alice = await signUp(server.url);
    const socket = await connect(alice);
    const name = channel.user(alice.user!.id);
    const { realtime, db } = server.services;

    const staged = await db.transaction().execute(async (trx) => {
      const result = await realtime.stage(trx, [
        { channel: name, event: 'chat.created', data: { postId: 'c1' }, live: { postId: 'c1', text: 'one' } },
        { channel: name, event: 'chat.created', data: { postId: 'c2' } },
      ]);
      // Nothing is on the bus before the commit.
      await settle(50);
      expect(socket.on(name)).toEqual([]);
      return result;
    });
    await staged.announce();
    await socket.event(name, 'chat.created', 2);
    expect(socket.on(name).map((f) => [f.seq, f.data])).toEqual([
      [1, { postId: 'c1', text: 'one' }],
      [2, { postId: 'c2' }],
    ]);
    expect((await historyOf(alice, name)).map((e) => [e.seq, e.data])).toEqual([
      [1, { postId: 'c1' }],
      [2, { postId: 'c2' }],
    ]);
    await socket.close();
  });

  it('leaves nothing behind when the transaction rolls back: no event, no seq used', async () => {
    const alice = await signUp(server.url);
    const socket = await connect(alice);
    const name = channel.user(alice.user!.id);
    const { realtime, db } = server.services;

    await expect(
      db.transaction().execute(async (trx) => {
        await realtime.stage(trx, [{ channel: name, event: 'chat.created', data: { postId: 'gone' } }]);
        throw new Error('the post insert failed');
      }),
    ).rejects.toThrow('the post insert failed');
    await settle();
    expect(socket.on(name)).toEqual([]);
    expect(await historyOf(alice, name)).toEqual([]);

    const { seq } = await realtime.publish(name, 'chat.created', { postId: 'next' });
    expect(seq).toBe(1);
    expect((await socket.event(name, 'chat.created')).data).toEqual({ postId: 'next' });
    await socket.close();
  });

  it('keeps seqs gap-free and in commit order under concurrent transactions', async () => {
    const alice = await signUp(server.url);
    const socket = await connect(alice);
    const name = channel.user(alice.user!.id);
    const other = channel.user(`${alice.user!.id}-other`);
    const { realtime, db } = server.services;

    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        db.transaction().execute(async (trx) => {
          // Two channels, listed in both orders: locks are taken in name order, so no deadlock.
          const pair = [
            { channel: name, event: 'tick', data: { i }, live: { i, live: true } },
            { channel: other, event: 'tick', data: { i } },
          ];
          const staged = await realtime.stage(trx, i % 2 ? pair : pair.reverse());
          return { staged, i };
        }),
      ),
    );
    for (const { staged } of results) void staged.announce();
    await socket.event(name, 'tick', 20);
    expect(socket.on(name).map((f) => f.seq)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(socket.on(name).every((f) => (f.data as { live?: boolean }).live)).toBe(true);
    const stored = await historyOf(alice, name);
    expect(stored.map((e) => e.seq)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(new Set(stored.map((e) => (e.data as { i: number }).i)).size).toBe(20);
    await socket.close();
  });

  it('RealtimeEffects: staged events carry their live body; grants go out before them', async () => {
    const alice = await signUp(server.url);
    const socket = await connect(alice);
    const job = channel.job(`job-${alice.user!.id}`);
    const { realtime, db } = server.services;

    const effects = new RealtimeEffects()
      .publish(job, 'job.created', { jobId: 'j1' }, { live: { jobId: 'j1', title: 'Engineer' } })
      .grant(alice.user!.id, job);
    const announcer = await db.transaction().execute((trx) => effects.stage(trx, realtime));
    await announcer.announce();
    await socket.system('channel.granted', job);
    // Granted at the stored event's seq (it committed first), so the socket reads it from history.
    expect(await realtime.history(job, 0, 10)).toMatchObject([{ seq: 1, data: { jobId: 'j1' } }]);

    await db
      .transaction()
      .execute((trx) =>
        new RealtimeEffects()
          .publish(job, 'job.updated', { jobId: 'j1' }, { live: { title: 'Staff' } })
          .stage(trx, realtime),
      )
      .then((a) => a.announce());
    expect((await socket.event(job, 'job.updated')).data).toEqual({ title: 'Staff' });
    await socket.close();
  });
});
