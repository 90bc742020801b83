import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userUploadPrefix } from '@shared/api/files';
import { messages } from '@shared/messages';
import { anonymous, signUp, TEST_PASSWORD, type TestClient } from '../../testing/api-client';
import { startTestServer, stopTestServers, type TestServer } from '../../testing/test-server';
import { connect, createGroup, createPost } from '../posts/testing';
import { runErase } from './erase-job';
import { everyFile, everyRow } from './testing';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(stopTestServers);

const db = () => server.services.db;
const groupPage = (client: TestClient, groupId: string) => client.get(`/api/group/posts?groupId=${groupId}`);
const postIn = (page: { body: { data: { results: { postId: string }[] } } }, postId: string) =>
  page.body.data.results.find((p) => p.postId === postId) as Record<string, any> | undefined;

async function signIn(email: string, password = TEST_PASSWORD) {
  return anonymous(server.url).post('/api/auth/sign-in/email', { email, password });
}

/** A user with something of everything: relationships, a group they run, posts, chats, files, likes. */
async function busyUser(tag: string) {
  const first = `Zebulon${tag}`;
  const last = `Quargleton${tag}`;
  const email = `zeb-${tag.toLowerCase()}-${randomUUID().slice(0, 6)}@example.test`;
  const zed = await signUp(server.url, { firstName: first, lastName: last, email });
  const [bob, carol] = await Promise.all([signUp(server.url), signUp(server.url)]);
  const pairingId = await connect(zed, bob);
  await connect(zed, carol);
  const groupId = await createGroup(zed, [bob]);
  await new Promise((done) => setTimeout(done, 20));
  // Carol joins later than Bob: Bob is the longest-standing member.
  const added = await zed.post('/api/group/members', { groupId, addedBy: zed.user?.id, userIds: [carol.user?.id] });
  expect(added.status).toBe(200);
  const postId = randomUUID();
  const marker = `upload-bytes-${tag}-${randomUUID()}`;
  const key = `${userUploadPrefix(zed.user?.id as string)}posts/${postId}/original/zeb-${tag}-secret.txt`;
  await server.services.storage.put(key, Buffer.from(marker), 'text/plain');
  await server.services.storage.put(
    `${userUploadPrefix(zed.user?.id as string)}posts/${randomUUID()}/original/orphan.txt`,
    Buffer.from(marker),
    'text/plain',
  );
  await createPost(zed, {
    postId,
    content: 'Quarterly plan in the group',
    groupsToShareWith: [groupId],
    attachments: [{ filename: `zeb-${tag}-secret.txt`, filepath: key, type: 'text/plain' }],
  });
  // Its files' checks finish first (they are long done 14 days later).
  for (let i = 0; i < 100; i++) {
    if ((await bob.get(`/api/post/id?postId=${postId}`)).body.data?.status !== 'pending') break;
    await new Promise((done) => setTimeout(done, 100));
  }
  const timelinePost = await createPost(zed, { content: 'Zed on his own timeline' });
  const chat = await createPost(zed, { type: 'chat', content: 'Zed to Bob one to one', usersToShareWith: [pairingId] });
  await createPost(bob, { type: 'chat', content: 'Bob answers Zed', usersToShareWith: [pairingId] });
  await zed.post('/api/reaction/post/like', { postId: chat, userId: zed.user?.id });
  await db()
    .insertInto('push_subscription')
    .values({
      endpoint: `https://push.example.test/${tag}`,
      userId: zed.user?.id as string,
      p256dh: 'k',
      auth: 'a',
      createdAt: new Date().toISOString(),
    })
    .execute();
  return {
    zed,
    bob,
    carol,
    email,
    first,
    last,
    marker,
    pairingId,
    groupId,
    chat,
    timelinePost,
    groupPostId: postId,
    fileName: `zeb-${tag}-secret.txt`,
  };
}

describe('Delete my account', () => {
  it('needs the password, schedules the deletion 14 days out, signs out everywhere and e-mails the user', async () => {
    const { zed, email } = await busyUser('A');
    const none = await zed.post('/api/account/deletion', {});
    expect(none.status).toBe(400);
    expect(none.body.message).toBe(messages.accountData.passwordRequired);
    const wrong = await zed.post('/api/account/deletion', { password: 'not-it-1!' });
    expect(wrong.status).toBe(403);
    expect(wrong.body.message).toBe(messages.accountData.wrongPassword);

    const res = await zed.post('/api/account/deletion', { password: TEST_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(messages.accountData.deletionRequested);
    const days = (new Date(res.body.data.purgeAt).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(13.9);
    expect((await zed.get('/api/account/deletion')).status).toBe(401);
    const mail = await db().selectFrom('mail_outbox').select(['subject']).where('to', '=', email).execute();
    expect(mail.map((m) => m.subject).join()).toContain('will be deleted on');
  });

  it('is cancelled by signing in within the grace period, with everything as it was, and an e-mail says so', async () => {
    const { zed, bob, email, groupId, chat } = await busyUser('B');
    await zed.post('/api/account/deletion', { password: TEST_PASSWORD });
    const back = await signIn(email);
    expect(back.status).toBe(200);
    const again = new (zed.constructor as typeof TestClient)(
      server.url,
      back.headers.get('set-auth-token') ?? undefined,
    );
    expect((await again.get('/api/account/deletion')).body.data).toMatchObject({ status: 'none', purgeAt: null });
    for (let i = 0; i < 50; i++) {
      await server.services.queue.runDueOnce?.();
      const sent = await db().selectFrom('mail_outbox').select('subject').where('to', '=', email).execute();
      if (sent.some((m) => m.subject.includes('will not be deleted'))) break;
      await new Promise((done) => setTimeout(done, 50));
    }
    const sent = await db().selectFrom('mail_outbox').select('subject').where('to', '=', email).execute();
    expect(sent.some((m) => m.subject.includes('will not be deleted'))).toBe(true);
    // The erasure job, were it to run now, finds the request cancelled and does nothing.
    const row = await db()
      .selectFrom('account_deletion')
      .selectAll()
      .where('userId', '=', zed.user?.id as string)
      .executeTakeFirstOrThrow();
    await db()
      .updateTable('account_deletion')
      .set({ purgeAt: new Date(0).toISOString() })
      .execute();
    await runErase(server.services, { userId: row.userId, requestedAt: row.requestedAt });
    expect((await bob.get(`/api/post/id?postId=${chat}`)).body.data.content).toBe('Zed to Bob one to one');
    expect((await again.get(`/api/group/id?groupId=${groupId}`)).status).toBe(200);
    const me = await again.get(`/api/user/id?userId=${zed.user?.id}`);
    expect(me.body.data).toMatchObject({ firstName: 'ZebulonB', email });
  });

  it('after the grace period erases every trace but what others keep, and frees the e-mail', async () => {
    const u = await busyUser('C');
    const zedId = u.zed.user?.id as string;
    await u.zed.post('/api/account/deletion', { password: TEST_PASSWORD });
    const request = await db()
      .selectFrom('account_deletion')
      .selectAll()
      .where('userId', '=', zedId)
      .executeTakeFirstOrThrow();
    await db()
      .updateTable('account_deletion')
      .set({ purgeAt: new Date(Date.now() - 1000).toISOString() })
      .where('userId', '=', zedId)
      .execute();
    // Bob's group page before: Zed's name and file, read twice so the second comes from the cache.
    await groupPage(u.bob, u.groupId);
    const hitsBefore = server.services.timelinePages.stats().hits;
    const cached = postIn(await groupPage(u.bob, u.groupId), u.groupPostId);
    expect(server.services.timelinePages.stats().hits).toBe(hitsBefore + 1);
    expect(cached).toMatchObject({ createdBy: { firstName: u.first }, attachments: [{ filename: u.fileName }] });
    await runErase(server.services, { userId: zedId, requestedAt: request.requestedAt });
    // The next read, within the cache's lifetime: the deleted-user label and no dead link.
    const after = postIn(await groupPage(u.bob, u.groupId), u.groupPostId);
    expect(after).toMatchObject({ content: 'Quarterly plan in the group', attachments: [] });
    expect(after?.createdBy).toMatchObject({ status: 'deleted', firstName: 'Deleted', lastName: 'user' });

    const leaks = (await everyRow(server.services)).filter(({ text }) =>
      [u.email, u.first, u.last, u.fileName, u.marker].some((needle) =>
        text.toLowerCase().includes(needle.toLowerCase()),
      ),
    );
    expect(leaks).toEqual([]);
    const files = await everyFile(server.dataDir);
    expect(files.filter((f) => f.path.includes(zedId) || f.text.includes(u.marker))).toEqual([]);

    // Bob keeps the conversation; its author is the deleted-user label's.
    const chat = await u.bob.get(`/api/post/id?postId=${u.chat}`);
    expect(chat.body.data.content).toBe('Zed to Bob one to one');
    expect(chat.body.data.createdBy).toMatchObject({ status: 'deleted' });
    expect((await u.bob.get(`/api/post/id?postId=${u.timelinePost}`)).status).toBeGreaterThanOrEqual(404);
    // The group passes to its longest-standing member.
    const roles = await db()
      .selectFrom('group_member')
      .select(['userId', 'role'])
      .where('groupId', '=', u.groupId)
      .execute();
    expect(roles).toEqual(expect.arrayContaining([{ userId: u.bob.user?.id, role: 'admin' }]));
    expect(roles.some((r) => r.userId === zedId)).toBe(false);
    // Its members hear it as they would a leave: their lists and Bob's admin badge follow live.
    const channelName = encodeURIComponent(`group:${u.groupId}`);
    const heard = (await u.carol.get(`/api/channels/${channelName}/history?limit=100`)).body.data.results;
    expect(heard).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          event: 'group.member.removed',
          data: expect.objectContaining({ userId: zedId, left: true, groupDeleted: false, newAdminId: u.bob.user?.id }),
        }),
      ]),
    );
    // The e-mail can be used again.
    const anew = await signUp(server.url, { email: u.email, firstName: 'New', lastName: 'Person' });
    expect(anew.user?.email).toBe(u.email);
    expect(anew.user?.id).not.toBe(zedId);
  });

  it('stops password tries past the sign-in limit, right password included, until the window passes', async () => {
    const [zed, eve] = await Promise.all([signUp(server.url), signUp(server.url)]);
    const { maxFailuresPerAccount, windowMs } = server.services.config.signIn;
    // A stranger cannot spend Zed's tries.
    for (let i = 0; i < 3; i++)
      expect((await eve.post('/api/account/deletion', { userId: zed.user?.id, password: 'x-1!' })).status).toBe(403);
    for (let i = 0; i < maxFailuresPerAccount; i++) {
      const wrong = await zed.post('/api/account/deletion', { password: `not-it-${i}!` });
      expect(wrong.status).toBe(403);
      expect(wrong.body.message).toBe(messages.accountData.wrongPassword);
    }
    const refused = await zed.post('/api/account/deletion', { password: TEST_PASSWORD });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(messages.accountData.tooManyPasswordTries(Math.ceil(windowMs / 60_000)));
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await zed.get('/api/account/deletion')).body.data.status).toBe('none');
    const limiter = server.services.rateLimiter;
    limiter.clock = () => Date.now() + windowMs + 1000;
    try {
      const res = await zed.post('/api/account/deletion', { password: TEST_PASSWORD });
      expect(res.status).toBe(200);
      expect(res.body.data.status).toBe('pending');
    } finally {
      limiter.clock = Date.now;
    }
  });

  it("refuses a stranger's request or cancellation of another's deletion", async () => {
    const [eve, zed] = await Promise.all([signUp(server.url), signUp(server.url)]);
    expect((await eve.post('/api/account/deletion', { userId: zed.user?.id, password: TEST_PASSWORD })).status).toBe(
      403,
    );
    expect((await eve.delete(`/api/account/deletion?userId=${zed.user?.id}`)).status).toBe(403);
    expect((await eve.get(`/api/account/deletion?userId=${zed.user?.id}`)).status).toBe(403);
    expect((await anonymous(server.url).post('/api/account/deletion', { password: TEST_PASSWORD })).status).toBe(401);
    expect((await zed.get('/api/account/deletion')).body.data.status).toBe('none');
  });
});
