import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, TestClient } from '../../testing/api-client';
import { acceptGroupInvitations } from '../../testing/group-invitations';
import { startTestServer, stopTestServers, type TestServer } from '../../testing/test-server';
import { connect, createGroup, createPost, idsOf } from './testing';

/**
 * The first-page cache (first-page-cache.ts) never answers what a member may not read or
 * what has changed: each change a timeline shows is followed by a read that shows it, on the
 * instance that made it and on another one over the same database (with Redis as the bus
 * when the run has TEST_REDIS_URL). Runs on SQLite and, with DATABASE_URL, on PostgreSQL.
 */
let first: TestServer;
let second: TestServer;

beforeAll(async () => {
  const redis = process.env.TEST_REDIS_URL;
  const env: Record<string, string> = redis ? { REALTIME_FANOUT: 'redis', REDIS_URL: redis } : {};
  first = await startTestServer({ env });
  second = await startTestServer({ sameDataAs: first });
});
afterAll(stopTestServers);

const on = (client: TestClient, server: TestServer) => new TestClient(server.url, client.token, client.user);
const groupPage = (client: TestClient, groupId: string) => client.get(`/api/group/posts?groupId=${groupId}`);
const pairPage = (client: TestClient, pairingId: string) => client.get(`/api/pairing/posts?pairingId=${pairingId}`);
const postIn = (page: { body: { data: { results: { postId: string }[] } } }, postId: string) =>
  page.body.data.results.find((p) => p.postId === postId) as Record<string, any> | undefined;

async function groupOfThree() {
  const [ada, bob, cat] = await Promise.all([signUp(first.url), signUp(first.url), signUp(first.url)]);
  await Promise.all([connect(ada, bob), connect(ada, cat)]);
  const groupId = await createGroup(ada, [bob, cat]);
  return { ada, bob, cat, groupId };
}

describe('a timeline first page from the cache', () => {
  it('is read once for every member, with each viewer’s own like', async () => {
    const { ada, bob, cat, groupId } = await groupOfThree();
    const postId = await createPost(ada, { groupsToShareWith: [groupId], content: 'Q3 plan' });
    await bob.post('/api/reaction/post/like', { userId: bob.user?.id, postId });
    const before = first.services.timelinePages.stats();

    const [forAda, forBob, forCat] = [
      await groupPage(ada, groupId),
      await groupPage(bob, groupId),
      await groupPage(cat, groupId),
    ];
    const after = first.services.timelinePages.stats();
    expect(after.hits - before.hits).toBe(2);
    expect(after.misses - before.misses).toBe(1);
    expect(postIn(forBob, postId)).toMatchObject({ likes: 1, isLikedByRequestedUser: true, content: 'Q3 plan' });
    expect(postIn(forAda, postId)).toMatchObject({ likes: 1, isLikedByRequestedUser: false });
    expect(postIn(forCat, postId)).toMatchObject({ likes: 1, isLikedByRequestedUser: false });
    expect(idsOf(forAda)).toEqual(idsOf(forCat));
  });

  it('answers from the page serialized once the very bytes a fresh read answers, each viewer’s likes included', async () => {
    const { ada, bob, cat, groupId } = await groupOfThree();
    const liked = await createPost(ada, { groupsToShareWith: [groupId], content: 'liked by Bob' });
    await createPost(cat, { groupsToShareWith: [groupId], content: 'liked by nobody' });
    await bob.post('/api/reaction/post/like', { userId: bob.user?.id, postId: liked });
    const text = async (client: TestClient) => {
      const res = await fetch(`${first.url}/api/group/posts?groupId=${groupId}`, {
        headers: { authorization: `Bearer ${client.token}` },
      });
      return res.text();
    };
    for (const reader of [ada, bob, cat]) {
      first.services.timelinePages.clear();
      const fresh = await text(reader);
      const before = first.services.timelinePages.stats().hits;
      const cached = [await text(ada), await text(bob), await text(cat)];
      expect(first.services.timelinePages.stats().hits - before).toBe(3);
      expect(cached[[ada, bob, cat].indexOf(reader)]).toBe(fresh);
    }
  });

  it('never serves a stranger or a member who was removed', async () => {
    const { ada, bob, cat, groupId } = await groupOfThree();
    await createPost(ada, { groupsToShareWith: [groupId], content: 'members only' });
    const stranger = await signUp(first.url);
    expect((await groupPage(bob, groupId)).status).toBe(200);
    expect((await groupPage(stranger, groupId)).status).toBe(403);
    expect((await ada.delete('/api/group/member', { groupId, userId: cat.user?.id })).status).toBe(200);
    expect((await groupPage(cat, groupId)).status).toBe(403);
    expect((await groupPage(on(cat, second), groupId)).status).toBe(403);
  });

  it('shows each change at the next read, on this instance and on another', async () => {
    const { ada, bob, cat, groupId } = await groupOfThree();
    const postId = await createPost(ada, { groupsToShareWith: [groupId], content: 'draft figure 1.2M' });
    const bobThere = on(bob, second);
    const warm = async () => {
      await groupPage(bob, groupId);
      await groupPage(bobThere, groupId);
    };
    const both = async () => [await groupPage(bob, groupId), await groupPage(bobThere, groupId)];

    await warm();
    const added = await createPost(cat, { groupsToShareWith: [groupId], content: 'a new post' });
    for (const page of await both()) expect(idsOf(page)[0]).toBe(added);

    await warm();
    await ada.patch('/api/post', { postId, modifiedBy: ada.user?.id, content: 'figure withdrawn' });
    for (const page of await both())
      expect(postIn(page, postId)).toMatchObject({ content: 'figure withdrawn', isEdited: true });

    await warm();
    await cat.post('/api/comment', { createdBy: cat.user?.id, message: 'ok', entityId: postId, entityName: 'Post' });
    for (const page of await both()) expect(postIn(page, postId)?.commentCounts.count).toBe(1);

    await warm();
    await cat.post('/api/reaction/post/like', { userId: cat.user?.id, postId });
    for (const page of await both()) expect(postIn(page, postId)?.likes).toBe(1);

    await warm();
    await ada.post('/api/post/pin', { postId, targetId: groupId, targetKind: 'Group' });
    for (const page of await both()) expect(postIn(page, postId)?.pinned).toBe('true');

    await warm();
    const dan = await signUp(first.url);
    await connect(ada, dan);
    expect(
      (await ada.post('/api/group/members', { groupId, userIds: [dan.user?.id], addedBy: ada.user?.id })).status,
    ).toBe(200);
    await acceptGroupInvitations(groupId, [dan]);
    expect((await groupPage(on(dan, second), groupId)).status).toBe(200);

    await warm();
    expect((await ada.delete('/api/post', { postId, deletedBy: ada.user?.id })).status).toBe(200);
    for (const page of await both()) expect(idsOf(page)).not.toContain(postId);
  });

  it('follows a change made on the other instance', async () => {
    const [ada, bob] = await Promise.all([signUp(first.url), signUp(first.url)]);
    const pairingId = await connect(ada, bob);
    const postId = await createPost(ada, { usersToShareWith: [pairingId], content: 'call at 3' });
    await pairPage(bob, pairingId);
    await on(ada, second).patch('/api/post', { postId, modifiedBy: ada.user?.id, content: 'call at 4' });
    expect(postIn(await pairPage(bob, pairingId), postId)?.content).toBe('call at 4');
    await on(ada, second).delete('/api/post', { postId, deletedBy: ada.user?.id });
    expect(idsOf(await pairPage(bob, pairingId))).not.toContain(postId);
  });

  it('answers a reshared post as each viewer may see its original', async () => {
    const [ada, bob, cat] = await Promise.all([signUp(first.url), signUp(first.url), signUp(first.url)]);
    const [pairingId] = await Promise.all([connect(ada, bob), connect(ada, cat)]);
    const groupId = await createGroup(ada, [cat]);
    const original = await createPost(cat, { groupsToShareWith: [groupId], content: 'group only' });
    const share = await createPost(ada, {
      usersToShareWith: [pairingId],
      referencePostId: original,
      content: 'see this',
    });
    const forAda = postIn(await pairPage(ada, pairingId), share);
    const forBob = postIn(await pairPage(bob, pairingId), share);
    expect(forAda?.referencePost).toMatchObject({ postId: original, content: 'group only' });
    expect(forBob?.referencePost).toEqual({ postId: original, restricted: true });
  });

  it('pages past the first as before', async () => {
    const [ada, bob] = await Promise.all([signUp(first.url), signUp(first.url)]);
    const pairingId = await connect(ada, bob);
    for (let i = 0; i < 5; i++) await createPost(ada, { usersToShareWith: [pairingId], content: `#${i}` });
    const page = await bob.get(`/api/pairing/posts?pairingId=${pairingId}&limit=2`);
    const again = await bob.get(`/api/pairing/posts?pairingId=${pairingId}&limit=2`);
    expect(again.body.data.asOf).toBe(page.body.data.asOf);
    const asOf = encodeURIComponent(page.body.data.asOf);
    const next = await bob.get(`/api/pairing/posts?pairingId=${pairingId}&limit=2&skip=2&asOf=${asOf}`);
    expect(new Set([...idsOf(page), ...idsOf(next)]).size).toBe(4);
  });
});
