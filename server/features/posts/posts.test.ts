import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@shared/messages';
import { anonymous, signUp } from '../../testing/api-client';
import { startTestServer, stopTestServers, type TestServer } from '../../testing/test-server';
import { connect, createGroup, createPost, idsOf } from './testing';

let server: TestServer;
const person = (firstName = 'Pat') => signUp(server.url, { firstName });

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(stopTestServers);

describe('POST /api/post', () => {
  it('keeps attachments and meta, defaults to PUBLIC, and checks the acting user', async () => {
    const [ada, bob] = await Promise.all([person('Ada'), person('Bob')]);
    const res = await ada.post('/api/post', {
      createdBy: ada.user?.id,
      content: 'Deck attached',
      type: 'Post',
      attachments: [{ filename: 'deck.pdf', filepath: 'none', type: 'application/pdf' }],
      postMeta: [{ name: 'fileMeta', value: JSON.stringify({ postType: 'file' }) }],
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      type: 'post',
      visibility: 'PUBLIC',
      status: 'published',
      attachments: [{ filename: 'deck.pdf', filepath: 'none', type: 'application/pdf' }],
      postMeta: [{ name: 'fileMeta', value: '{"postType":"file"}' }],
    });
    expect((await bob.post('/api/post', { createdBy: ada.user?.id, content: 'x' })).status).toBe(403);
    const spoof = await ada.post('/api/post', { createdBy: ada.user?.id, type: 'groupCreated' });
    expect(spoof.status).toBe(400);
    const meeting = await ada.post('/api/post', {
      createdBy: ada.user?.id,
      type: 'Meeting',
      visibility: 'ALL_OF_MY_RELATIONSHIPS',
    });
    expect(meeting.body.data.type).toBe('meeting');
    expect((await anonymous(server.url).post('/api/post', { createdBy: ada.user?.id })).status).toBe(401);
  });

  it('answers the first post for a repeated Idempotency-Key and creates nothing', async () => {
    const ada = await person();
    const headers = { 'idempotency-key': 'compose-1' };
    const first = await createPost(ada, { content: 'once' }, headers);
    const again = await createPost(ada, { content: 'once' }, headers);
    expect(again).toBe(first);
    const other = await createPost(ada, { content: 'once' }, { 'idempotency-key': 'compose-2' });
    expect(other).not.toBe(first);
    const rows = await server.services.db
      .selectFrom('post')
      .select('id')
      .where('createdBy', '=', ada.user?.id as string)
      .execute();
    expect(rows).toHaveLength(2);
    // Another user's same key is theirs alone.
    const bob = await person();
    expect(await createPost(bob, {}, headers)).not.toBe(first);
  });

  it('moves the group to the top of its activity', async () => {
    const [ada, bob] = await Promise.all([person(), person()]);
    const groupId = await createGroup(ada, [bob]);
    const before = await server.services.db.selectFrom('groups').select('lastActivityAt').where('id', '=', groupId);
    const was = (await before.executeTakeFirstOrThrow()).lastActivityAt;
    await new Promise((r) => setTimeout(r, 5));
    await createPost(ada, { groupsToShareWith: [groupId] });
    const now = (await before.executeTakeFirstOrThrow()).lastActivityAt;
    expect(new Date(now).getTime()).toBeGreaterThan(new Date(was).getTime());
    const unread = await bob.get(`/api/group/user/unread?userId=${bob.user?.id}`);
    expect(JSON.stringify(unread.body.data)).toContain(groupId);
  });

  it('answers a new post as GET /api/post/id reads it back, whatever its target and parts', async () => {
    const [ada, bob] = await Promise.all([person('Ada'), person('Bob')]);
    const pairingId = await connect(ada, bob);
    const groupId = await createGroup(ada, [bob]);
    const original = await createPost(bob, { content: 'Original' });
    const chatMeta = [{ name: 'visibilityType', value: JSON.stringify({ type: 'SPECIFIC_PEOPLE' }) }];
    const bodies = [
      { type: 'chat', title: 'Ada Post', content: 'In the group', groupsToShareWith: [groupId], postMeta: chatMeta },
      { type: 'chat', content: 'Just us', usersToShareWith: [pairingId] },
      {
        type: 'Post',
        title: 'Plans',
        content: 'For all',
        postMeta: [{ name: 'fileMeta', value: { postType: 'text' } }],
      },
      { type: 'Post', content: 'Look at this', referencePostId: original },
      {
        type: 'Post',
        content: 'A file',
        attachments: [{ filename: 'a.pdf', filepath: 'none', type: 'application/pdf' }],
      },
    ];
    for (const body of bodies) {
      const created = await ada.post('/api/post', { createdBy: ada.user?.id, ...body });
      expect(created.status).toBe(200);
      const read = await ada.get(`/api/post/id?postId=${created.body.data.postId}`);
      expect(created.body.data).toEqual(read.body.data);
      expect(created.body.data.createdBy).toMatchObject({ userId: ada.user?.id, firstName: 'Ada' });
    }
  });

  it('refuses a group the author is not in', async () => {
    const [ada, bob] = await Promise.all([person(), person()]);
    const groupId = await createGroup(bob, []);
    const res = await ada.post('/api/post', { createdBy: ada.user?.id, groupsToShareWith: [groupId] });
    expect(res.status).toBe(403);
  });
});

describe('edit and delete', () => {
  it('lets only the author edit, and marks the post edited', async () => {
    const [ada, bob] = await Promise.all([person(), person()]);
    const postId = await createPost(ada);
    const byBob = await bob.patch('/api/post', { postId, modifiedBy: bob.user?.id, content: 'hijack' });
    expect(byBob.status).toBe(403);
    const claimed = await bob.patch('/api/post', { postId, modifiedBy: ada.user?.id, content: 'hijack' });
    expect(claimed.status).toBe(403);
    const res = await ada.patch('/api/post', { postId, modifiedBy: ada.user?.id, content: 'Better', title: 'T' });
    expect(res.body.data).toMatchObject({ content: 'Better', title: 'T', isEdited: true, modifiedBy: ada.user?.id });
  });

  it('lets only the author delete; a deleted post answers 410 and leaves every timeline', async () => {
    const [ada, bob] = await Promise.all([person(), person()]);
    const postId = await createPost(ada);
    expect((await bob.delete('/api/post', { postId, deletedBy: bob.user?.id })).status).toBe(403);
    expect((await bob.delete('/api/post', { postId, deletedBy: ada.user?.id })).status).toBe(403);
    const res = await ada.delete('/api/post', { postId, deletedBy: ada.user?.id });
    expect(res.body.data.message).toBe(messages.posts.deleteSuccess);
    const gone = await bob.get(`/api/post/id?postId=${postId}`);
    expect(gone.status).toBe(410);
    expect(gone.body.message).toBe(messages.posts.deleted);
    const hidden = await createPost(ada, { usersToShareWith: [bob.user?.id] });
    await ada.delete('/api/post', { postId: hidden, deletedBy: ada.user?.id });
    expect((await bob.get(`/api/post/id?postId=${hidden}`)).status).toBe(410);
    const stranger = await person();
    const probe = await stranger.get(`/api/post/id?postId=${hidden}`);
    expect(probe.status).toBe(403);
    expect(probe.body.message).toBe(messages.posts.restricted);
    expect(idsOf(await ada.get('/api/user/posts'))).not.toContain(postId);
    const row = await server.services.db
      .selectFrom('post')
      .select('deletedBy')
      .where('id', '=', postId)
      .executeTakeFirst();
    expect(row?.deletedBy).toBe(ada.user?.id);
  });
});

describe('reshares', () => {
  it('embeds the original, follows references, and shows the deleted marker once it is gone', async () => {
    const [ada, bob, cleo] = await Promise.all([person('Ada'), person('Bob'), person('Cleo')]);
    const original = await createPost(ada, { content: 'Original' });
    const reshare = await createPost(bob, { content: 'Look', referencePostId: original });
    const again = await createPost(cleo, { content: 'Again', referencePostId: reshare });
    const shown = await cleo.get(`/api/post/id?postId=${again}`);
    expect(shown.body.data.referencePostId).toBe(original);
    expect(shown.body.data.referencePost).toMatchObject({ postId: original, content: 'Original' });
    await ada.delete('/api/post', { postId: original, deletedBy: ada.user?.id });
    const after = await bob.get(`/api/post/id?postId=${reshare}`);
    expect(after.body.data.referencePost).toEqual({ postId: original, deleted: true });
  });

  it('refuses to reshare what the resharer may not see', async () => {
    const [ada, bob, cleo] = await Promise.all([person(), person(), person()]);
    await connect(ada, bob);
    const hidden = await createPost(ada, { shareWithAllOfMyRelationships: true });
    const res = await cleo.post('/api/post', { createdBy: cleo.user?.id, referencePostId: hidden });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(messages.posts.restricted);
    const reshare = await createPost(bob, { content: 'Public take', referencePostId: hidden });
    const seenByCleo = await cleo.get(`/api/post/id?postId=${reshare}`);
    expect(seenByCleo.body.data.referencePost).toEqual({ postId: hidden, restricted: true });
  });
});

describe('paging', () => {
  it('pages by 15 without overlap or gaps while new posts arrive, pinned first', async () => {
    const [ada, bob] = await Promise.all([person(), person()]);
    await connect(ada, bob); // a relationship joins directly: no post of Bob accepting an invitation
    const groupId = await createGroup(ada, [bob]);
    const made: string[] = [];
    for (let i = 0; i < 20; i++) made.push(await createPost(ada, { groupsToShareWith: [groupId], content: `#${i}` }));
    const pinTarget = made[3] as string;
    await bob.post('/api/post/pin', { postId: pinTarget, targetId: groupId, targetKind: 'Group' });
    const first = await bob.get(`/api/group/posts?groupId=${groupId}`);
    expect(first.body.data.results).toHaveLength(15);
    expect(first.body.data.count).toBe(21); // 20 posts and the groupCreated post
    expect(idsOf(first)[0]).toBe(pinTarget);
    const late = await createPost(ada, { groupsToShareWith: [groupId], content: 'late' });
    const asOf = encodeURIComponent(first.body.data.asOf);
    const second = await bob.get(`/api/group/posts?groupId=${groupId}&skip=15&asOf=${asOf}`);
    const seen = [...idsOf(first), ...idsOf(second)];
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.filter((id) => made.includes(id)).sort()).toEqual([...made].sort());
    expect(seen).not.toContain(late);
    const fresh = await bob.get(`/api/group/posts?groupId=${groupId}`);
    expect(idsOf(fresh).slice(0, 2)).toEqual([pinTarget, late]);
  });
});

describe('the public-posts switch', () => {
  it('reads on by default, toggles, and hides PUBLIC posts from the home feed when off', async () => {
    const ada = await person();
    const read = () => ada.get(`/api/user/isPublic/posts?userId=${ada.user?.id}&toggle=true`);
    expect((await read()).body.data.isPublic).toBe(true);
    const pub = await createPost(ada, { visibility: 'PUBLIC' });
    await ada.post('/api/user/toggle/posts', { userId: ada.user?.id, toggle: false });
    expect((await read()).body.data.isPublic).toBe(false);
    expect(idsOf(await ada.get('/api/user/posts'))).not.toContain(pub);
    const bob = await person();
    expect((await bob.get(`/api/user/isPublic/posts?userId=${ada.user?.id}`)).status).toBe(403);
  });
});
