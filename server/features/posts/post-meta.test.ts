import { type Post, type PostMetaEntry, postEvents } from '@shared/api/posts';
import { messages } from '@shared/messages';
import { channel } from '@shared/realtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestSocket } from '../../realtime/testing/socket-client';
import { anonymous, signUp, type TestClient } from '../../testing/api-client';
import { startTestServer, stopTestServers, type TestServer } from '../../testing/test-server';
import { connect, createGroup, createPost } from './testing';

/** PATCH /api/post/metadata (spec 2 §7) and the ids every meta entry of every post answer carries. */
let server: TestServer;
const sockets: TestSocket[] = [];
const person = (firstName = 'Pat') => signUp(server.url, { firstName });

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await Promise.all(sockets.map((socket) => socket.close()));
  await stopTestServers();
});

const preview = (url: string) => JSON.stringify({ postType: 'link', preview: { url, title: 'Old title' } });
const postOf = async (viewer: TestClient, postId: string): Promise<Post> =>
  (await viewer.get(`/api/post/id?postId=${postId}`)).body.data;
const entry = (post: Post, name: string) => post.postMeta.find((m) => m.name === name) as PostMetaEntry;

async function linkPost(author: TestClient, reader: TestClient, extra: Record<string, unknown> = {}) {
  const pairingId = await connect(author, reader);
  const postId = await createPost(author, {
    visibility: 'SPECIFIC_PEOPLE',
    usersToShareWith: [reader.user?.id],
    postMeta: [
      { name: 'visibilityType', value: JSON.stringify('SPECIFIC_PEOPLE') },
      { name: 'fileMeta', value: preview('a.example') },
    ],
    ...extra,
  });
  return { postId, pairingId };
}

describe('post meta entries', () => {
  it('carry postMetaId, createdBy and modifiedBy in every answer: new post, by id, timeline, group post', async () => {
    const [ada, bob] = await Promise.all([person('Ada'), person('Bob')]);
    const created = await ada.post('/api/post', {
      createdBy: ada.user?.id,
      content: 'See the deck',
      postMeta: [{ name: 'fileMeta', value: preview('a.example') }],
    });
    const id = created.body.data.postId as string;
    const shape = { postMetaId: `${id}:0`, name: 'fileMeta', createdBy: ada.user?.id, modifiedBy: ada.user?.id };
    expect(created.body.data.postMeta).toEqual([expect.objectContaining(shape)]);
    expect((await postOf(ada, id)).postMeta).toEqual([expect.objectContaining(shape)]);
    const home = (await ada.get('/api/user/posts?limit=15')).body.data.results as Post[];
    expect(home.find((p) => p.postId === id)?.postMeta).toEqual([expect.objectContaining(shape)]);
    const groupId = await createGroup(ada, [bob]);
    const groupPosts = (await bob.get(`/api/group/posts?groupId=${groupId}`)).body.data.results as Post[];
    const named = groupPosts[0]?.postMeta ?? [];
    expect(named.map((m) => m.name)).toEqual(['members', 'membersTotal']);
    for (const m of named) expect(m).toMatchObject({ postMetaId: expect.any(String), createdBy: ada.user?.id });
  });
});

describe('PATCH /api/post/metadata', () => {
  it('changes one editable entry for its author; readers see it live and in the post', async () => {
    const [ada, bob] = await Promise.all([person('Ada'), person('Bob')]);
    const { postId, pairingId } = await linkPost(ada, bob);
    const bobSocket = await TestSocket.connect(server.url, { token: bob.token });
    sockets.push(bobSocket);
    const { postMetaId } = entry(await postOf(ada, postId), 'fileMeta');
    const value = { postType: 'link', preview: { url: 'a.example', title: 'New title' } };
    const res = await ada.patch('/api/post/metadata', {
      postMetaId,
      modifiedBy: ada.user?.id,
      name: 'fileMeta',
      value,
    });
    expect(res.status).toBe(200);
    expect(entry(res.body.data, 'fileMeta')).toEqual({
      postMetaId,
      name: 'fileMeta',
      value: JSON.stringify(value),
      createdBy: ada.user?.id,
      modifiedBy: ada.user?.id,
    });
    expect(JSON.parse(entry(await postOf(bob, postId), 'fileMeta').value).preview.title).toBe('New title');
    // The other entries keep their ids and values.
    expect(entry(res.body.data, 'visibilityType').value).toBe(JSON.stringify('SPECIFIC_PEOPLE'));
    const updated = await bobSocket.event(channel.pair(pairingId), postEvents.updated);
    expect(entry((updated.data as { post: Post }).post, 'fileMeta').value).toBe(JSON.stringify(value));
  });

  it('refuses everyone but the author, fixed names, wrong names and unknown entries', async () => {
    const [ada, bob, eve] = await Promise.all([person('Ada'), person('Bob'), person('Eve')]);
    const { postId } = await linkPost(ada, bob);
    const post = await postOf(ada, postId);
    const { postMetaId } = entry(post, 'fileMeta');
    const change = (who: TestClient, body: Record<string, unknown>) =>
      who.patch('/api/post/metadata', { postMetaId, name: 'fileMeta', value: preview('evil.example'), ...body });
    expect((await change(bob, {})).status).toBe(403);
    expect((await change(eve, {})).body.message).toBe(messages.posts.authorOnly);
    expect((await change(eve, { modifiedBy: ada.user?.id })).status).toBe(403);
    expect((await anonymous(server.url).patch('/api/post/metadata', { postMetaId })).status).toBe(401);
    const fixed = entry(post, 'visibilityType');
    const visibility = await change(ada, { postMetaId: fixed.postMetaId, name: 'visibilityType', value: '"PUBLIC"' });
    expect(visibility).toMatchObject({
      status: 400,
      body: { message: messages.posts.metaNotEditable('visibilityType') },
    });
    expect((await change(ada, { name: 'visibilityType' })).body.message).toBe(messages.posts.metaNameFixed);
    expect((await change(ada, { postMetaId: `${postId}:9` })).status).toBe(404);
    expect((await change(ada, { postMetaId: 'nonsense' })).status).toBe(404);
    expect((await change(ada, { postMetaId: `${postId}:members` })).status).toBe(404);
    expect((await change(ada, { value: 42 })).status).toBe(400);
    // Nothing changed.
    expect(await postOf(ada, postId)).toMatchObject({ postMeta: post.postMeta });
    await ada.delete('/api/post', { postId, deletedBy: ada.user?.id });
    expect((await change(ada, {})).status).toBe(410);
  });

  it("holds a schedule post's link to the calendar link rule", async () => {
    const [ada, bob] = await Promise.all([person('Ada'), person('Bob')]);
    const { postId } = await linkPost(ada, bob, {
      type: 'Schedule',
      postMeta: [{ name: 'fileMeta', value: preview('cal.example/ada') }],
    });
    const { postMetaId } = entry(await postOf(ada, postId), 'fileMeta');
    const bad = await ada.patch('/api/post/metadata', { postMetaId, name: 'fileMeta', value: preview('not a link') });
    expect(bad).toMatchObject({ status: 400, body: { message: messages.composer.invalidUrl } });
    const good = await ada.patch('/api/post/metadata', {
      postMetaId,
      name: 'fileMeta',
      value: preview('cal.example/ada2'),
    });
    expect(JSON.parse(entry(good.body.data, 'fileMeta').value).preview.url).toMatch(/^https:\/\/cal\.example\/ada2/);
  });
});
