import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMENT_CONTEXT_CHARS } from '@shared/api/comments';
import { messages } from '@shared/messages';
import { anonymous, signUp, type TestClient } from '../../testing/api-client';
import { startTestServer, stopTestServers, type TestServer } from '../../testing/test-server';
import { createPost } from '../posts/testing';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(stopTestServers);

async function commentOn(author: TestClient, entityId: string, message: string, entityName = 'Post') {
  const res = await author.post('/api/comment', { createdBy: author.user?.id, message, entityId, entityName });
  if (res.status !== 200) throw new Error(`comment: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.commentId as string;
}

describe('GET /api/comment/context', () => {
  it('answers [the post] for a comment and [its comment, the post] for a reply, cut to 150 characters', async () => {
    const [ada, bob] = await Promise.all([
      signUp(server.url, { firstName: 'Ada' }),
      signUp(server.url, { firstName: 'Bob' }),
    ]);
    const long = 'x'.repeat(400);
    const postId = await createPost(ada, { content: long });
    const commentId = await commentOn(bob, postId, `${'y'.repeat(200)}`);
    const replyId = await commentOn(ada, commentId, 'a reply', 'Comment');

    const ofComment = await bob.get(`/api/comment/context?commentId=${commentId}`);
    expect(ofComment.status).toBe(200);
    expect(ofComment.body).toMatchObject({ isSuccess: true, data: { count: 1 } });
    const [postItem] = ofComment.body.data.results;
    expect(postItem).toMatchObject({
      entityName: 'Post',
      entityId: postId,
      postId,
      commentId: null,
      type: 'post',
      message: null,
      createdBy: { userId: ada.user?.id, firstName: 'Ada' },
    });
    expect(Array.from(postItem.content as string)).toHaveLength(COMMENT_CONTEXT_CHARS);
    expect(postItem.content.endsWith('…')).toBe(true);

    const ofReply = await bob.get(`/api/comment/context?commentId=${replyId}`);
    expect(ofReply.body.data.count).toBe(2);
    const [parent, post] = ofReply.body.data.results;
    expect(parent).toMatchObject({
      entityName: 'Comment',
      entityId: commentId,
      commentId,
      postId,
      type: 'comment',
      createdBy: { userId: bob.user?.id, firstName: 'Bob' },
    });
    expect(Array.from(parent.message as string)).toHaveLength(COMMENT_CONTEXT_CHARS);
    expect(post).toMatchObject({ entityName: 'Post', postId });
  });

  it('refuses a stranger as /comment/id does, 404 for an unknown comment, 400 without an id', async () => {
    const [ada, ned, sam] = await Promise.all([signUp(server.url), signUp(server.url), signUp(server.url)]);
    const postId = await createPost(ada, { usersToShareWith: [ned.user?.id], content: 'between us' });
    const commentId = await commentOn(ned, postId, 'secret');
    expect((await ned.get(`/api/comment/context?commentId=${commentId}`)).status).toBe(200);
    const refused = await sam.get(`/api/comment/context?commentId=${commentId}`);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ isSuccess: false, message: messages.posts.restricted });
    expect((await sam.get(`/api/comment/id?commentId=${commentId}`)).status).toBe(403);
    expect((await anonymous(server.url).get(`/api/comment/context?commentId=${commentId}`)).status).toBe(403);
    const missing = await sam.get('/api/comment/context?commentId=00000000-0000-4000-8000-000000000000');
    expect(missing.status).toBe(404);
    expect((await sam.get('/api/comment/context')).status).toBe(400);
  });
});
