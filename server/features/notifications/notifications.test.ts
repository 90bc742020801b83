import type { Notification } from '@shared/api/notifications';
import { channel } from '@shared/realtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestSocket } from '../../realtime/testing/socket-client';
import { anonymous, signUp, type TestClient } from '../../testing/api-client';
import { startTestServer, stopTestServers, type TestServer } from '../../testing/test-server';
import { connect, createGroup, createPost } from '../posts/testing';

let server: TestServer;
const person = (firstName: string) => signUp(server.url, { firstName, lastName: 'Test' });
/** Jobs run when the test says so: the produce job, then delivery. */
const runJobs = async () => {
  for (let i = 0; i < 5; i++) if (!(await server.services.queue.runDueOnce?.())) break;
};

beforeAll(async () => {
  server = await startTestServer({ env: { QUEUE_CONCURRENCY: '0', SIGNIN_MAX_PER_IP: '1000' } });
});
afterAll(stopTestServers);

async function listOf(
  client: TestClient,
): Promise<{ results: Notification[]; count: number; unread: number; unseen: number }> {
  const res = await client.get('/api/notifications?skip=0&limit=50');
  expect(res.status).toBe(200);
  return res.body.data;
}

async function commentOn(author: TestClient, entityId: string, entityName: 'Post' | 'Comment', message = 'Nice') {
  const res = await author.post('/api/comment', { createdBy: author.user?.id, message, entityId, entityName });
  expect(res.status).toBe(200);
  return res.body.data.commentId as string;
}

describe('notifications from comments and replies', () => {
  it("B's comment on A's post notifies A once, with the deep link; B gets nothing", async () => {
    const [ada, bob] = await Promise.all([person('Ada'), person('Bob')]);
    const postId = await createPost(ada);
    const commentId = await commentOn(bob, postId, 'Post', 'Looks great, let us talk tomorrow');
    await runJobs();
    await runJobs();
    const list = await listOf(ada);
    expect(list.count).toBe(1);
    expect(list.unread).toBe(1);
    const [n] = list.results;
    expect(n).toMatchObject({
      kind: 'comment',
      title: 'Bob Test commented on your post',
      message: 'Looks great, let us talk tomorrow',
      postId,
      commentId,
      isRead: false,
      actor: { userId: bob.user?.id, firstName: 'Bob' },
    });
    expect(n?.url).toBe(`/?threadPostId=${postId}&commentId=${commentId}&notificationId=${n?.notificationId}`);
    expect((await listOf(bob)).count).toBe(0);
  });

  it('a reply notifies the comment author and the post author, never the one who replied', async () => {
    const [ada, bob, cat] = await Promise.all([person('Ada'), person('Bob'), person('Cat')]);
    const postId = await createPost(ada);
    const commentId = await commentOn(bob, postId, 'Post');
    const replyId = await commentOn(cat, commentId, 'Comment', 'Agreed');
    await commentOn(bob, commentId, 'Comment', 'Own thread');
    await runJobs();
    const bobs = (await listOf(bob)).results;
    expect(bobs.map((n) => n.kind)).toEqual(['reply']);
    expect(bobs[0]).toMatchObject({ commentId, commentReplyId: replyId, title: 'Cat Test replied to your comment' });
    const adas = (await listOf(ada)).results;
    expect(adas.map((n) => n.kind).sort()).toEqual(['comment', 'comment', 'comment']);
    expect((await listOf(cat)).results.map((n) => n.kind)).toEqual([]);
  });

  it('a recipient who can no longer read the post gets nothing', async () => {
    const [ada, bob, cat] = await Promise.all([person('Ada'), person('Bob'), person('Cat')]);
    const groupId = await createGroup(ada, [bob, cat]);
    const postId = await createPost(ada, { groupsToShareWith: [groupId] });
    const catsComment = await commentOn(cat, postId, 'Post');
    expect((await ada.delete('/api/group/member', { groupId, userId: cat.user?.id })).status).toBe(200);
    await runJobs();
    await commentOn(bob, catsComment, 'Comment', 'Cat left, but here is my answer');
    await runJobs();
    expect((await listOf(cat)).results.filter((n) => n.kind === 'reply')).toEqual([]);
    expect((await listOf(ada)).results.filter((n) => n.message === 'Cat left, but here is my answer')).toHaveLength(1);
  });
});

describe('likes, shares, connections, groups', () => {
  it('likes of one post group into one notification whose count grows; unlike and like again adds nothing', async () => {
    const [ada, bob, cat] = await Promise.all([person('Ada'), person('Bob'), person('Cat')]);
    const postId = await createPost(ada);
    const like = (who: TestClient) => who.post('/api/reaction/post/like', { userId: who.user?.id, postId });
    await like(bob);
    await runJobs();
    await like(cat);
    await like(cat);
    await like(cat);
    await like(ada);
    await runJobs();
    const likes = (await listOf(ada)).results.filter((n) => n.kind === 'postLike');
    expect(likes).toHaveLength(1);
    expect(likes[0]).toMatchObject({ count: 2, title: 'Cat Test and 1 other liked your post', postId });
    expect(likes[0]?.url).toBe(`/?postId=${postId}&notificationId=${likes[0]?.notificationId}`);
  });

  it('a comment like notifies the comment author', async () => {
    const [ada, bob] = await Promise.all([person('Ada'), person('Bob')]);
    const postId = await createPost(ada);
    const commentId = await commentOn(ada, postId, 'Post');
    await bob.post('/api/reaction/comment/like', { userId: bob.user?.id, commentId });
    await runJobs();
    const [n] = (await listOf(ada)).results;
    expect(n).toMatchObject({ kind: 'commentLike', commentId, title: 'Bob Test liked your comment' });
  });

  it('a post shared with chosen people notifies them, and only them', async () => {
    const [ada, bob, cat] = await Promise.all([person('Ada'), person('Bob'), person('Cat')]);
    await connect(ada, bob);
    await connect(ada, cat);
    await runJobs();
    const postId = await createPost(ada, { usersToShareWith: [bob.user?.id] });
    await runJobs();
    expect((await listOf(bob)).results.filter((n) => n.kind === 'share')).toMatchObject([
      { postId, title: 'Ada Test shared a post with you' },
    ]);
    expect((await listOf(cat)).results.filter((n) => n.kind === 'share')).toEqual([]);
  });

  it('a connection request notifies the invitee; accepting notifies the requester', async () => {
    const [ada, bob] = await Promise.all([person('Ada'), person('Bob')]);
    const asked = await ada.post('/api/user/connect', { userId: ada.user?.id, connectWithUserId: bob.user?.id });
    await runJobs();
    const pairingId = asked.body.data.pairingId as string;
    expect((await listOf(bob)).results).toMatchObject([
      { kind: 'connectionRequest', pairingId, title: 'Ada Test wants to connect with you' },
    ]);
    expect((await listOf(ada)).count).toBe(0);
    await bob.post('/api/user/connect', { userId: bob.user?.id, connectWithUserId: ada.user?.id });
    await runJobs();
    expect((await listOf(ada)).results).toMatchObject([
      { kind: 'connectionAccepted', pairingId, title: 'Bob Test accepted your connection request' },
    ]);
  });

  it('adding people to a group notifies each of them, not the admin', async () => {
    const [ada, bob, cat] = await Promise.all([person('Ada'), person('Bob'), person('Cat')]);
    // Relationships are added directly (someone else is only invited: groups/group-consent.test.ts).
    await connect(ada, bob);
    await connect(ada, cat);
    const groupId = await createGroup(ada, [bob]);
    await ada.post('/api/group/members', { groupId, userIds: [cat.user?.id], addedBy: ada.user?.id });
    await runJobs();
    const groupNotes = async (who: TestClient) => (await listOf(who)).results.filter((n) => n.kind === 'groupAdded');
    for (const who of [bob, cat])
      expect(await groupNotes(who)).toMatchObject([
        { kind: 'groupAdded', groupId, message: 'Deal room', title: 'Ada Test added you to a group' },
      ]);
    expect(await groupNotes(ada)).toEqual([]);
  });
});

describe('reading and marking', () => {
  it('lists unread first with paging and marks one, then all, read; the user channel hears both', async () => {
    const [ada, bob] = await Promise.all([person('Ada'), person('Bob')]);
    const postId = await createPost(ada);
    const first = await commentOn(bob, postId, 'Post', 'one');
    await commentOn(bob, postId, 'Post', 'two');
    await commentOn(bob, postId, 'Post', 'three');
    await runJobs();
    const all = await listOf(ada);
    expect(all.results.map((n) => n.message)).toEqual(['three', 'two', 'one']);
    const oldest = all.results.find((n) => n.commentId === first) as Notification;
    const marked = await ada.patch('/api/notifications/read', { notificationId: oldest.notificationId });
    expect(marked.body.data).toEqual({ updated: 1, unread: 2, unseen: 2 });
    const page = await ada.get('/api/notifications?skip=0&limit=2');
    expect(page.body.data).toMatchObject({ count: 3, unread: 2 });
    expect(page.body.data.results.map((n: Notification) => n.isRead)).toEqual([false, false]);
    const rest = await ada.get('/api/notifications?skip=2&limit=2');
    expect(rest.body.data.results.map((n: Notification) => [n.message, n.isRead])).toEqual([['one', true]]);
    expect((await ada.patch('/api/notifications/read', { all: true })).body.data).toEqual({
      updated: 2,
      unread: 0,
      unseen: 0,
    });

    const history = await ada.get(`/api/channels/${encodeURIComponent(`user:${ada.user?.id}`)}/history?after=0`);
    const events = (history.body.data.results ?? history.body.data) as { event: string; data: unknown }[];
    const names = events.map((e) => e.event);
    expect(names.filter((e) => e === 'notification.created')).toHaveLength(3);
    expect(names.filter((e) => e === 'notification.read')).toHaveLength(2);
  });

  it('opening the drawer marks them seen, not read: the marker clears in every tab, rows stay unread', async () => {
    const [ada, bob] = await Promise.all([person('Ada'), person('Bob')]);
    const postId = await createPost(ada);
    await commentOn(bob, postId, 'Post', 'one');
    await commentOn(bob, postId, 'Post', 'two');
    await runJobs();
    expect(await listOf(ada)).toMatchObject({ count: 2, unread: 2, unseen: 2 });
    const otherTab = await TestSocket.connect(server.url, { token: ada.token });
    try {
      const seen = await ada.patch('/api/notifications/seen', {});
      expect(seen.status).toBe(200);
      expect(seen.body.data).toEqual({ updated: 2, unseen: 0 });
      const frame = await otherTab.event(channel.user(ada.user?.id as string), 'notification.seen');
      expect(frame.data).toEqual({ unseen: 0 });
      const after = await listOf(ada);
      expect(after).toMatchObject({ count: 2, unread: 2, unseen: 0 });
      expect(after.results.map((n) => n.isRead)).toEqual([false, false]);
      // Seeing again changes nothing and says nothing.
      expect((await ada.patch('/api/notifications/seen')).body.data).toEqual({ updated: 0, unseen: 0 });

      // A new one is unseen (the marker counts 1) and its live frame says so.
      await commentOn(bob, postId, 'Post', 'three');
      await runJobs();
      const created = await otherTab.next(
        (f) => f.event === 'notification.created' && (f.data as { unseen?: number }).unseen !== undefined,
      );
      expect(created.data).toMatchObject({ unseen: 1, notification: { message: 'three', isRead: false } });
      expect(await listOf(ada)).toMatchObject({ count: 3, unread: 3, unseen: 1 });
      // Reading one seen row leaves the marker; reading all clears both.
      const seenOne = (await listOf(ada)).results.find((n) => n.message === 'one') as Notification;
      const read = await ada.patch('/api/notifications/read', { notificationId: seenOne.notificationId });
      expect(read.body.data).toEqual({ updated: 1, unread: 2, unseen: 1 });
      expect((await ada.patch('/api/notifications/read', { all: true })).body.data).toEqual({
        updated: 2,
        unread: 0,
        unseen: 0,
      });
      expect(otherTab.frames.filter((f) => f.event === 'notification.seen')).toHaveLength(1);
    } finally {
      await otherTab.close();
    }
  });

  it('a grouped notification that comes back (another like) is unseen again', async () => {
    const [ada, bob, cat] = await Promise.all([person('Ada'), person('Bob'), person('Cat')]);
    const groupId = await createGroup(ada, [bob, cat]);
    const postId = await createPost(ada, { groupsToShareWith: [groupId] });
    await bob.post('/api/reaction/post/like', { userId: bob.user?.id, postId });
    await runJobs();
    await ada.patch('/api/notifications/seen', {});
    expect(await listOf(ada)).toMatchObject({ count: 1, unseen: 0 });
    await cat.post('/api/reaction/post/like', { userId: cat.user?.id, postId });
    await runJobs();
    expect(await listOf(ada)).toMatchObject({ count: 1, unread: 1, unseen: 1 });
  });

  it('refuses strangers: no session, another user’s notification, bad input', async () => {
    const [ada, bob, eve] = await Promise.all([person('Ada'), person('Bob'), person('Eve')]);
    const postId = await createPost(ada);
    await commentOn(bob, postId, 'Post');
    await runJobs();
    const [mine] = (await listOf(ada)).results;
    const id = mine?.notificationId as string;
    const guest = anonymous(server.url);
    expect((await guest.get('/api/notifications')).status).toBe(401);
    expect((await guest.patch('/api/notifications/read', { all: true })).status).toBe(401);
    expect((await guest.get('/api/notifications/preferences')).status).toBe(401);
    expect((await guest.patch('/api/notifications/preferences', { pushNotification: false })).status).toBe(401);
    expect((await guest.get('/api/notifications/push/key')).status).toBe(401);
    expect(
      (await guest.post('/api/notifications/push/subscriptions', { endpoint: 'https://push.example/x', keys: {} }))
        .status,
    ).toBe(401);
    expect((await eve.patch('/api/notifications/read', { notificationId: id })).status).toBe(404);
    expect((await eve.patch('/api/notifications/read', { all: true })).body.data).toEqual({
      updated: 0,
      unread: 0,
      unseen: 0,
    });
    expect((await eve.patch('/api/notifications/seen', {})).body.data).toEqual({ updated: 0, unseen: 0 });
    expect((await guest.patch('/api/notifications/seen', {})).status).toBe(401);
    expect((await ada.patch('/api/notifications/seen', { all: true })).status).toBe(400);
    expect((await listOf(eve)).count).toBe(0);
    expect((await listOf(ada)).unread).toBe(1);
    expect((await ada.patch('/api/notifications/read', {})).status).toBe(400);
    expect((await ada.patch('/api/notifications/read', { notificationId: id, all: true })).status).toBe(400);
    expect((await ada.get('/api/notifications?limit=nope')).status).toBe(400);
    expect((await ada.patch('/api/notifications/preferences', { pushNotification: 'maybe' })).status).toBe(400);
  });

  it('GET /api/notifications/id answers its channel and payload to its owner only', async () => {
    const [ada, bob, eve] = await Promise.all([person('Ada'), person('Bob'), person('Eve')]);
    const postId = await createPost(ada);
    await commentOn(bob, postId, 'Post', 'See you there');
    await runJobs();
    const [mine] = (await listOf(ada)).results;
    const id = mine?.notificationId as string;
    const path = (userId?: string) =>
      `/api/notifications/id?${new URLSearchParams({ notificationId: id, ...(userId ? { userId } : {}) })}`;
    const res = await ada.get(path(ada.user?.id));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      notificationId: id,
      kind: 'comment',
      message: 'See you there',
      channel: channel.user(ada.user?.id as string),
      payload: { notificationId: id, notification: { notificationId: id, postId } },
    });
    expect((await ada.get(path())).body.data.notificationId).toBe(id);
    // Anyone else sees nothing: 404 for the id alone, 403 when naming the owner as themselves.
    const byEve = await eve.get(path());
    expect(byEve.status).toBe(404);
    expect(JSON.stringify(byEve.body)).not.toContain('See you there');
    expect((await eve.get(path(ada.user?.id))).status).toBe(403);
    expect((await bob.get(path(bob.user?.id))).status).toBe(404);
    expect((await anonymous(server.url).get(path())).status).toBe(401);
    expect((await ada.get('/api/notifications/id')).status).toBe(400);
    // The spec's clients send the acting user beside the id: accepted for the owner, refused for anyone else.
    expect((await eve.patch('/api/notifications/read', { notificationId: id, userId: ada.user?.id })).status).toBe(403);
    const read = await ada.patch('/api/notifications/read', { notificationId: id, userId: ada.user?.id });
    expect(read.body.data).toMatchObject({ updated: 1 });
  });

  it('keeps the switches, the spec three and the e-mail without content', async () => {
    const ada = await person('Ada');
    expect((await ada.get('/api/notifications/preferences')).body.data).toEqual({
      emailNotification: true,
      summaryEmailNotification: true,
      pushNotification: true,
      emailWithoutContent: true,
    });
    const changed = await ada.patch('/api/notifications/preferences', {
      emailWithoutContent: false,
      pushNotification: false,
    });
    expect(changed.body.data).toMatchObject({
      emailWithoutContent: false,
      pushNotification: false,
      emailNotification: true,
    });
    const spec = await ada.get(`/api/user/notification/preferences?userId=${ada.user?.id}`);
    expect(spec.body.data).toEqual({
      emailNotification: true,
      summaryEmailNotification: true,
      pushNotification: false,
      emailWithoutContent: false,
      timeZone: null,
    });
  });
});
