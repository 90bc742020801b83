import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type TestClient } from '../../testing/api-client';
import { startTestServer, stopTestServers, type TestServer } from '../../testing/test-server';
import { connect, createGroup, createPost } from '../posts/testing';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(stopTestServers);

async function commentOn(author: TestClient, entityId: string, entityName = 'Post') {
  const res = await author.post('/api/comment', { createdBy: author.user?.id, message: 'hi', entityId, entityName });
  if (res.status !== 200) throw new Error(`comment: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.commentId as string;
}

const later = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('comment activity', () => {
  it("moves the post's and the group's last activity on a comment and on a reply", async () => {
    const [ada, bob] = await Promise.all([signUp(server.url), signUp(server.url)]);
    const groupId = await createGroup(ada, [bob]);
    const postId = await createPost(ada, { groupsToShareWith: [groupId] });
    const post = async () => (await bob.get(`/api/post/id?postId=${postId}`)).body.data.lastActivityAt as string;
    const group = async () =>
      (await bob.get(`/api/group/lastViewed?groupId=${groupId}&userId=${bob.user?.id}`)).body.data
        .lastActivityAt as string;
    const [post0, group0] = [await post(), await group()];
    await later();
    const commentId = await commentOn(bob, postId);
    const [post1, group1] = [await post(), await group()];
    expect(post1 > post0).toBe(true);
    expect(group1 > group0).toBe(true);
    expect(post1).toBe(group1);
    await later();
    await commentOn(ada, commentId, 'Comment');
    expect((await post()) > post1).toBe(true);
    expect((await group()) > group1).toBe(true);
  });

  it("moves the relationship's last activity on a chat reply", async () => {
    const [ada, bob] = await Promise.all([signUp(server.url), signUp(server.url)]);
    const pairingId = await connect(ada, bob);
    const chatId = await createPost(ada, { type: 'chat', content: 'Call?', usersToShareWith: [pairingId] });
    const pairing = async () =>
      (await bob.get(`/api/pairing/lastViewed?userId1=${bob.user?.id}&userId2=${ada.user?.id}`)).body.data
        .lastActivityAt as string;
    const before = await pairing();
    await later();
    await commentOn(bob, chatId);
    expect((await pairing()) > before).toBe(true);
  });
});
