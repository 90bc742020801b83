// @vitest-environment node
import { likeEvents } from '@shared/api/comments';
import { messages } from '@shared/messages';
import { channel } from '@shared/realtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type TestClient } from '../../../../../server/testing/api-client';
import { startTestServer, stopTestServers, type TestServer } from '../../../../../server/testing/test-server';
import { createPost } from '../../../../../server/features/posts/testing';
import { type ApiClient, createApiClient } from '../../../lib/api-client';
import {
  createComment,
  deleteComment,
  editComment,
  fetchCommentCounts,
  fetchComments,
  fetchLikers,
  fetchPostLikeSummary,
  fetchReplies,
  fetchSharedWith,
  toggleCommentLike,
  togglePostLike,
} from './engagement-api';

/**
 * The web app's engagement calls (engagement-api.ts) against the real server: the request
 * shapes it sends and the answers it reads.
 */
let server: TestServer;
const person = (firstName: string) => signUp(server.url, { firstName });
const clientOf = (user: TestClient): ApiClient =>
  createApiClient({ baseUrl: server.url, getToken: () => user.token, credentials: 'omit' });
const idOf = (user: TestClient) => user.user?.id as string;

// Real sign-ups hash passwords: give these tests the server project's timeouts.
const SLOW = 30_000;

beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(stopTestServers);

describe('engagement calls of the web app', () => {
  it(
    'creates comments once per Idempotency-Key, lists them newest first, edits and deletes',
    async () => {
      const [ada, bob] = await Promise.all([person('Ada'), person('Bob')]);
      const postId = await createPost(ada, { usersToShareWith: [idOf(bob)] });
      const api = clientOf(bob);
      const body = { createdBy: idOf(bob), message: 'first', entityId: postId, entityName: 'Post' as const };
      const first = await createComment(api, body, 'key-1');
      expect(await createComment(api, body, 'key-1')).toMatchObject({ commentId: first.commentId });
      const second = await createComment(api, { ...body, message: 'second\nline' }, 'key-2');
      const page = await fetchComments(api, postId, 0);
      expect(page.count).toBe(2);
      expect(page.results.map((c) => c.message)).toEqual(['second\nline', 'first']);
      expect(page.results[0]?.createdBy).toMatchObject({ userId: idOf(bob), firstName: 'Bob' });

      const reply = await createComment(
        clientOf(ada),
        { createdBy: idOf(ada), message: 'a reply', entityId: second.commentId, entityName: 'Comment' },
        'key-3',
      );
      expect(reply.parentId).toBe(second.commentId);
      expect((await fetchReplies(api, second.commentId, 0)).results.map((c) => c.message)).toEqual(['a reply']);
      expect(await fetchCommentCounts(api, postId)).toEqual({ comments: 2, replies: 1, count: 3 });

      expect(await editComment(api, first.commentId, 'first, edited', idOf(bob))).toMatchObject({
        message: 'first, edited',
        isEdited: true,
      });
      await expect(editComment(clientOf(ada), first.commentId, 'hijack', idOf(ada))).rejects.toMatchObject({
        status: 403,
      });
      expect(await deleteComment(api, second.commentId, idOf(bob))).toMatchObject({
        message: messages.comments.deleted,
      });
      // Replies of a deleted comment: the client shows the spec's text from this 404.
      await expect(fetchReplies(api, second.commentId, 0)).rejects.toMatchObject({
        status: 404,
        message: messages.comments.notFound,
      });
      expect(await fetchCommentCounts(api, postId)).toEqual({ comments: 1, replies: 0, count: 1 });
    },
    SLOW,
  );

  it(
    'toggles likes of posts and comments and lists the likers',
    async () => {
      const [ada, bob] = await Promise.all([person('Ada'), person('Bob')]);
      const postId = await createPost(ada, { usersToShareWith: [idOf(bob)] });
      const api = clientOf(bob);
      expect(await togglePostLike(api, idOf(bob), postId)).toEqual({ likes: 1, isLikedByRequestedUser: true });
      expect(await fetchPostLikeSummary(clientOf(ada), postId)).toEqual({ likes: 1, isLikedByRequestedUser: false });
      const likers = await fetchLikers(clientOf(ada), { kind: 'post', postId }, 0);
      expect(likers).toMatchObject({ count: 1, results: [{ userId: idOf(bob), firstName: 'Bob' }] });
      expect(await togglePostLike(api, idOf(bob), postId)).toEqual({ likes: 0, isLikedByRequestedUser: false });

      const comment = await createComment(
        clientOf(ada),
        { createdBy: idOf(ada), message: 'hi', entityId: postId, entityName: 'Post' },
        'key-like',
      );
      expect(await toggleCommentLike(api, idOf(bob), comment.commentId)).toEqual({
        likes: 1,
        isLikedByRequestedUser: true,
      });
      const commentLikers = await fetchLikers(api, { kind: 'comment', postId, commentId: comment.commentId }, 0);
      expect(commentLikers.results.map((u) => u.userId)).toEqual([idOf(bob)]);
    },
    SLOW,
  );

  it(
    'pages who a post is shared with by 20, with its visibility',
    async () => {
      const ada = await person('Ada');
      const named = await Promise.all(Array.from({ length: 21 }, (_, i) => person(`N${String(i).padStart(2, '0')}`)));
      const postId = await createPost(ada, { usersToShareWith: named.map(idOf) });
      const first = await fetchSharedWith(clientOf(ada), postId, 0);
      expect(first).toMatchObject({ count: 21, visibility: 'SPECIFIC_PEOPLE' });
      expect(first.results).toHaveLength(20);
      expect((await fetchSharedWith(clientOf(ada), postId, 20)).results.map((u) => u.firstName)).toEqual(['N20']);
    },
    SLOW,
  );

  // Server gap: like and comment events carry no actor id, so a client cannot tell its own
  // events from others' and rereads the post after its own toggle too.
  it(
    'names who acted in post.liked',
    async () => {
      const [ada, bob] = await Promise.all([person('Ada'), person('Bob')]);
      const postId = await createPost(ada, { usersToShareWith: [idOf(bob)] });
      await togglePostLike(clientOf(bob), idOf(bob), postId);
      const history = await ada.get(`/api/channels/${encodeURIComponent(channel.post(postId))}/history`);
      const liked = history.body.data.results.find((e: { event: string }) => e.event === likeEvents.liked);
      expect(liked?.data).toMatchObject({ postId, userId: idOf(bob) });
    },
    SLOW,
  );
});
