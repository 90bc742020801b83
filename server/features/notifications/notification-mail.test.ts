import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signUp, type TestClient } from '../../testing/api-client';
import { startTestServer, stopTestServers, type TestServer } from '../../testing/test-server';
import { connect, createGroup, createPost } from '../posts/testing';
import { queueDigests } from './digest';
import { dayBefore, startOfDay, wallClock } from './local-time';

let server: TestServer;
const person = (firstName: string) => signUp(server.url, { firstName, lastName: 'Test' });
const runJobs = async () => {
  for (let i = 0; i < 8; i++) if (!(await server.services.queue.runDueOnce?.())) break;
};
const PREFS = '/api/user/notification/preferences';
const SECRET = 'the Q3 figure is 4.2M';

beforeAll(async () => {
  server = await startTestServer({ env: { QUEUE_CONCURRENCY: '0', SIGNIN_MAX_PER_IP: '1000' } });
});
afterAll(stopTestServers);

/** What the stored outbox holds for a person, oldest first. */
async function mailsTo(client: TestClient) {
  const rows = await server.services.db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('to', '=', client.user?.email ?? '')
    .orderBy('createdAt')
    .execute();
  return rows.filter((r) => r.tag === 'notification' || r.tag === 'notification-digest');
}

const setPrefs = (who: TestClient, patch: Record<string, unknown>) =>
  who.patch(PREFS, { userId: who.user?.id, ...patch });

/** Bob comments the secret on Ada's post; the jobs run. */
async function commentOnAdas(ada: TestClient, bob: TestClient) {
  const postId = await createPost(ada);
  const res = await bob.post('/api/comment', {
    createdBy: bob.user?.id,
    message: SECRET,
    entityId: postId,
    entityName: 'Post',
  });
  expect(res.status).toBe(200);
  await runJobs();
  return postId;
}

/** A moment of the user's next local day, at this local hour. */
function tomorrowAt(zone: string, hour: number): Date {
  const today = wallClock(new Date(), zone).day;
  const next = new Date(Date.parse(`${today}T12:00:00.000Z`) + 24 * 3600 * 1000).toISOString().slice(0, 10);
  return new Date(startOfDay(next, zone).getTime() + hour * 3600 * 1000);
}

describe('notification e-mails follow the preferences', () => {
  it('leave the text out by default, saying who did what with a link', async () => {
    const [ada, bob] = await Promise.all([person('Ada'), person('Bob')]);
    const prefs = await ada.get(`${PREFS}?userId=${ada.user?.id}`);
    expect(prefs.body.data).toMatchObject({ emailWithoutContent: true, emailNotification: true });
    const postId = await commentOnAdas(ada, bob);
    const [mail, ...more] = await mailsTo(ada);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('Bob Test commented on your post');
    expect(mail?.text).toContain('Bob Test commented on your post.');
    expect(mail?.text).toContain(`${server.url}/?threadPostId=${postId}`);
    expect(mail?.text).not.toContain('4.2M');
    expect(mail?.html ?? '').not.toContain('4.2M');
    // The spec's default has both switches on: that is per event, and no summary as well.
    expect(prefs.body.data.summaryEmailNotification).toBe(true);
    await queueDigests(server.services, tomorrowAt('UTC', 8));
    await runJobs();
    expect(await mailsTo(ada)).toHaveLength(1);
  });

  it('quote the words when the user asks for them', async () => {
    const [ada, bob] = await Promise.all([person('Ada'), person('Bob')]);
    expect((await setPrefs(ada, { emailWithoutContent: false })).body.data.emailWithoutContent).toBe(false);
    await commentOnAdas(ada, bob);
    const [mail] = await mailsTo(ada);
    expect(mail?.text).toContain(`“${SECRET}”`);
  });

  it('a daily summary instead: nothing per event, one e-mail the next morning in their zone', async () => {
    const [ada, bob] = await Promise.all([person('Ada'), person('Bob')]);
    const zone = 'America/New_York';
    const saved = await setPrefs(ada, { emailNotification: false, summaryEmailNotification: true, timeZone: zone });
    expect(saved.body.data).toMatchObject({ emailNotification: false, summaryEmailNotification: true, timeZone: zone });
    await commentOnAdas(ada, bob);
    expect(await mailsTo(ada)).toEqual([]);
    // Before the local hour nothing goes; from it, once, however many ticks.
    expect(await queueDigests(server.services, tomorrowAt(zone, 6))).toBe(0);
    expect(await queueDigests(server.services, tomorrowAt(zone, 7))).toBeGreaterThanOrEqual(1);
    expect(await queueDigests(server.services, tomorrowAt(zone, 9))).toBe(0);
    await runJobs();
    const [digest, ...more] = await mailsTo(ada);
    expect(more).toEqual([]);
    expect(digest?.subject).toMatch(/summary: 1 unread notification$/);
    expect(digest?.text).toContain('Bob Test commented on your post');
    expect(digest?.text).toContain('what happened yesterday');
    expect(digest?.text).not.toContain('4.2M');
  });

  it('a daily summary lists the conversations still unread first (a chat is not in the bell)', async () => {
    const [ada, bob, cat] = await Promise.all([person('Ada'), person('Bob'), person('Cat')]);
    const zone = 'Europe/Paris';
    await setPrefs(ada, { emailNotification: false, summaryEmailNotification: true, timeZone: zone });
    const [withBob, withCat] = [await connect(ada, bob), await connect(ada, cat)];
    const chat = (author: TestClient, pairingId: string, content: string) =>
      createPost(author, { type: 'chat', content, usersToShareWith: [pairingId] });
    await chat(bob, withBob, SECRET);
    await chat(bob, withBob, 'and the Q4 one');
    const catsMessage = await chat(cat, withCat, 'lunch?');
    // Ada read Cat's message: it is not listed; Ada's own messages never are.
    expect((await ada.post('/api/chat/read', { pairingId: withCat, postId: catsMessage })).status).toBe(200);
    await chat(ada, withBob, 'on it');
    await runJobs();
    // The connections' notifications were read: the summary has the chats alone to tell.
    expect((await ada.patch('/api/notifications/read', { all: true })).status).toBe(200);
    expect(await queueDigests(server.services, tomorrowAt(zone, 8))).toBeGreaterThanOrEqual(1);
    await runJobs();
    const [digest, ...more] = await mailsTo(ada);
    expect(more).toEqual([]);
    expect(digest?.subject).toMatch(/summary: 2 unread messages$/);
    expect(digest?.text).toContain(
      `- 2 unread messages from Bob Test\n  ${server.url}/relationships/${withBob}?chat=true`,
    );
    expect(digest?.text).not.toContain('Cat Test');
    expect(digest?.text).not.toContain('4.2M');
  });

  it('none: no e-mail for the event and no summary', async () => {
    const [ada, bob] = await Promise.all([person('Ada'), person('Bob')]);
    await setPrefs(ada, { emailNotification: false, summaryEmailNotification: false });
    await commentOnAdas(ada, bob);
    await queueDigests(server.services, tomorrowAt('UTC', 8));
    await runJobs();
    expect(await mailsTo(ada)).toEqual([]);
    // The bell still has it.
    expect((await ada.get('/api/notifications')).body.data.unread).toBe(1);
  });

  it('per event: connections and group adds are mailed as the drawer promises, likes are not', async () => {
    const [ada, bob] = await Promise.all([person('Ada'), person('Bob')]);
    const postId = await createPost(ada);
    await bob.post('/api/reaction/post/like', { userId: bob.user?.id, postId });
    await bob.post('/api/user/connect', { userId: bob.user?.id, connectWithUserId: ada.user?.id });
    const cat = await person('Cat');
    // Only a relationship adds Ada to a group (anyone else invites her, which notifies nobody).
    await connect(ada, cat);
    await createGroup(cat, [ada]);
    await runJobs();
    const subjects = (await mailsTo(ada)).map((m) => m.subject).sort();
    expect(subjects).toEqual([
      'Bob Test wants to connect with you',
      'Cat Test accepted your connection request',
      'Cat Test added you to a group',
    ]);
  });

  it('refuses a time zone that is not one, and a stranger', async () => {
    const [ada, bob] = await Promise.all([person('Ada'), person('Bob')]);
    expect((await setPrefs(ada, { timeZone: 'Mars/Olympus' })).status).toBe(400);
    expect((await bob.patch(PREFS, { userId: ada.user?.id, timeZone: 'Europe/Paris' })).status).toBe(403);
  });
});

describe('the digest tick', () => {
  it('runs at start: a server started after the local hour queues the summary of the day before at once', async () => {
    // A zone where it is now between 07:00 and 22:00, so the summary is due today whatever the hour of the run.
    const now = new Date();
    const zone = ['UTC', 'Asia/Tokyo', 'America/Los_Angeles', 'Pacific/Kiritimati', 'Europe/Moscow'].find((z) => {
      const { hour } = wallClock(now, z);
      return hour >= 7 && hour <= 22;
    }) as string;
    const [ada, bob] = await Promise.all([person('Ada'), person('Bob')]);
    await setPrefs(ada, { emailNotification: false, summaryEmailNotification: true, timeZone: zone });
    await commentOnAdas(ada, bob);
    // Bob's comment was written yesterday, in Ada's zone.
    const yesterday = startOfDay(dayBefore(wallClock(now, zone).day), zone);
    await server.services.db
      .updateTable('notification')
      .set({ createdAt: new Date(yesterday.getTime() + 3600 * 1000).toISOString() })
      .where('userId', '=', ada.user?.id ?? '')
      .execute();
    const digestOf = (db: typeof server.services.db) =>
      db
        .selectFrom('notification_digest')
        .selectAll()
        .where('userId', '=', ada.user?.id ?? '')
        .execute();
    expect(await digestOf(server.services.db)).toEqual([]);

    // The next tick of the running server is 15 minutes away: only a tick at start queues it now.
    const second = await startTestServer({ sameDataAs: server });
    await vi.waitFor(async () => expect(await digestOf(second.services.db)).toHaveLength(1), {
      timeout: 30_000,
      interval: 200,
    });
    for (let i = 0; i < 8; i++) if (!(await second.services.queue.runDueOnce?.())) break;
    const [digest, ...more] = await mailsTo(ada);
    expect(more).toEqual([]);
    expect(digest?.subject).toMatch(/summary: 1 unread notification$/);
    expect(digest?.text).toContain('Bob Test commented on your post');
  }, 60_000);
});

describe('local days', () => {
  it('start at local midnight, across a DST change', () => {
    expect(startOfDay('2026-03-08', 'America/New_York').toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(startOfDay('2026-03-09', 'America/New_York').toISOString()).toBe('2026-03-09T04:00:00.000Z');
    expect(wallClock(new Date('2026-11-28T23:30:00Z'), 'Asia/Tokyo')).toMatchObject({ day: '2026-11-29', hour: 8 });
    expect(dayBefore('2026-03-01')).toBe('2026-02-28');
  });
});

describe('like notifications', () => {
  it("show the post's first words, or its file's name, not its stored title", async () => {
    const [ada, bob] = await Promise.all([person('Ada'), person('Bob')]);
    const words = await createPost(ada, { title: 'Ada Post', content: '<p>Launch plan for <b>Friday</b></p>' });
    const file = await createPost(ada, {
      title: 'Ada Post',
      content: '',
      attachments: [{ filename: 'Q4 plan.pdf', filepath: 'none', type: 'application/pdf' }],
    });
    for (const postId of [words, file]) await bob.post('/api/reaction/post/like', { userId: bob.user?.id, postId });
    await runJobs();
    const list = (await ada.get('/api/notifications')).body.data.results as { postId: string; message: string }[];
    expect(list.find((n) => n.postId === words)?.message).toBe('Launch plan for Friday');
    expect(list.find((n) => n.postId === file)?.message).toBe('Q4 plan.pdf');
  });
});
