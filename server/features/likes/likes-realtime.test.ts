import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { likeEvents } from '@shared/api/comments';
import { channel } from '@shared/realtime';
import { TestSocket } from '../../realtime/testing/socket-client';
import { signUp, type TestClient } from '../../testing/api-client';
import { startTestServer, stopTestServers, type TestServer } from '../../testing/test-server';
import { connect, createGroup, createPost } from '../posts/testing';

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

async function reply(author: TestClient, entityId: string, entityName: 'Post' | 'Comment') {
  const res = await author.post('/api/comment', { createdBy: author.user?.id, message: 'ok', entityId, entityName });
  if (res.status !== 200) throw new Error(`comment: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.commentId as string;
}

const likeComment = (who: TestClient, commentId: string) =>
  who.post('/api/reaction/comment/like', { userId: who.user?.id, commentId });

describe('likes of comments and chat replies, live', () => {
  it('tells the relationship of a like and an unlike on a chat reply; a stranger hears nothing', async () => {
    const [ada, bob, sam] = await Promise.all([signUp(server.url), signUp(server.url), signUp(server.url)]);
    const pairingId = await connect(ada, bob);
    const chatId = await createPost(ada, { type: 'chat', content: 'Lunch?', usersToShareWith: [pairingId] });
    const chatReply = await reply(bob, chatId, 'Post');
    const [bobSocket, samSocket] = [await socketOf(bob), await socketOf(sam)];

    expect((await likeComment(ada, chatReply)).body.data).toEqual({ likes: 1, isLikedByRequestedUser: true });
    const liked = await bobSocket.event(channel.pair(pairingId), likeEvents.commentLiked);
    expect(liked.data).toEqual({ postId: chatId, userId: ada.user?.id, commentId: chatReply, pairingId, likes: 1 });
    expect((await likeComment(ada, chatReply)).body.data).toEqual({ likes: 0, isLikedByRequestedUser: false });
    const unliked = await bobSocket.event(channel.pair(pairingId), likeEvents.commentUnliked);
    expect(unliked.data).toEqual({ postId: chatId, userId: ada.user?.id, commentId: chatReply, pairingId, likes: 0 });

    // The stranger may not like it, cannot subscribe to the post, and received no like frame.
    expect((await likeComment(sam, chatReply)).status).toBe(403);
    expect((await samSocket.subscribe(channel.post(chatId))).event).toBe('refused');
    expect(samSocket.frames.filter((f) => f.event.startsWith('comment.'))).toEqual([]);
  });

  it('tells the group of a like on a reply', async () => {
    const [ada, bob, sam] = await Promise.all([signUp(server.url), signUp(server.url), signUp(server.url)]);
    const groupId = await createGroup(ada, [bob]);
    const postId = await createPost(ada, { groupsToShareWith: [groupId] });
    const commentId = await reply(ada, postId, 'Post');
    const replyId = await reply(ada, commentId, 'Comment');
    const [bobSocket, samSocket] = [await socketOf(bob), await socketOf(sam)];
    await likeComment(ada, replyId);
    const liked = await bobSocket.event(channel.group(groupId), likeEvents.commentLiked);
    expect(liked.data).toEqual({ postId, userId: ada.user?.id, commentId: replyId, groupId, likes: 1 });
    expect(samSocket.frames.filter((f) => f.event.startsWith('comment.'))).toEqual([]);
  });
});
