import { randomUUID } from 'node:crypto';
import { likeEvents } from '@shared/api/comments';
import { userUploadPrefix } from '@shared/api/files';
import { type Post, type PostEventData, postEvents } from '@shared/api/posts';
import { channel } from '@shared/realtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settle, TestSocket } from '../../realtime/testing/socket-client';
import { signUp, type TestClient } from '../../testing/api-client';
import { acceptGroupInvitations } from '../../testing/group-invitations';
import { startTestServer, stopTestServers, type TestServer } from '../../testing/test-server';
import { connect, createGroup, createPost } from './testing';

let server: TestServer;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await Promise.all(sockets.map((s) => s.close()));
  await stopTestServers();
});

const socketOf = async (who: TestClient) => {
  const socket = await TestSocket.connect(server.url, { token: who.token });
  sockets.push(socket);
  return socket;
};

const postIdIs = (postId: string) => (f: { data: unknown }) => (f.data as PostEventData).postId === postId;

async function history(reader: TestClient, name: string): Promise<{ event: string; data: unknown }[]> {
  const res = await reader.get(`/api/channels/${encodeURIComponent(name)}/history`);
  expect(res.status).toBe(200);
  return res.body.data.results.map((e: { event: string; data: unknown }) => ({ event: e.event, data: e.data }));
}

/** Waits until the queue has checked the post's files (status leaves 'pending'). */
async function untilProcessed(viewer: TestClient, postId: string): Promise<Post> {
  for (let i = 0; i < 100; i++) {
    const res = await viewer.get(`/api/post/id?postId=${postId}`);
    if (res.body.data?.status !== 'pending') return res.body.data;
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`post ${postId} stayed pending`);
}

describe('post events carry the post as its readers see it', () => {
  it('gives a member the text, author and file links in the frame; a stranger gets nothing', async () => {
    const [ada, bob, sam] = await Promise.all([signUp(server.url), signUp(server.url), signUp(server.url)]);
    const groupId = await createGroup(ada, [bob]);
    const [bobSocket, samSocket] = [await socketOf(bob), await socketOf(sam)];
    const postId = randomUUID();
    const key = `${userUploadPrefix(ada.user?.id as string)}posts/${postId}/original/plan.txt`;
    await server.services.storage.put(key, Buffer.from('the plan'), 'text/plain');
    await createPost(ada, {
      postId,
      content: 'Q4 plan attached',
      groupsToShareWith: [groupId],
      attachments: [{ filename: 'plan.txt', filepath: key, type: 'text/plain' }],
    });

    const created = await bobSocket.next((f) => f.event === postEvents.created && postIdIs(postId)(f));
    const live = created.data as PostEventData;
    expect(live).toMatchObject({ postId, groupId, post: { postId, content: 'Q4 plan attached', status: 'pending' } });
    expect(live.post?.createdBy).toMatchObject({ userId: ada.user?.id, firstName: expect.any(String) });
    expect(live.post).toMatchObject({ likes: 0, isLikedByRequestedUser: false });

    // pending → published arrives as post.updated with the signed link, which serves the file.
    await untilProcessed(bob, postId);
    const published = await bobSocket.next(
      (f) =>
        f.event === postEvents.updated &&
        f.channel === channel.group(groupId) &&
        (f.data as PostEventData).post?.status === 'published',
    );
    const url = (published.data as PostEventData).post?.attachments[0]?.url;
    expect(url).toEqual(expect.stringContaining('sig='));
    expect(await (await fetch(url as string)).text()).toBe('the plan');

    await settle();
    expect(samSocket.frames.filter((f) => f.event.startsWith('post.'))).toEqual([]);
    // History keeps the ids only.
    const onGroup = await history(bob, channel.group(groupId));
    expect(onGroup.filter((e) => postIdIs(postId)(e))).toEqual([
      { event: postEvents.created, data: { postId, groupId } },
      { event: postEvents.updated, data: { postId, groupId } },
    ]);
  });

  it('sends per-viewer fields at their defaults, and like counts with who acted', async () => {
    const [ada, bob] = await Promise.all([signUp(server.url), signUp(server.url)]);
    const pairingId = await connect(ada, bob);
    const postId = await createPost(ada, { type: 'chat', content: 'Lunch?', usersToShareWith: [pairingId] });
    const adaSocket = await socketOf(ada);
    await bob.post('/api/reaction/post/like', { userId: bob.user?.id, postId });
    const liked = await adaSocket.event(channel.pair(pairingId), likeEvents.liked);
    expect(liked.data).toEqual({ postId, pairingId, userId: bob.user?.id, likes: 1 });

    // Bob likes it, yet the edit's frame says "not liked by the requested user": no one in particular.
    const bobSocket = await socketOf(bob);
    await ada.patch('/api/post', { postId, modifiedBy: ada.user?.id, content: 'Lunch at 1?' });
    const updated = await bobSocket.event(channel.pair(pairingId), postEvents.updated);
    expect((updated.data as PostEventData).post).toMatchObject({
      content: 'Lunch at 1?',
      isEdited: true,
      likes: 1,
      isLikedByRequestedUser: false,
    });
    expect((await history(bob, channel.pair(pairingId))).filter((e) => e.event === likeEvents.liked)).toEqual([
      { event: likeEvents.liked, data: { postId, pairingId, userId: bob.user?.id } },
    ]);
  });

  it('leaves no old text anywhere after an edit and a delete', async () => {
    const [ada, bob] = await Promise.all([signUp(server.url), signUp(server.url)]);
    const groupId = await createGroup(ada, [bob]);
    const bobSocket = await socketOf(bob);
    const headers = { 'Idempotency-Key': `payload-${randomUUID()}` };
    const postId = await createPost(ada, { content: 'ORIGINAL-SECRET', groupsToShareWith: [groupId] }, headers);
    await bob.post('/api/comment', { createdBy: bob.user?.id, message: 'noted', entityId: postId, entityName: 'Post' });
    await ada.patch('/api/post', { postId, modifiedBy: ada.user?.id, content: 'EDITED-TEXT' });
    await bobSocket.next((f) => f.event === postEvents.updated && postIdIs(postId)(f));

    const readPaths = async () =>
      JSON.stringify([
        (await bob.get(`/api/channels/${encodeURIComponent(channel.group(groupId))}/history`)).body,
        // After the delete this one answers 403: no one reads a deleted post's channel.
        (await bob.get(`/api/channels/${encodeURIComponent(channel.post(postId))}/history`)).body,
        (await bob.get(`/api/post/id?postId=${postId}`)).body,
        (await bob.get(`/api/group/posts?groupId=${groupId}`)).body,
        (await ada.get('/api/user/posts')).body,
        (await ada.post('/api/post', { createdBy: ada.user?.id, content: 'again', type: 'Post' }, headers)).body,
      ]);
    expect(await history(bob, channel.post(postId))).toEqual([
      { event: 'comment.created', data: expect.objectContaining({ postId }) },
      { event: postEvents.updated, data: { postId, groupId } },
    ]);
    const afterEdit = await readPaths();
    expect(afterEdit).not.toContain('ORIGINAL-SECRET');
    expect(afterEdit).toContain('EDITED-TEXT');

    await ada.delete('/api/post', { postId, deletedBy: ada.user?.id });
    const afterDelete = await readPaths();
    expect(afterDelete).not.toContain('ORIGINAL-SECRET');
    expect(afterDelete).not.toContain('EDITED-TEXT');
    expect((await bob.get(`/api/post/id?postId=${postId}`)).status).toBe(410);
  });

  it('sends a narrowed post to those who lost it by id only', async () => {
    const [ada, bob, cat] = await Promise.all([signUp(server.url), signUp(server.url), signUp(server.url)]);
    await connect(ada, bob);
    await connect(ada, cat);
    const postId = await createPost(ada, { content: 'For everyone', visibility: 'ALL_OF_MY_RELATIONSHIPS' });
    const [bobSocket, catSocket] = [await socketOf(bob), await socketOf(cat)];
    await ada.patch('/api/post', {
      postId,
      modifiedBy: ada.user?.id,
      content: 'Only for Bob now',
      visibility: 'SPECIFIC_PEOPLE',
    });
    // The audience of a specific-people post is fixed at creation: here nobody but Ada is named.
    // Both heard of it on Ada's audience channel (relationship-wide); now they hear it lost.
    const audience = channel.audience(ada.user?.id as string);
    const toCat = await catSocket.event(audience, postEvents.updated);
    expect(toCat.data).toEqual({ postId });
    const toBob = await bobSocket.event(audience, postEvents.updated);
    expect(JSON.stringify(toBob.data)).not.toContain('Only for Bob now');
  });

  it('carries the posts the server writes: a connection, new group members', async () => {
    const [ada, bob, cat, dan] = await Promise.all([
      signUp(server.url),
      signUp(server.url),
      signUp(server.url),
      signUp(server.url),
    ]);
    const groupId = await createGroup(ada, [bob]);
    await connect(ada, cat); // Ada's relationship: the admin adds her directly
    const bobSocket = await socketOf(bob);
    const res = await ada.post('/api/group/members', { groupId, userIds: [cat.user?.id], addedBy: ada.user?.id });
    expect(res.status).toBe(200);
    const added = await bobSocket.event(channel.group(groupId), postEvents.created);
    expect((added.data as PostEventData).post).toMatchObject({ type: 'groupMembersAdded', groupId });
    const membersNamed = (frame: { data: unknown }) =>
      JSON.parse((frame.data as PostEventData).post?.postMeta.find((m) => m.name === 'members')?.value ?? '[]');
    const card = (who: TestClient) => ({
      userId: who.user?.id,
      firstName: who.user?.firstName,
      lastName: who.user?.lastName,
      avatar: null,
    });
    expect(membersNamed(added)).toEqual([card(cat)]);

    // A stranger is invited and joins by accepting: the same post, naming them.
    await ada.post('/api/group/members', { groupId, userIds: [dan.user?.id], addedBy: ada.user?.id });
    await acceptGroupInvitations(groupId, [dan]);
    const joined = await bobSocket.next(
      (f) => f.channel === channel.group(groupId) && f.event === postEvents.created && f.seq !== added.seq,
    );
    expect((joined.data as PostEventData).post).toMatchObject({ type: 'groupMembersAdded', groupId });
    expect(membersNamed(joined)).toEqual([card(dan)]);

    const pairingId = await connect(bob, cat);
    const connected = await bobSocket.event(channel.pair(pairingId), postEvents.created);
    expect((connected.data as PostEventData).post).toMatchObject({ type: 'connection', pairingId });
  });
});
