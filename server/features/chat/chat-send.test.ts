import { postEvents } from '@shared/api/posts';
import { channel } from '@shared/realtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settle, TestSocket } from '../../realtime/testing/socket-client';
import { signUp, type TestClient } from '../../testing/api-client';
import { startTestServer, stopTestServers, type TestServer } from '../../testing/test-server';
import { connect, createGroup, idsOf } from '../posts/testing';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(stopTestServers);

/** The chat box's send (spec 2 §3 chat payload), with the client's retry key. */
function sendChat(author: TestClient, target: Record<string, unknown>, key: string, content = 'Are we still on?') {
  return author.post(
    '/api/post',
    {
      userId: author.user!.id,
      createdBy: author.user!.id,
      title: `${author.user!.firstName} Post`,
      content,
      status: 'published',
      visibility: 'private',
      type: 'chat',
      postMeta: [{ name: 'visibilityType', value: JSON.stringify({ type: 'SPECIFIC_PEOPLE' }) }],
      ...target,
    },
    { 'idempotency-key': key },
  );
}

const createdOn = (socket: TestSocket, name: string) => socket.on(name).filter((f) => f.event === postEvents.created);

describe('chat send is idempotent', () => {
  it('a retried one-to-one message is one message and one post.created for the other person', async () => {
    const [ada, bob] = await Promise.all([signUp(server.url), signUp(server.url)]);
    const pairingId = await connect(ada, bob);
    const bobSocket = await TestSocket.connect(server.url, { token: bob.token });
    const target = { usersToShareWith: [pairingId] };

    const first = await sendChat(ada, target, 'chat-retry-1');
    expect(first.status).toBe(200);
    // The answer was lost on the way back: the client sends the same message with the same key.
    const retry = await sendChat(ada, target, 'chat-retry-1');
    expect(retry.status).toBe(200);
    expect(retry.body.data.postId).toBe(first.body.data.postId);
    expect(first.body.data).toMatchObject({ type: 'chat', pairingId, content: 'Are we still on?' });

    const name = channel.pair(pairingId);
    await bobSocket.event(name, postEvents.created);
    await settle(300);
    // The frame carries the message itself (the client reads nothing); history keeps the ids.
    expect(createdOn(bobSocket, name).map((f) => f.data)).toEqual([
      { postId: first.body.data.postId, pairingId, post: { ...first.body.data, isLikedByRequestedUser: false } },
    ]);
    const history = await bob.get(`/api/channels/${encodeURIComponent(name)}/history`);
    const stored = history.body.data.results.filter(
      (e: { data: { postId?: string } }) => e.data.postId === first.body.data.postId,
    );
    expect(stored).toEqual([expect.objectContaining({ data: { postId: first.body.data.postId, pairingId } })]);
    const timeline = await bob.get(`/api/pairing/posts?pairingId=${pairingId}`);
    expect(idsOf(timeline).filter((id) => id === first.body.data.postId)).toHaveLength(1);
    expect(timeline.body.data.results.filter((p: { type: string }) => p.type === 'chat')).toHaveLength(1);
    await bobSocket.close();
  });

  it('two concurrent sends with one key in a group make one message; another key makes another', async () => {
    const [ada, bob] = await Promise.all([signUp(server.url), signUp(server.url)]);
    // Bob is Ada's relationship, so he is a member from the start: the group's history holds
    // its own first post and the messages, no post of someone joining by accepting.
    await connect(ada, bob);
    const groupId = await createGroup(ada, [bob]);
    const bobSocket = await TestSocket.connect(server.url, { token: bob.token });
    const target = { groupsToShareWith: [groupId] };

    const [a, b] = await Promise.all([sendChat(ada, target, 'chat-race'), sendChat(ada, target, 'chat-race')]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.data.postId).toBe(b.body.data.postId);
    const next = await sendChat(ada, target, 'chat-next', 'And another');
    expect(next.body.data.postId).not.toBe(a.body.data.postId);

    const name = channel.group(groupId);
    await bobSocket.next(
      (f) => f.event === postEvents.created && (f.data as { postId: string }).postId === next.body.data.postId,
    );
    await settle(300);
    expect(createdOn(bobSocket, name).map((f) => (f.data as { postId: string }).postId)).toEqual([
      a.body.data.postId,
      next.body.data.postId,
    ]);
    // A send that loses the race (they overlap on PostgreSQL) staged its event and rolled it
    // back with its transaction: history holds one event per message, seqs without a gap.
    const stored = (await bob.get(`/api/channels/${encodeURIComponent(name)}/history`)).body.data.results as {
      event: string;
      seq: number;
      data: { postId: string };
    }[];
    expect(stored.filter((e) => e.event === postEvents.created).map((e) => e.data.postId)).toEqual([
      expect.any(String), // the group's own first post
      a.body.data.postId,
      next.body.data.postId,
    ]);
    expect(stored.map((e) => e.seq)).toEqual(stored.map((_, i) => i + 1));
    const timeline = await bob.get(`/api/group/posts?groupId=${groupId}`);
    expect(timeline.body.data.results.filter((p: { type: string }) => p.type === 'chat')).toHaveLength(2);
    await bobSocket.close();
  });
});
