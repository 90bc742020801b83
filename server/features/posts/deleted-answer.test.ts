import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@shared/messages';
import { signUp } from '../../testing/api-client';
import { startTestServer, stopTestServers, type TestServer } from '../../testing/test-server';
import { connect, createPost } from './testing';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(stopTestServers);

describe('GET /api/post/id of a deleted item: 410, and a message that says what was deleted (README)', () => {
  it('names a deleted post and a deleted chat message apart; a post that never was is 404; a stranger 403', async () => {
    const [ada, bob, eve] = await Promise.all([signUp(server.url), signUp(server.url), signUp(server.url)]);
    const pairingId = await connect(ada, bob);
    const post = await createPost(ada, { usersToShareWith: [pairingId] });
    const chat = await createPost(ada, { type: 'chat', content: 'See you at 3', usersToShareWith: [pairingId] });
    for (const postId of [post, chat])
      expect((await ada.delete('/api/post', { postId, deletedBy: ada.user?.id })).status).toBe(200);

    const deletedPost = await bob.get(`/api/post/id?postId=${post}`);
    expect(deletedPost.status).toBe(410);
    expect(deletedPost.body).toEqual({ isSuccess: false, message: messages.posts.deleted });
    const deletedChat = await bob.get(`/api/post/id?postId=${chat}`);
    expect(deletedChat.status).toBe(410);
    expect(deletedChat.body).toEqual({ isSuccess: false, message: messages.chat.deletedNotice });

    const never = await bob.get(`/api/post/id?postId=${randomUUID()}`);
    expect(never.status).toBe(404);
    expect(never.body.message).toBe(messages.posts.notFound);
    const stranger = await eve.get(`/api/post/id?postId=${chat}`);
    expect(stranger.status).toBe(403);
    expect(stranger.body.message).toBe(messages.posts.restricted);
  });
});
