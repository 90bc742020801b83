import { commentEvents } from '@shared/api/comments';
import { messages } from '@shared/messages';
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

async function comment(
  author: TestClient,
  entityId: string,
  message = 'Nice',
  entityName = 'Post',
  headers: Record<string, string> = {},
) {
  return author.post('/api/comment', { createdBy: author.user?.id, message, entityId, entityName }, headers);
}

async function commentId(author: TestClient, entityId: string, message = 'Nice', entityName = 'Post') {
  const res = await comment(author, entityId, message, entityName);
  if (res.status !== 200) throw new Error(`comment: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.commentId as string;
}

async function eventsOn(reader: TestClient, name: string) {
  const res = await reader.get(`/api/channels/${encodeURIComponent(name)}/history`);
  expect(res.status).toBe(200);
  return res.body.data.results.map((e: { event: string; data: unknown }) => ({ event: e.event, data: e.data }));
}

describe('comments and replies', () => {
  it('creates a comment and a reply, lists them newest first and paged', async () => {
    const [ada, bob] = await Promise.all([person('Ada'), person('Bob')]);
    const postId = await createPost(ada);
    const first = await commentId(bob, postId, 'first');
    const second = await commentId(ada, postId, 'second');
    const third = await commentId(bob, postId, 'third');
    const reply = await comment(ada, first, 'a reply', 'Comment');
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({ postId, parentId: first, message: 'a reply', likes: 0 });
    // A reply to a reply joins the thread of its comment.
    const deeper = await comment(bob, reply.body.data.commentId, 'deeper', 'Comment');
    expect(deeper.body.data.parentId).toBe(first);

    const page1 = await bob.get(`/api/comment/post?postId=${postId}&skip=0&limit=2`);
    expect(page1.status).toBe(200);
    expect(page1.body.data.count).toBe(3);
    expect(page1.body.data.results.map((c: { commentId: string }) => c.commentId)).toEqual([third, second]);
    const page2 = await bob.get(`/api/comment/post?postId=${postId}&skip=2&limit=2`);
    expect(page2.body.data.results.map((c: { commentId: string }) => c.commentId)).toEqual([first]);
    expect(page2.body.data.results[0]).toMatchObject({ replyCount: 2, createdBy: { firstName: 'Bob' } });

    const replies = await bob.get(`/api/comment/replies?commentId=${first}`);
    expect(replies.body.data.results.map((c: { message: string }) => c.message)).toEqual(['deeper', 'a reply']);
    expect((await bob.get(`/api/comment/id?commentId=${second}`)).body.data.message).toBe('second');
    // A signed-out reader sees the comments of a PUBLIC post; writing needs a session.
    expect((await anonymous(server.url).get(`/api/comment/post?postId=${postId}`)).body.data.count).toBe(3);
    const signedOut = await anonymous(server.url).post('/api/comment', {
      createdBy: ada.user?.id,
      message: 'x',
      entityId: postId,
      entityName: 'Post',
    });
    expect(signedOut.status).toBe(401);
    expect((await comment(ada, postId, '')).status).toBe(400);
  });

  it('answers the first comment for a repeated Idempotency-Key and creates nothing', async () => {
    const [ada, bob] = await Promise.all([person(), person()]);
    const postId = await createPost(ada);
    const headers = { 'idempotency-key': 'comment-1' };
    const first = await comment(bob, postId, 'once', 'Post', headers);
    const again = await comment(bob, postId, 'once', 'Post', headers);
    expect(again.body.data.commentId).toBe(first.body.data.commentId);
    const count = await bob.get(`/api/post/commentAndReplyCount?postId=${postId}`);
    expect(count.body.data).toEqual({ comments: 1, replies: 0, count: 1 });
    // The same key on POST /api/post is another namespace.
    const post = await ada.post('/api/post', { createdBy: ada.user?.id, content: 'x' }, headers);
    expect(post.status).toBe(200);
    expect(post.body.data.postId).toBeTruthy();
  });

  it("carries each post's counts on the post itself, as the count call answers them", async () => {
    const [ada, bob] = await Promise.all([person('Ada'), person('Bob')]);
    const quiet = await createPost(ada);
    const talked = await createPost(ada);
    const first = await commentId(bob, talked, 'first');
    await commentId(ada, talked, 'second');
    await commentId(ada, first, 'a reply', 'Comment');
    const counted = (await bob.get(`/api/post/commentAndReplyCount?postId=${talked}`)).body.data;
    expect(counted).toEqual({ comments: 2, replies: 1, count: 3 });
    expect((await bob.get(`/api/post/id?postId=${talked}`)).body.data.commentCounts).toEqual(counted);
    const home = (await ada.get(`/api/user/posts?userId=${ada.user?.id}`)).body.data.results as {
      postId: string;
      commentCounts: unknown;
    }[];
    expect(home.filter((p) => [quiet, talked].includes(p.postId)).map((p) => [p.postId, p.commentCounts])).toEqual([
      [talked, counted],
      [quiet, { comments: 0, replies: 0, count: 0 }],
    ]);
  });

  it('lets only the author edit or delete a comment; deleting drops its replies', async () => {
    const [ada, bob] = await Promise.all([person(), person()]);
    const postId = await createPost(ada);
    const id = await commentId(bob, postId, 'mine');
    await commentId(ada, id, 'reply', 'Comment');
    const byAda = await ada.patch('/api/comment', { commentId: id, message: 'hers', modifiedBy: ada.user?.id });
    expect(byAda.status).toBe(403);
    expect((await ada.patch('/api/comment', { commentId: id, message: 'x' })).status).toBe(403);
    expect((await bob.patch('/api/comment', { commentId: id, message: 'x', modifiedBy: ada.user?.id })).status).toBe(
      403,
    );
    const edited = await bob.patch('/api/comment', { commentId: id, message: 'edited', modifiedBy: bob.user?.id });
    expect(edited.body.data).toMatchObject({ message: 'edited', isEdited: true });
    expect((await anonymous(server.url).delete('/api/comment', { commentId: id })).status).toBe(401);
    expect((await ada.delete('/api/comment', { commentId: id })).status).toBe(403);
    const removed = await bob.delete('/api/comment', { commentId: id, deletedBy: bob.user?.id });
    expect(removed.body.data.message).toBe(messages.comments.deleted);
    const gone = await bob.get(`/api/comment/id?commentId=${id}`);
    expect(gone.status).toBe(404);
    expect((await bob.get(`/api/post/commentAndReplyCount?postId=${postId}`)).body.data.count).toBe(0);
    // Once the post is deleted its comments are gone with it.
    const kept = await commentId(bob, postId, 'kept');
    await ada.delete('/api/post', { postId, deletedBy: ada.user?.id });
    expect((await bob.get(`/api/comment/id?commentId=${kept}`)).status).toBe(410);
    expect((await comment(bob, postId)).status).toBe(410);
  });

  it('never shows, counts or pushes a comment on a specific-people post to a third user', async () => {
    const [ada, ned, sam] = await Promise.all([person(), person(), person()]);
    const postId = await createPost(ada, { usersToShareWith: [ned.user?.id] });
    const id = await commentId(ned, postId, 'between us');
    const reply = await commentId(ada, id, 'yes', 'Comment');
    const refused = [
      await sam.get(`/api/comment/post?postId=${postId}`),
      await sam.get(`/api/comment/id?commentId=${id}`),
      await sam.get(`/api/comment/replies?commentId=${id}`),
      await sam.get(`/api/post/commentAndReplyCount?postId=${postId}`),
      await sam.get(`/api/post/user/commented?postId=${postId}&userId=${sam.user?.id}`),
      await comment(sam, postId, 'let me in'),
      await comment(sam, id, 'let me in', 'Comment'),
      await anonymous(server.url).get(`/api/comment/post?postId=${postId}`),
    ];
    expect(refused.map((r) => r.status)).toEqual([403, 403, 403, 403, 403, 403, 403, 403]);
    expect(refused[0]?.body.message).toBe(messages.posts.restricted);
    expect((await sam.get('/api/comment/post?postId=00000000-0000-4000-8000-000000000000')).status).toBe(404);

    expect((await ned.get(`/api/comment/post?postId=${postId}`)).body.data.count).toBe(1);
    expect((await ned.get(`/api/post/commentAndReplyCount?postId=${postId}`)).body.data).toEqual({
      comments: 1,
      replies: 1,
      count: 2,
    });
    const commented = await ned.get(`/api/post/user/commented?postId=${postId}&userId=${ned.user?.id}`);
    expect(commented.body.data).toEqual({ commented: true });
    expect((await ned.get(`/api/post/user/commented?postId=${postId}&userId=${ada.user?.id}`)).status).toBe(403);

    const toNed = await eventsOn(ned, channel.user(ned.user?.id as string));
    expect(toNed).toEqual(
      expect.arrayContaining([
        { event: commentEvents.created, data: { postId, userId: ned.user?.id, commentId: id } },
        { event: commentEvents.created, data: { postId, userId: ada.user?.id, commentId: reply, parentId: id } },
      ]),
    );
    expect(await eventsOn(sam, channel.user(sam.user?.id as string))).toEqual([]);
  });

  it('tells the group of a new, edited and deleted comment', async () => {
    const [ada, bob] = await Promise.all([person(), person()]);
    const groupId = await createGroup(ada, [bob]);
    const postId = await createPost(ada, { groupsToShareWith: [groupId] });
    const id = await commentId(bob, postId);
    await bob.patch('/api/comment', { commentId: id, message: 'edited' });
    await bob.delete('/api/comment', { commentId: id });
    const onGroup = (await eventsOn(ada, channel.group(groupId))).filter((e: { event: string }) =>
      e.event.startsWith('comment.'),
    );
    expect(onGroup).toEqual(
      [commentEvents.created, commentEvents.updated, commentEvents.deleted].map((event) => ({
        event,
        data: { postId, userId: bob.user?.id, commentId: id, groupId },
      })),
    );
  });
});
