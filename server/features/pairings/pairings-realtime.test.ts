import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pairingEvents } from '@shared/api/pairings';
import { channel } from '@shared/realtime';
import { TestSocket } from '../../realtime/testing/socket-client';
import { signUp } from '../../testing/api-client';
import { startTestServer, stopTestServers, type TestServer } from '../../testing/test-server';

let server: TestServer;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await Promise.all(sockets.map((s) => s.close()));
  await stopTestServers();
});

describe('relationship events', () => {
  it('tells both sides when A connects, when B accepts and when the relationship is removed', async () => {
    const [ada, bob] = await Promise.all([signUp(server.url), signUp(server.url)]);
    const adaSocket = await TestSocket.connect(server.url, { token: ada.token });
    const bobSocket = await TestSocket.connect(server.url, { token: bob.token });
    sockets.push(adaSocket, bobSocket);

    const asked = await ada.post('/api/user/connect', { userId: ada.user?.id, connectWithUserId: bob.user?.id });
    const { pairingId } = asked.body.data;
    const created = await bobSocket.event(channel.user(bob.user?.id as string), pairingEvents.created);
    expect(created.data).toEqual({ pairingId, userIds: [ada.user?.id, bob.user?.id], requestedBy: ada.user?.id });
    await adaSocket.event(channel.user(ada.user?.id as string), pairingEvents.created);
    // Both sockets now receive the pairing's channel, and the connection post on it.
    await bobSocket.system('channel.granted', channel.pair(pairingId));
    await bobSocket.event(channel.pair(pairingId), 'post.created');

    await bob.post('/api/user/connect', { userId: bob.user?.id, connectWithUserId: ada.user?.id });
    const accepted = await adaSocket.event(channel.user(ada.user?.id as string), pairingEvents.accepted);
    expect(accepted.data).toMatchObject({ pairingId, acceptedBy: bob.user?.id });
    await bobSocket.event(channel.user(bob.user?.id as string), pairingEvents.accepted);

    await ada.delete(`/api/pairing/${pairingId}`);
    const removed = await bobSocket.event(channel.user(bob.user?.id as string), pairingEvents.removed);
    expect(removed.data).toMatchObject({ pairingId, removedBy: ada.user?.id });
    await bobSocket.system('channel.revoked', channel.pair(pairingId));
    await adaSocket.system('channel.revoked', channel.pair(pairingId));
  });

  it('tells the viewer’s other tabs when a relationship was viewed', async () => {
    const [ada, bob] = await Promise.all([signUp(server.url), signUp(server.url)]);
    const { pairingId } = (
      await ada.post('/api/user/connect', { userId: ada.user?.id, connectWithUserId: bob.user?.id })
    ).body.data;
    const bobSocket = await TestSocket.connect(server.url, { token: bob.token });
    sockets.push(bobSocket);
    await bob.post('/api/pairing/lastViewed', { userId1: bob.user?.id, userId2: ada.user?.id });
    const viewed = await bobSocket.event(channel.user(bob.user?.id as string), pairingEvents.viewed);
    expect(viewed.data).toEqual({ pairingId });
  });
});
