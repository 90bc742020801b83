import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@shared/messages';
import { anonymous, signUp, type TestClient } from '../../testing/api-client';
import { startTestServer, stopTestServers, type TestServer } from '../../testing/test-server';
import { connect, createGroup, createPost, idsOf } from './testing';

let server: TestServer;
type Who = 'author' | 'named' | 'member' | 'related' | 'stranger' | 'signedOut';
type Kind = 'pub' | 'rel' | 'spec' | 'grp' | 'pair';
const people = {} as Record<Who, TestClient>;
const posts = {} as Record<Kind, string>;
let groupId: string;
let pairingId: string;

/** Who sees which post: the rule of visibility.ts, as a table. */
const sees: Record<Who, Kind[]> = {
  author: ['pub', 'rel', 'spec', 'grp', 'pair'],
  named: ['pub', 'spec'],
  member: ['pub', 'grp'],
  related: ['pub', 'rel', 'pair'],
  stranger: ['pub'],
  signedOut: ['pub'],
};
const everyone = Object.keys(sees) as Who[];
const kinds: Kind[] = ['pub', 'rel', 'spec', 'grp', 'pair'];

beforeAll(async () => {
  server = await startTestServer();
  const [author, named, member, related, stranger] = await Promise.all(
    ['Ada', 'Ned', 'Meg', 'Rex', 'Sam'].map((firstName) => signUp(server.url, { firstName })),
  );
  Object.assign(people, { author, named, member, related, stranger, signedOut: anonymous(server.url) });
  pairingId = await connect(people.author, people.related);
  groupId = await createGroup(people.author, [people.member]);
  posts.pub = await createPost(people.author, { visibility: 'PUBLIC' });
  posts.rel = await createPost(people.author, { shareWithAllOfMyRelationships: true });
  posts.spec = await createPost(people.author, { usersToShareWith: [people.named.user?.id] });
  posts.grp = await createPost(people.author, { groupsToShareWith: [groupId] });
  posts.pair = await createPost(people.author, { type: 'chat', usersToShareWith: [pairingId] });
});
afterAll(stopTestServers);

describe('the visibility matrix', () => {
  it('stores what the composer asked for', async () => {
    const res = await people.author.get(`/api/post/id?postId=${posts.rel}`);
    expect(res.body.data).toMatchObject({ visibility: 'ALL_OF_MY_RELATIONSHIPS', pinned: 'false', isEdited: false });
    expect(res.body.data.createdBy).toMatchObject({ userId: people.author.user?.id, firstName: 'Ada' });
    expect(res.body.data.createdBy.email).toBeUndefined();
  });

  it.each(everyone)('home feed of %s: exactly the posts they may see, counted alike', async (who) => {
    const res = await people[who].get(`/api/user/posts?limit=100`);
    expect(res.status).toBe(200);
    const mine = idsOf(res).filter((id) => kinds.some((k) => posts[k] === id));
    expect(mine.sort()).toEqual(sees[who].map((k) => posts[k]).sort());
    if (who === 'stranger' || who === 'signedOut') expect(res.body.data.count).toBe(sees[who].length);
  });

  it.each(everyone)('post by id for %s: the post, or the restricted notice', async (who) => {
    for (const kind of kinds) {
      const res = await people[who].get(`/api/post/id?postId=${posts[kind]}`);
      if (sees[who].includes(kind)) expect(res.status, kind).toBe(200);
      else {
        expect(res.status, kind).toBe(403);
        expect(res.body.message).toBe(messages.posts.restricted);
      }
    }
  });

  it.each(everyone)('group and relationship timelines for %s', async (who) => {
    const group = await people[who].get(`/api/group/posts?groupId=${groupId}`);
    const pair = await people[who].get(`/api/pairing/posts?pairingId=${pairingId}`);
    const expected = (kind: Kind) => (who === 'signedOut' ? 401 : sees[who].includes(kind) ? 200 : 403);
    expect(group.status).toBe(expected('grp'));
    expect(pair.status).toBe(expected('pair'));
    if (group.status === 200) expect(idsOf(group)).toContain(posts.grp);
    if (pair.status === 200) expect(idsOf(pair)).toContain(posts.pair);
  });

  it.each(everyone)('post channel history for %s', async (who) => {
    for (const kind of kinds) {
      const res = await people[who].get(`/api/channels/${encodeURIComponent(`post:${posts[kind]}`)}/history`);
      const expected = who === 'signedOut' ? 401 : sees[who].includes(kind) ? 200 : 403;
      expect(res.status, kind).toBe(expected);
    }
  });

  it('pushes post.created only on channels of people who may see the post', async () => {
    // Their own channel (named people) and the author's audience channel (relationship-wide, public).
    const heard = async (who: Who) => {
      const heardOn = async (name: string) => {
        const res = await people[who].get(`/api/channels/${encodeURIComponent(name)}/history`);
        if (res.status === 403) return [];
        return res.body.data.results
          .filter((e: { event: string }) => e.event === 'post.created')
          .map((e: { data: { postId: string } }) => e.data.postId);
      };
      return [
        ...(await heardOn(`user:${people[who].user?.id}`)),
        ...(await heardOn(`audience:${people.author.user?.id}`)),
      ];
    };
    expect(await heard('named')).toEqual([posts.spec]);
    expect(await heard('stranger')).toEqual([]);
    expect(await heard('related')).toEqual(expect.arrayContaining([posts.pub, posts.rel]));
    expect(await heard('related')).not.toContain(posts.spec);
    const group = await people.member.get(`/api/channels/${encodeURIComponent(`group:${groupId}`)}/history`);
    const groupEvents = group.body.data.results.map((e: { event: string; data: { postId: string } }) => e.data.postId);
    expect(groupEvents).toContain(posts.grp);
  });

  it('lets members pin and mark as unread, and refuses everyone else', async () => {
    const pin = (who: Who) =>
      people[who].post('/api/post/pin', { postId: posts.grp, targetId: groupId, targetKind: 'Group' });
    expect((await pin('stranger')).status).toBe(403);
    expect((await pin('named')).status).toBe(403);
    expect((await pin('signedOut')).status).toBe(401);
    const pinned = await pin('member');
    expect(pinned.body.data).toMatchObject({ pinned: true, message: messages.posts.pinned });
    const unread = (who: Who, postId: string) => people[who].post('/api/post/unread', { postId, groupId });
    expect((await unread('member', posts.grp)).body.message).toBe(messages.posts.pinnedUnread);
    expect((await pin('author')).body.data.pinned).toBe(false);
    expect((await unread('stranger', posts.grp)).status).toBe(403);
    expect((await unread('author', posts.grp)).body.message).toBe(messages.posts.ownPostUnread);
    const marked = await unread('member', posts.grp);
    expect(marked.status).toBe(200);
    expect(marked.body.data.message).toBe(messages.posts.markedUnread);
    const relUnread = await people.related.post('/api/post/unread', {
      postId: posts.pair,
      relationshipId: people.author.user?.id,
    });
    expect(relUnread.status).toBe(200);
  });
});
