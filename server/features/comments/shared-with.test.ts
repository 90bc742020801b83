import { messages } from '@shared/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymous, signUp } from '../../testing/api-client';
import { startTestServer, stopTestServers, type TestServer } from '../../testing/test-server';
import { connect, createGroup, createPost } from '../posts/testing';

let server: TestServer;
const person = (firstName = 'Pat') => signUp(server.url, { firstName });

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(stopTestServers);

describe('shared-with', () => {
  it('lists the named people of a specific-people post, paged, and refuses a stranger', async () => {
    const [ada, sam] = await Promise.all([person('Ada'), person('Sam')]);
    const named = await Promise.all(Array.from({ length: 22 }, (_, i) => person(`N${String(i).padStart(2, '0')}`)));
    const postId = await createPost(ada, { usersToShareWith: named.map((n) => n.user?.id) });
    const first = await ada.get(`/api/post/sharedWith?postId=${postId}&skip=0`);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ count: 22, visibility: 'SPECIFIC_PEOPLE' });
    expect(first.body.data.results).toHaveLength(20);
    const second = await named[0]?.get(`/api/post/sharedWith?postId=${postId}&skip=20`);
    expect(second?.body.data.results.map((u: { firstName: string }) => u.firstName)).toEqual(['N20', 'N21']);
    const refused = await sam.get(`/api/post/sharedWith?postId=${postId}`);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(messages.posts.restricted);
    expect((await anonymous(server.url).get(`/api/post/sharedWith?postId=${postId}`)).status).toBe(403);
  });

  it('lists group members and relationships by the post audience', async () => {
    const [ada, bob, cat] = await Promise.all([person('Ada'), person('Bob'), person('Cat')]);
    const groupId = await createGroup(ada, [bob, cat]);
    const inGroup = await createPost(ada, { groupsToShareWith: [groupId] });
    const members = await bob.get(`/api/post/sharedWith?postId=${inGroup}`);
    expect(members.body.data.results.map((u: { firstName: string }) => u.firstName)).toEqual(['Bob', 'Cat']);
    await connect(ada, bob);
    const relationships = await createPost(ada, { visibility: 'ALL_OF_MY_RELATIONSHIPS' });
    const connected = await bob.get(`/api/post/sharedWith?postId=${relationships}`);
    expect(connected.body.data.results.map((u: { firstName: string }) => u.firstName)).toEqual(['Bob']);
    const open = await createPost(ada);
    expect((await cat.get(`/api/post/sharedWith?postId=${open}`)).body.data).toMatchObject({
      results: [],
      count: 0,
      visibility: 'PUBLIC',
    });
  });

  it('answers isSharedWith for the acting user only', async () => {
    const [ada, ned, sam] = await Promise.all([person(), person(), person()]);
    const postId = await createPost(ada, { usersToShareWith: [ned.user?.id] });
    const ask = (who: typeof ada, userId = who.user?.id) =>
      who.get(`/api/post/user/isSharedWith?postId=${postId}&userId=${userId}`);
    expect((await ask(ned)).body.data).toEqual({ isSharedWith: true });
    expect((await ask(sam)).body.data).toEqual({ isSharedWith: false });
    expect((await ask(sam, ned.user?.id)).status).toBe(403);
    expect((await anonymous(server.url).get(`/api/post/user/isSharedWith?postId=${postId}&userId=x`)).status).toBe(401);
  });
});
