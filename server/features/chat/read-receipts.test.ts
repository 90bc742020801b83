import { chatEvents } from '@shared/api/chat';
import { channel } from '@shared/realtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settle, TestSocket } from '../../realtime/testing/socket-client';
import { anonymous, signUp, type TestClient } from '../../testing/api-client';
import { startTestServer, stopTestServers, type TestServer } from '../../testing/test-server';
import { connect, createGroup, createPost } from '../posts/testing';

let server: TestServer;
const READ = '/api/chat/read';
const SETTINGS = '/api/chat/settings';

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(stopTestServers);

const chat = (author: TestClient, pairingId: string, content = 'hi') =>
  createPost(author, { type: 'chat', content, usersToShareWith: [pairingId] });

async function pair(): Promise<{ ada: TestClient; bob: TestClient; pairingId: string }> {
  const [ada, bob] = await Promise.all([signUp(server.url), signUp(server.url)]);
  return { ada, bob, pairingId: await connect(ada, bob) };
}

describe('POST and GET /api/chat/read', () => {
  it("records the reader's last read message, tells the pair, and shows it to the other", async () => {
    const { ada, bob, pairingId } = await pair();
    const first = await chat(ada, pairingId, 'one');
    const adaSocket = await TestSocket.connect(server.url, { token: ada.token });
    expect((await ada.get(`${READ}?pairingId=${pairingId}`)).body).toEqual({ isSuccess: true, data: null });

    const read = await bob.post(READ, { pairingId, postId: first });
    expect(read.status).toBe(200);
    expect(read.body.data).toEqual({ postId: first, readAt: expect.any(String) });
    const frame = await adaSocket.event(channel.pair(pairingId), chatEvents.read);
    expect(frame.data).toEqual({ pairingId, userId: bob.user!.id, postId: first, readAt: read.body.data.readAt });
    expect(frame.seq).toEqual(expect.any(Number));
    expect((await ada.get(`${READ}?pairingId=${pairingId}`)).body.data).toEqual(read.body.data);
    // Ada has read nothing yet: Bob sees null.
    expect((await bob.get(`${READ}?pairingId=${pairingId}`)).body.data).toBeNull();
    await adaSocket.close();
  });

  it('never moves backwards, and tells nobody when it did not move', async () => {
    const { ada, bob, pairingId } = await pair();
    const first = await chat(ada, pairingId, 'one');
    const second = await chat(ada, pairingId, 'two');
    const ahead = await bob.post(READ, { pairingId, postId: second, userId: bob.user!.id });
    const adaSocket = await TestSocket.connect(server.url, { token: ada.token });
    const back = await bob.post(READ, { pairingId, postId: first });
    expect(back.body.data).toEqual(ahead.body.data);
    const again = await bob.post(READ, { pairingId, postId: second });
    expect(again.body.data).toEqual(ahead.body.data);
    await settle();
    expect(adaSocket.on(channel.pair(pairingId)).filter((f) => f.event === chatEvents.read)).toEqual([]);
    const third = await chat(ada, pairingId, 'three');
    expect((await bob.post(READ, { pairingId, postId: third })).body.data.postId).toBe(third);
    await adaSocket.close();
  });

  it('hides receipts both ways while either person has them off', async () => {
    const { ada, bob, pairingId } = await pair();
    const message = await chat(ada, pairingId);
    await ada.post(READ, { pairingId, postId: message });
    expect((await bob.patch(SETTINGS, { readReceipts: false })).body.data).toEqual({ readReceipts: false });

    const adaSocket = await TestSocket.connect(server.url, { token: ada.token });
    const read = await bob.post(READ, { pairingId, postId: message });
    expect(read.body.data.postId).toBe(message);
    await settle();
    expect(adaSocket.on(channel.pair(pairingId)).filter((f) => f.event === chatEvents.read)).toEqual([]);
    // Bob hides his, so he does not see Ada's either; Ada does not see his.
    expect((await bob.get(`${READ}?pairingId=${pairingId}`)).body.data).toBeNull();
    expect((await ada.get(`${READ}?pairingId=${pairingId}`)).body.data).toBeNull();

    // Switched back on: what Bob read while his were off stays unseen; his next reading shows.
    await bob.patch(SETTINGS, { readReceipts: true });
    expect((await bob.get(`${READ}?pairingId=${pairingId}`)).body.data.postId).toBe(message);
    expect((await ada.get(`${READ}?pairingId=${pairingId}`)).body.data).toBeNull();
    const next = await chat(ada, pairingId, 'next');
    await bob.post(READ, { pairingId, postId: next });
    expect((await ada.get(`${READ}?pairingId=${pairingId}`)).body.data.postId).toBe(next);
    await adaSocket.next((f) => f.event === chatEvents.read && (f.data as { postId: string }).postId === next);

    // Ada hides hers: Bob's reading is no longer announced to her socket either.
    await ada.patch(SETTINGS, { readReceipts: false });
    const later = await chat(ada, pairingId, 'later');
    expect((await bob.post(READ, { pairingId, postId: later })).body.data.postId).toBe(later);
    await settle();
    const reads = adaSocket.on(channel.pair(pairingId)).filter((f) => f.event === chatEvents.read);
    expect(reads.map((f) => (f.data as { postId: string }).postId)).toEqual([next]);
    expect((await ada.get(`${READ}?pairingId=${pairingId}`)).body.data).toBeNull();
    // Both on again: Bob's reading while only Ada's were off was his to share, so it shows.
    await ada.patch(SETTINGS, { readReceipts: true });
    expect((await ada.get(`${READ}?pairingId=${pairingId}`)).body.data.postId).toBe(later);
    await adaSocket.close();
  });

  it('takes only chat messages of that relationship', async () => {
    const { ada, bob, pairingId } = await pair();
    const other = await pair();
    const elsewhere = await chat(other.ada, other.pairingId);
    const notChat = await createPost(ada, { usersToShareWith: [pairingId] });
    const groupId = await createGroup(ada, [bob]);
    const inGroup = await createPost(ada, { type: 'chat', groupsToShareWith: [groupId] });
    for (const postId of [elsewhere, notChat, inGroup, 'no-such-post']) {
      const res = await bob.post(READ, { pairingId, postId });
      expect(res.status).toBe(404);
      expect(res.body.isSuccess).toBe(false);
    }
    const gone = await chat(ada, pairingId);
    await ada.delete('/api/post', { postId: gone, deletedBy: ada.user!.id });
    expect((await bob.post(READ, { pairingId, postId: gone })).status).toBe(404);
  });

  it('refuses strangers, signed-out callers, another acting user and bad input', async () => {
    const { ada, bob, pairingId } = await pair();
    const eve = await signUp(server.url);
    const message = await chat(ada, pairingId);
    expect((await eve.post(READ, { pairingId, postId: message })).status).toBe(403);
    expect((await eve.get(`${READ}?pairingId=${pairingId}`)).status).toBe(403);
    expect((await bob.post(READ, { pairingId, postId: message, userId: ada.user!.id })).status).toBe(403);
    expect((await anonymous(server.url).post(READ, { pairingId, postId: message })).status).toBe(401);
    expect((await anonymous(server.url).get(`${READ}?pairingId=${pairingId}`)).status).toBe(401);
    expect((await bob.post(READ, { pairingId })).status).toBe(400);
    expect((await bob.post(READ, { pairingId: '', postId: message })).status).toBe(400);
    expect((await bob.get(READ)).status).toBe(400);
    expect((await ada.get(`${READ}?pairingId=${pairingId}`)).body.data).toBeNull();
  });
});

describe('GET and PATCH /api/chat/settings', () => {
  it("has receipts on by default, keeps a change, and tells the user's other devices", async () => {
    const ada = await signUp(server.url);
    expect((await ada.get(SETTINGS)).body).toEqual({ isSuccess: true, data: { readReceipts: true } });
    const socket = await TestSocket.connect(server.url, { token: ada.token });
    const off = await ada.patch(SETTINGS, { readReceipts: false, userId: ada.user!.id });
    expect(off.body).toEqual({ isSuccess: true, data: { readReceipts: false } });
    expect((await socket.event(channel.user(ada.user!.id), chatEvents.settingsUpdated)).data).toEqual({
      readReceipts: false,
    });
    expect((await ada.get(SETTINGS)).body.data).toEqual({ readReceipts: false });
    await socket.close();
  });

  it('refuses signed-out callers, another acting user and bad input', async () => {
    const [ada, bob] = await Promise.all([signUp(server.url), signUp(server.url)]);
    expect((await anonymous(server.url).get(SETTINGS)).status).toBe(401);
    expect((await anonymous(server.url).patch(SETTINGS, { readReceipts: false })).status).toBe(401);
    expect((await bob.patch(SETTINGS, { readReceipts: false, userId: ada.user!.id })).status).toBe(403);
    expect((await bob.patch(SETTINGS, { readReceipts: false, modifiedBy: ada.user!.id })).status).toBe(403);
    expect((await ada.get(SETTINGS)).body.data).toEqual({ readReceipts: true });
    expect((await ada.patch(SETTINGS, { readReceipts: 'no' })).status).toBe(400);
    expect((await ada.patch(SETTINGS, {})).status).toBe(400);
  });
});
