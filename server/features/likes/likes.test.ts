import { likeEvents } from '@shared/api/comments';
import { channel } from '@shared/realtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymous, signUp, type TestClient } from '../../testing/api-client';
import { startTestServer, stopTestServers, type TestServer } from '../../testing/test-server';
import { createGroup, createPost } from '../posts/testing';

let server: TestServer;
const person = (firstName = 'Pat') => signUp(server.url, { firstName });

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(stopTestServers);

const likePost = (who: TestClient, postId: string) =>
  who.post('/api/reaction/post/like', { userId: who.user?.id, postId });
const likeComment = (who: TestClient, commentId: string) =>
  who.post('/api/reaction/comment/like', { userId: who.user?.id, commentId });

async function commentOn(author: TestClient, postId: string): Promise<string> {
  const res = await author.post('/api/comment', {
    createdBy: author.user?.id,
    message: 'Nice',
    entityId: postId,
    entityName: 'Post',
  });
  return res.body.data.commentId as string;
}

describe('likes', () => {
  it('toggles a post like, fills likes and isLikedByRequestedUser, and lists the likers', async () => {
    const [ada, bob, cat] = await Promise.all([person('Ada'), person('Bob'), person('Cat')]);
    const postId = await createPost(ada);
    expect((await likePost(bob, postId)).body.data).toEqual({ likes: 1, isLikedByRequestedUser: true });
    expect((await likePost(cat, postId)).body.data).toEqual({ likes: 2, isLikedByRequestedUser: true });
    expect((await bob.get(`/api/post/id?postId=${postId}`)).body.data).toMatchObject({
      likes: 2,
      isLikedByRequestedUser: true,
    });
    expect((await ada.get(`/api/post/id?postId=${postId}`)).body.data).toMatchObject({
      likes: 2,
      isLikedByRequestedUser: false,
    });
    const likers = await ada.get(`/api/reaction/post/likes/users?postId=${postId}&userId=${ada.user?.id}&limit=1`);
    expect(likers.body.data.count).toBe(2);
    expect(likers.body.data.results).toHaveLength(1);
    expect(likers.body.data.results[0].firstName).toBe('Cat');

    expect((await likePost(bob, postId)).body.data).toEqual({ likes: 1, isLikedByRequestedUser: false });
    const after = await ada.get(`/api/reaction/post/likes/users?postId=${postId}`);
    expect(after.body.data.results.map((u: { userId: string }) => u.userId)).toEqual([cat.user?.id]);
    expect((await bob.post('/api/reaction/post/like', { userId: ada.user?.id, postId })).status).toBe(403);
    expect((await anonymous(server.url).post('/api/reaction/post/like', { userId: ada.user?.id, postId })).status).toBe(
      401,
    );
  });

  it('fills likes on every post of a timeline page', async () => {
    const [ada, bob] = await Promise.all([person(), person()]);
    const groupId = await createGroup(ada, [bob]);
    const liked = await createPost(ada, { groupsToShareWith: [groupId] });
    const plain = await createPost(ada, { groupsToShareWith: [groupId] });
    await likePost(bob, liked);
    const page = await bob.get(`/api/group/posts?groupId=${groupId}`);
    const byId = new Map(page.body.data.results.map((p: { postId: string }) => [p.postId, p]));
    expect(byId.get(liked)).toMatchObject({ likes: 1, isLikedByRequestedUser: true });
    expect(byId.get(plain)).toMatchObject({ likes: 0, isLikedByRequestedUser: false });
  });

  it('toggles a comment like and lists its likers', async () => {
    const [ada, bob] = await Promise.all([person('Ada'), person('Bob')]);
    const postId = await createPost(ada);
    const commentId = await commentOn(ada, postId);
    expect((await likeComment(bob, commentId)).body.data).toEqual({ likes: 1, isLikedByRequestedUser: true });
    const listed = await bob.get(`/api/comment/post?postId=${postId}`);
    expect(listed.body.data.results[0]).toMatchObject({ likes: 1, isLikedByRequestedUser: true });
    const likers = await ada.get(`/api/reaction/comment/likes/users?commentId=${commentId}`);
    expect(likers.body.data.results.map((u: { firstName: string }) => u.firstName)).toEqual(['Bob']);
    expect((await likeComment(bob, commentId)).body.data).toEqual({ likes: 0, isLikedByRequestedUser: false });
  });

  it('refuses a stranger on a specific-people post and pushes likes only to its audience', async () => {
    const [ada, ned, sam] = await Promise.all([person(), person(), person()]);
    const postId = await createPost(ada, { usersToShareWith: [ned.user?.id] });
    const commentId = await commentOn(ned, postId);
    await likePost(ned, postId);
    await likePost(ned, postId);
    const refused = [
      await likePost(sam, postId),
      await likeComment(sam, commentId),
      await sam.get(`/api/reaction/post/likes/users?postId=${postId}`),
      await sam.get(`/api/reaction/comment/likes/users?commentId=${commentId}`),
      await anonymous(server.url).get(`/api/reaction/post/likes/users?postId=${postId}`),
    ];
    expect(refused.map((r) => r.status)).toEqual([403, 403, 403, 403, 403]);
    const missing = await sam.get('/api/reaction/comment/likes/users?commentId=00000000-0000-4000-8000-000000000000');
    expect(missing.status).toBe(404);
    const history = async (reader: TestClient) =>
      (await reader.get(`/api/channels/${encodeURIComponent(channel.user(reader.user?.id as string))}/history`)).body
        .data.results as { event: string; data: unknown }[];
    const toAda = (await history(ada))
      .filter((e) => e.event.startsWith('post.') && e.event !== 'post.created')
      .map((e) => ({ event: e.event, data: e.data }));
    expect(toAda).toEqual([
      { event: likeEvents.liked, data: { postId, userId: ned.user?.id } },
      { event: likeEvents.unliked, data: { postId, userId: ned.user?.id } },
    ]);
    expect(await history(sam)).toEqual([]);
  });
});
