import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channel, SYSTEM_CHANNEL } from '@shared/realtime';
import { resolveSession } from '../http/session';
import { signUp, TEST_PASSWORD, type TestClient } from '../testing/api-client';
import { startTestServer, type TestServer } from '../testing/test-server';
import { stopServersCleanly } from './testing/close-servers';
import { insertGroup, insertPairing } from './testing/people';
import { settle, TestSocket } from './testing/socket-client';

let server: TestServer;
const allowedPosts = new Set<string>();

beforeAll(async () => {
  server = await startTestServer();
  // What a feature registers for its channel kind (the posts feature owns `post:`): here, a
  // stand-in kind with a fixed allow-list.
  server.services.realtime.access.register('note', async (_userId, postId) => allowedPosts.has(postId));
});
afterAll(() => stopServersCleanly([server]));

/** A channel of the stand-in kind registered above. */
const note = (id: string) => `note:${id}`;
const connect = (client: TestClient) => TestSocket.connect(server.url, { token: client.token });
const publish = (name: string, event: string, data: unknown) => server.services.realtime.publish(name, event, data);

describe('who receives what', () => {
  it("delivers a user's channel to that user's sockets only", async () => {
    const [alice, bob] = await Promise.all([signUp(server.url), signUp(server.url)]);
    const [a1, a2, b] = await Promise.all([connect(alice), connect(alice), connect(bob)]);
    const aliceChannel = channel.user(alice.user!.id);

    const { seq } = await publish(aliceChannel, 'note.added', { text: 'hi' });
    expect(seq).toBe(1);
    for (const socket of [a1, a2]) {
      expect(await socket.event(aliceChannel, 'note.added')).toEqual({
        channel: aliceChannel,
        event: 'note.added',
        data: { text: 'hi' },
        seq: 1,
      });
    }
    await settle();
    expect(b.on(aliceChannel)).toEqual([]);

    // Bob cannot ask for it either.
    expect((await b.subscribe(aliceChannel)).event).toBe('refused');
    await Promise.all([a1.close(), a2.close(), b.close()]);
  });

  it('opens with every pairing, group and audience of the user and their last seqs; group events reach members only', async () => {
    const [alice, bob, carol] = await Promise.all([signUp(server.url), signUp(server.url), signUp(server.url)]);
    const db = server.services.db;
    const pairingId = await insertPairing(db, alice.user!.id, bob.user!.id, 'requested');
    const groupId = await insertGroup(db, alice.user!.id, [bob.user!.id]);
    await publish(channel.group(groupId), 'group.renamed', { name: 'Before' });

    const [a, b, c] = await Promise.all([connect(alice), connect(bob), connect(carol)]);
    expect(new Set(a.ready.channels)).toEqual(
      new Set([
        { channel: channel.user(alice.user!.id), lastSeq: 0 },
        { channel: channel.pair(pairingId), lastSeq: 0 },
        { channel: channel.group(groupId), lastSeq: 1 },
        // Its own audience; a requested (not yet connected) pairing adds no other.
        { channel: channel.audience(alice.user!.id), lastSeq: 0 },
      ]),
    );
    expect(c.ready.channels.map((x) => x.channel)).toEqual([
      channel.user(carol.user!.id),
      channel.audience(carol.user!.id),
    ]);

    await publish(channel.group(groupId), 'group.renamed', { name: 'After' });
    await publish(channel.pair(pairingId), 'pairing.updated', { status: 'connected' });
    for (const socket of [a, b]) {
      expect((await socket.event(channel.group(groupId), 'group.renamed')).seq).toBe(2);
      expect((await socket.event(channel.pair(pairingId), 'pairing.updated')).seq).toBe(1);
      // Only events after the ready frame's lastSeq arrive live.
      expect(socket.on(channel.group(groupId)).map((f) => f.seq)).toEqual([2]);
    }
    await settle();
    expect(c.frames.filter((f) => f.channel !== SYSTEM_CHANNEL)).toEqual([]);
    expect((await c.subscribe(channel.group(groupId))).event).toBe('refused');
    expect((await c.subscribe(channel.pair(pairingId))).event).toBe('refused');
    await Promise.all([a.close(), b.close(), c.close()]);
  });

  it('subscribes to a feature channel only when the registered check allows it; unknown kinds are refused', async () => {
    const alice = await signUp(server.url);
    const socket = await connect(alice);
    allowedPosts.add('post-open');
    await publish(note('post-open'), 'comment.added', { n: 1 });

    expect((await socket.subscribe(note('post-closed'))).event).toBe('refused');
    expect((await socket.subscribe(channel.job('job-1'))).event).toBe('refused');
    expect((await socket.subscribe('widget:w1')).event).toBe('refused');
    expect((await socket.subscribe('not a channel')).event).toBe('refused');

    const answer = await socket.subscribe(note('post-open'));
    expect(answer).toEqual({
      channel: SYSTEM_CHANNEL,
      event: 'subscribed',
      data: { channel: note('post-open'), lastSeq: 1 },
    });
    await publish(note('post-open'), 'comment.added', { n: 2 });
    await publish(note('post-closed'), 'comment.added', { n: 3 });
    expect((await socket.event(note('post-open'), 'comment.added')).data).toEqual({ n: 2 });

    socket.send({ type: 'unsubscribe', channel: note('post-open') });
    await socket.system('unsubscribed', note('post-open'));
    await publish(note('post-open'), 'comment.added', { n: 4 });
    await settle();
    expect(socket.on(note('post-open')).map((f) => f.seq)).toEqual([2]);
    expect(socket.on(note('post-closed'))).toEqual([]);
    await socket.close();
  });

  it('answers garbage with an error frame and keeps the socket open', async () => {
    const alice = await signUp(server.url);
    const socket = await connect(alice);
    for (const garbage of ['not json', '{"type":"dance"}', '[1,2]', '{"type":"subscribe"}', 'null']) {
      const before = socket.frames.length;
      socket.send(garbage);
      await socket.next((f) => socket.frames.indexOf(f) >= before && f.event === 'error');
    }
    socket.ws.send(Buffer.from([1, 2, 3]), { binary: true });
    await settle();
    expect(socket.frames.filter((f) => f.event === 'error')).toHaveLength(6);
    const { seq } = await publish(channel.user(alice.user!.id), 'still.here', {});
    expect((await socket.event(channel.user(alice.user!.id), 'still.here')).seq).toBe(seq);
    await socket.close();
  });
});

describe('grant and revoke', () => {
  it('moves a live socket onto and off a channel', async () => {
    const alice = await signUp(server.url);
    const socket = await connect(alice);
    const name = channel.job('job-granted');
    await publish(name, 'job.updated', { v: 1 });

    await server.services.realtime.grant(alice.user!.id, name);
    expect((await socket.system('channel.granted', name)).data).toEqual({ channel: name, lastSeq: 1 });
    await publish(name, 'job.updated', { v: 2 });
    expect((await socket.event(name, 'job.updated')).data).toEqual({ v: 2 });

    await server.services.realtime.revoke(alice.user!.id, name);
    expect((await socket.system('channel.revoked', name)).data).toEqual({ channel: name });
    await publish(name, 'job.updated', { v: 3 });
    await settle();
    expect(socket.on(name).map((f) => f.data)).toEqual([{ v: 2 }]);
    expect(server.services.realtime.localMembers(name)).toBe(0);
    await socket.close();
  });
});

describe('disconnect', () => {
  it("closes one session's sockets, then all of the user's, with 4401", async () => {
    const alice = await signUp(server.url);
    const signIn = await fetch(`${server.url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({ email: alice.user!.email, password: TEST_PASSWORD }),
    });
    const secondToken = signIn.headers.get('set-auth-token') as string;
    const first = await connect(alice);
    const second = await TestSocket.connect(server.url, { token: secondToken });
    const session = await resolveSession(server.services, new Headers({ authorization: `Bearer ${alice.token}` }));

    await server.services.realtime.disconnect(alice.user!.id, session!.sessionId);
    expect((await first.closed).code).toBe(4401);
    await settle();
    expect(second.ws.readyState).toBe(second.ws.OPEN);
    await server.services.realtime.disconnect(alice.user!.id);
    expect((await second.closed).code).toBe(4401);
  });
});

describe('reconnecting', () => {
  it('gets exactly the missed events from the history: no gap, no duplicate', async () => {
    const alice = await signUp(server.url);
    const name = channel.user(alice.user!.id);
    const first = await connect(alice);
    for (let i = 1; i <= 3; i++) await publish(name, 'tick', { i });
    await first.event(name, 'tick', 3);
    const lastSeen = Math.max(...first.on(name).map((f) => f.seq ?? 0));
    await first.close();
    expect(server.services.realtime.localMembers(name)).toBe(0);

    for (let i = 4; i <= 7; i++) await publish(name, 'tick', { i });
    const second = await connect(alice);
    const readySeq = second.ready.channels.find((c) => c.channel === name)?.lastSeq ?? 0;
    await publish(name, 'tick', { i: 8 });
    await second.event(name, 'tick', 8);

    const res = await alice.get(`/api/channels/${encodeURIComponent(name)}/history?after=${lastSeen}`);
    expect(res.status).toBe(200);
    const missed = res.body.data.results.filter((e: { seq: number }) => e.seq <= readySeq);
    const all = [...first.on(name), ...missed, ...second.on(name)].map((f) => f.seq);
    expect(readySeq).toBe(7);
    expect(all).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(missed.map((e: { data: unknown }) => e.data)).toEqual([{ i: 4 }, { i: 5 }, { i: 6 }, { i: 7 }]);
    await second.close();
  });
});
