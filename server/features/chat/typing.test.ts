import { chatEvents } from '@shared/api/chat';
import { channel } from '@shared/realtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymous, signUp } from '../../testing/api-client';
import { settle, TestSocket } from '../../realtime/testing/socket-client';
import { startTestServer, stopTestServers, type TestServer } from '../../testing/test-server';
import { connect, createGroup } from '../posts/testing';

let server: TestServer;
const PATH = '/api/chat/typing';

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(stopTestServers);

describe('POST /api/chat/typing', () => {
  it('tells the other member of a relationship, live only: no seq and nothing in the history', async () => {
    const [ada, bob] = await Promise.all([signUp(server.url), signUp(server.url)]);
    const pairingId = await connect(ada, bob);
    const bobSocket = await TestSocket.connect(server.url, { token: bob.token });
    const res = await ada.post(PATH, { targetKind: 'Pairing', targetId: pairingId });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ isSuccess: true, data: { delivered: true } });
    const frame = await bobSocket.event(channel.pair(pairingId), chatEvents.typing);
    expect(frame).toEqual({
      channel: channel.pair(pairingId),
      event: chatEvents.typing,
      data: { userId: ada.user!.id, targetKind: 'Pairing', targetId: pairingId, isTyping: true },
    });
    const history = await bob.get(`/api/channels/${encodeURIComponent(channel.pair(pairingId))}/history`);
    expect(history.body.data.results.map((e: { event: string }) => e.event)).not.toContain(chatEvents.typing);
    await bobSocket.close();
  });

  it('tells a group, at most once per 2 s per user, and lets a stop through at once', async () => {
    const [ada, bob, cy] = await Promise.all([signUp(server.url), signUp(server.url), signUp(server.url)]);
    const groupId = await createGroup(ada, [bob, cy]);
    const cySocket = await TestSocket.connect(server.url, { token: cy.token });
    const body = { targetKind: 'Group', targetId: groupId };
    expect((await ada.post(PATH, body)).body.data.delivered).toBe(true);
    expect((await ada.post(PATH, body)).body.data.delivered).toBe(false);
    expect((await bob.post(PATH, body)).body.data.delivered).toBe(true);
    expect((await ada.post(PATH, { ...body, isTyping: false })).body.data.delivered).toBe(true);
    await cySocket.next((f) => f.event === chatEvents.typing && (f.data as { isTyping: boolean }).isTyping === false);
    await settle();
    const typing = cySocket.on(channel.group(groupId)).filter((f) => f.event === chatEvents.typing);
    expect(typing.map((f) => f.data)).toEqual([
      { userId: ada.user!.id, targetKind: 'Group', targetId: groupId, isTyping: true },
      { userId: bob.user!.id, targetKind: 'Group', targetId: groupId, isTyping: true },
      { userId: ada.user!.id, targetKind: 'Group', targetId: groupId, isTyping: false },
    ]);
    await cySocket.close();
  });

  it('refuses strangers, signed-out callers and bad input', async () => {
    const [ada, bob, eve] = await Promise.all([signUp(server.url), signUp(server.url), signUp(server.url)]);
    const pairingId = await connect(ada, bob);
    const groupId = await createGroup(ada, [bob]);
    const bobSocket = await TestSocket.connect(server.url, { token: bob.token });
    expect((await eve.post(PATH, { targetKind: 'Pairing', targetId: pairingId })).status).toBe(403);
    expect((await eve.post(PATH, { targetKind: 'Group', targetId: groupId })).status).toBe(403);
    expect((await eve.post(PATH, { targetKind: 'Group', targetId: pairingId })).status).toBe(403);
    expect((await eve.post(PATH, { targetKind: 'Pairing', targetId: 'no-such-pairing' })).status).toBe(403);
    const signedOut = await anonymous(server.url).post(PATH, { targetKind: 'Pairing', targetId: pairingId });
    expect(signedOut.status).toBe(401);
    expect(signedOut.body.isSuccess).toBe(false);
    for (const bad of [
      {},
      { targetKind: 'User', targetId: pairingId },
      { targetKind: 'Pairing' },
      { targetKind: 'Pairing', targetId: pairingId, isTyping: 'yes' },
    ]) {
      const res = await ada.post(PATH, bad);
      expect(res.status).toBe(400);
      expect(res.body.isSuccess).toBe(false);
    }
    expect((await ada.post(PATH, '{not json')).status).toBe(400);
    await settle();
    expect(bobSocket.on(channel.pair(pairingId)).filter((f) => f.event === chatEvents.typing)).toEqual([]);
    await bobSocket.close();
  });
});
