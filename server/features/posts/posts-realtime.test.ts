import { postEvents } from '@shared/api/posts';
import { channel } from '@shared/realtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type TestClient } from '../../testing/api-client';
import { startTestServer, stopTestServers, type TestServer } from '../../testing/test-server';
import { createGroup, createPost } from './testing';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(stopTestServers);

async function eventsOn(reader: TestClient, name: string): Promise<{ event: string; data: unknown }[]> {
  const res = await reader.get(`/api/channels/${encodeURIComponent(name)}/history`);
  expect(res.status).toBe(200);
  return res.body.data.results.map((e: { event: string; data: unknown }) => ({ event: e.event, data: e.data }));
}

describe('post events', () => {
  it('tells the group of a new post, an edit, a pin, an unpin and a delete, with ids only', async () => {
    const [ada, bob] = await Promise.all([signUp(server.url), signUp(server.url)]);
    const groupId = await createGroup(ada, [bob]);
    const postId = await createPost(ada, { groupsToShareWith: [groupId] });
    await ada.patch('/api/post', { postId, modifiedBy: ada.user?.id, content: 'edited' });
    const pin = { postId, targetId: groupId, targetKind: 'Group' };
    await bob.post('/api/post/pin', pin);
    await bob.post('/api/post/pin', pin);
    await ada.delete('/api/post', { postId, deletedBy: ada.user?.id });
    const onGroup = (await eventsOn(bob, channel.group(groupId))).filter((e) => e.event.startsWith('post.'));
    expect(onGroup.slice(-5)).toEqual(
      [postEvents.created, postEvents.updated, postEvents.pinned, postEvents.unpinned, postEvents.deleted].map(
        (event) => ({ event, data: { postId, groupId } }),
      ),
    );
  });

  it('sends a specific-people post to the named people only, and its edits to its own channel', async () => {
    const [ada, ned, sam] = await Promise.all([signUp(server.url), signUp(server.url), signUp(server.url)]);
    const postId = await createPost(ada, { usersToShareWith: [ned.user?.id] });
    await ada.patch('/api/post', { postId, modifiedBy: ada.user?.id, content: 'edited' });
    const toNed = await eventsOn(ned, channel.user(ned.user?.id as string));
    expect(toNed).toEqual(
      expect.arrayContaining([
        { event: postEvents.created, data: { postId } },
        { event: postEvents.updated, data: { postId } },
      ]),
    );
    expect(await eventsOn(sam, channel.user(sam.user?.id as string))).toEqual([]);
    expect(await eventsOn(ned, channel.post(postId))).toEqual([{ event: postEvents.updated, data: { postId } }]);
    const refused = await sam.get(`/api/channels/${encodeURIComponent(channel.post(postId))}/history`);
    expect(refused.status).toBe(403);
  });
});
