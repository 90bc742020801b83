import { channel } from '@shared/realtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advanceQueueClock } from '../../platform/queue/testing/advance';
import { FOCUS_STALE_MS } from '../../realtime/focus';
import { settle, TestSocket } from '../../realtime/testing/socket-client';
import { signUp, type TestClient } from '../../testing/api-client';
import { startTestServer, stopTestServers, type TestServer } from '../../testing/test-server';
import { readyAssistant } from '../assistant/testing';
import { uploadKnowledge } from '../knowledge/testing';
import { connect, createGroup, createPost } from '../posts/testing';
import { type PushBrowser, type PushService, startPushService } from './testing/push-service';

/**
 * Issue 36: a chat message in a relationship pushes the recipient unless a client of theirs
 * shows the conversation, and e-mails them once still unread after the delay (10 minutes),
 * as their preferences say. The queue's clock is moved, never waited for.
 */
let server: TestServer;
let push: PushService;
const MINUTE = 60_000;
const PREFS = '/api/user/notification/preferences';
const SECRET = 'the Q3 figure is 4.2M';

const runJobs = async () => {
  for (let i = 0; i < 10; i++) if (!(await server.services.queue.runDueOnce?.())) break;
};
/** Time passes for the queue: delayed jobs come due, then run. */
const elapse = async (ms: number) => {
  await advanceQueueClock(server.services.db, ms);
  await runJobs();
};
const person = (firstName: string) => signUp(server.url, { firstName, lastName: 'Test' });
const chat = (author: TestClient, pairingId: string, content: string) =>
  createPost(author, { type: 'chat', content, usersToShareWith: [pairingId] });
const setPrefs = (who: TestClient, patch: Record<string, unknown>) =>
  who.patch(PREFS, { userId: who.user?.id, ...patch });

/** The chat pushes a browser received, decrypted (bell notifications push too: left out). */
const chatPushes = (browser: PushBrowser) =>
  push
    .to(browser)
    .map((r) => push.open(r, browser))
    .filter((p) => p.tag.startsWith('chat:'));
const texts = (browser: PushBrowser) => chatPushes(browser).map((p) => p.body);

/** Chat e-mails in the stored outbox for a person, oldest first. */
async function chatMailsTo(client: TestClient) {
  const rows = await server.services.db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('to', '=', client.user?.email ?? '')
    .orderBy('createdAt')
    .execute();
  return rows.filter((r) => r.tag === 'chat-message');
}

/** Ada and Bob in a relationship; Bob's browser subscribed to push. */
async function pair() {
  const [ada, bob] = await Promise.all([person('Ada'), person('Bob')]);
  const pairingId = await connect(ada, bob);
  await runJobs(); // the connection's own notifications
  const browser = await push.subscribe(bob, `/push/${bob.user?.id}`);
  return { ada, bob, pairingId, browser };
}

/** A socket of `who` reporting the conversation as open and visible (or nothing), once recorded. */
async function focusing(who: TestClient, name: string | null, socket?: TestSocket) {
  const s = socket ?? (await TestSocket.connect(server.url, { token: who.token }));
  s.send({ type: 'focus', channel: name });
  const userId = who.user?.id ?? '';
  for (let i = 0; i < 100; i++) {
    const rows = await server.services.db
      .selectFrom('socket_focus')
      .select('channel')
      .where('userId', '=', userId)
      .execute();
    if (name === null ? true : rows.some((r) => r.channel === name)) break;
    await settle(20);
  }
  await settle(50);
  return s;
}

beforeAll(async () => {
  push = await startPushService();
  server = await startTestServer({
    env: { QUEUE_CONCURRENCY: '0', SIGNIN_MAX_PER_IP: '1000', PUSH_ALLOW_HOSTS: push.host },
  });
});
afterAll(async () => {
  await stopTestServers();
  await push?.close();
});

describe('chat push', () => {
  it('goes to the recipient who is not looking: the author, the text and the conversation', async () => {
    const { ada, bob, pairingId, browser } = await pair();
    await push.subscribe(ada, `/push/${ada.user?.id}`);
    const bell = (await bob.get('/api/notifications')).body.data.count as number;
    await chat(ada, pairingId, 'Are we still on for Friday?');
    await runJobs();
    expect(chatPushes(browser)).toEqual([
      {
        title: 'Ada Test',
        body: 'Are we still on for Friday?',
        url: `${server.url}/relationships/${pairingId}?chat=true`,
        tag: `chat:${pairingId}`,
      },
    ]);
    // The author hears of nothing, and it is not in anyone's bell.
    expect(push.received.filter((r) => r.path === `/push/${ada.user?.id}`)).toEqual([]);
    expect((await bob.get('/api/notifications')).body.data.count).toBe(bell);
  });

  it('is not sent while any client of the recipient shows the conversation; sent again once none does', async () => {
    const { ada, bob, pairingId, browser } = await pair();
    const name = channel.pair(pairingId);
    const elsewhere = await focusing(bob, null); // a second tab on another page
    const tab = await focusing(bob, name);
    await chat(ada, pairingId, 'one');
    await runJobs();
    expect(texts(browser)).toEqual([]);

    // The tab went to the background: it reports no focus. The other tab never had it.
    await focusing(bob, null, tab);
    await chat(ada, pairingId, 'two');
    await runJobs();
    expect(texts(browser)).toEqual(['two']);

    // Visible again, then the tab closes without a word: its focus goes with its socket.
    await focusing(bob, name, tab);
    await chat(ada, pairingId, 'three');
    await runJobs();
    expect(texts(browser)).toHaveLength(1);
    await tab.close();
    await settle(200);
    await chat(ada, pairingId, 'four');
    await runJobs();
    expect(texts(browser)).toEqual(['two', 'four']);

    // A reconnecting client reports its focus again on the new socket.
    const again = await focusing(bob, name);
    await chat(ada, pairingId, 'five');
    await runJobs();
    expect(texts(browser)).toHaveLength(2);
    await Promise.all([again.close(), elsewhere.close()]);
  });

  it('does not count a focus left by an instance that died (not refreshed for 3 minutes)', async () => {
    const { ada, bob, pairingId, browser } = await pair();
    await server.services.db
      .insertInto('socket_focus')
      .values({
        connectionId: `dead-${pairingId}`,
        userId: bob.user?.id ?? '',
        channel: channel.pair(pairingId),
        updatedAt: new Date(Date.now() - FOCUS_STALE_MS - 1000).toISOString(),
      })
      .execute();
    await chat(ada, pairingId, 'still there?');
    await runJobs();
    expect(texts(browser)).toEqual(['still there?']);
  });

  it("records no focus on a conversation the user may not read, so no one's push is held back", async () => {
    const { ada, pairingId, browser } = await pair();
    const eve = await person('Eve');
    const socket = await focusing(eve, channel.pair(pairingId));
    const rows = await server.services.db
      .selectFrom('socket_focus')
      .selectAll()
      .where('userId', '=', eve.user?.id ?? '')
      .execute();
    expect(rows).toEqual([]);
    await chat(ada, pairingId, 'hello');
    await runJobs();
    expect(texts(browser)).toHaveLength(1);
    await socket.close();
  });

  it('follows the push switch, and leaves group chats and strangers out', async () => {
    const { ada, bob, pairingId, browser } = await pair();
    await setPrefs(bob, { pushNotification: false });
    await chat(ada, pairingId, 'quiet');
    await runJobs();
    expect(texts(browser)).toEqual([]);
    await setPrefs(bob, { pushNotification: true });

    const groupId = await createGroup(ada, [bob]);
    await runJobs();
    await createPost(ada, { type: 'chat', content: 'to the group', groupsToShareWith: [groupId] });
    const eve = await person('Eve');
    const eveBrowser = await push.subscribe(eve, `/push/${eve.user?.id}`);
    await chat(ada, pairingId, SECRET);
    await runJobs();
    await elapse(10 * MINUTE);
    expect(texts(browser)).toEqual([SECRET]);
    expect(push.to(eveBrowser)).toEqual([]);
    expect(await chatMailsTo(eve)).toEqual([]);
  });
});

describe('chat e-mail after the delay', () => {
  it('goes once still unread after 10 minutes: who wrote and the link, nothing of the text (the default)', async () => {
    const { ada, bob, pairingId } = await pair();
    await chat(ada, pairingId, SECRET);
    await runJobs();
    await elapse(9 * MINUTE);
    expect(await chatMailsTo(bob)).toEqual([]);
    await elapse(1 * MINUTE);
    const [mail, ...more] = await chatMailsTo(bob);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('New message from Ada Test');
    expect(mail?.text).toContain('Ada Test sent you a message');
    expect(mail?.text).toContain(`${server.url}/relationships/${pairingId}?chat=true`);
    expect(mail?.text).not.toContain('4.2M');
    expect(mail?.html ?? '').not.toContain('4.2M');
    // Nothing more later, and none to the author.
    await elapse(60 * MINUTE);
    expect(await chatMailsTo(bob)).toHaveLength(1);
    expect(await chatMailsTo(ada)).toEqual([]);
  });

  it('collapses the messages of the delay into one e-mail, quoting them when the user asks for the words', async () => {
    const { ada, bob, pairingId } = await pair();
    await setPrefs(bob, { emailWithoutContent: false });
    await chat(ada, pairingId, 'First');
    await runJobs();
    await elapse(4 * MINUTE);
    await chat(ada, pairingId, 'Second');
    await chat(ada, pairingId, SECRET);
    await runJobs();
    await elapse(6 * MINUTE);
    const [mail, ...more] = await chatMailsTo(bob);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('3 new messages from Ada Test');
    expect(mail?.text).toContain('Ada Test sent you 3 messages');
    expect(mail?.text).toContain(`“First”\n“Second”\n“${SECRET}”`);

    // A message after that e-mail starts a new window of its own.
    await chat(ada, pairingId, 'Later');
    await runJobs();
    await elapse(10 * MINUTE);
    const mails = await chatMailsTo(bob);
    expect(mails.map((m) => m.subject)).toEqual(['3 new messages from Ada Test', 'New message from Ada Test']);
    expect(mails[1]?.text).toContain('“Later”');
    expect(mails[1]?.text).not.toContain('First');
  });

  it('is cancelled by reading the conversation before the delay (read receipt or the relationship viewed)', async () => {
    const { ada, bob, pairingId } = await pair();
    const message = await chat(ada, pairingId, 'Read me');
    await runJobs();
    await elapse(3 * MINUTE);
    expect((await bob.post('/api/chat/read', { pairingId, postId: message })).status).toBe(200);
    await elapse(10 * MINUTE);
    expect(await chatMailsTo(bob)).toEqual([]);

    // With read receipts off the client marks the relationship viewed instead.
    await chat(ada, pairingId, 'And me');
    await runJobs();
    const viewed = await bob.post('/api/pairing/lastViewed', { userId1: bob.user?.id, userId2: ada.user?.id });
    expect(viewed.status).toBe(200);
    await elapse(10 * MINUTE);
    expect(await chatMailsTo(bob)).toEqual([]);

    // Read only in part: the e-mail counts what is still unread.
    const seen = await chat(ada, pairingId, 'seen');
    await chat(ada, pairingId, 'unseen');
    await runJobs();
    const marked = await bob.post('/api/chat/read', { pairingId, postId: seen });
    expect(marked.status).toBe(200);
    await elapse(10 * MINUTE);
    expect((await chatMailsTo(bob)).map((m) => m.subject)).toEqual(['New message from Ada Test']);
  });

  it('follows the e-mail choice: none with the daily summary or no e-mail, the push still goes', async () => {
    const { ada, bob, pairingId, browser } = await pair();
    await setPrefs(bob, { emailNotification: false, summaryEmailNotification: true });
    await chat(ada, pairingId, 'summary user');
    await runJobs();
    await elapse(10 * MINUTE);
    await setPrefs(bob, { emailNotification: false, summaryEmailNotification: false });
    await chat(ada, pairingId, 'no e-mail user');
    await runJobs();
    await elapse(10 * MINUTE);
    expect(await chatMailsTo(bob)).toEqual([]);
    expect(texts(browser)).toHaveLength(2);

    // Switched to per event after a message: the pending e-mail checks the choice when it runs.
    await setPrefs(bob, { emailNotification: true });
    await chat(ada, pairingId, 'per event again');
    await runJobs();
    await setPrefs(bob, { emailNotification: false });
    await elapse(10 * MINUTE);
    expect(await chatMailsTo(bob)).toEqual([]);
  });
});

describe("Meg's replies", () => {
  it('notify the contact they answer, as Meg for the owner, and never the owner nor Meg', async () => {
    const [ada, bob] = await Promise.all([person('Ada'), person('Bob')]);
    await readyAssistant(ada, 'I run a small software company.');
    const file = await uploadKnowledge(
      ada,
      'pricing.md',
      '# Pricing\n\nThe Pro plan costs 49 dollars.\n',
      'text/markdown',
    );
    expect(file.status).toBe(200);
    await runJobs();
    const pairingId = await connect(ada, bob);
    await runJobs();
    const [adaBrowser, bobBrowser] = [
      await push.subscribe(ada, `/push/${ada.user?.id}`),
      await push.subscribe(bob, `/push/${bob.user?.id}`),
    ];
    await chat(bob, pairingId, 'Do you ship hardware to Antarctica?');
    await runJobs();
    await runJobs();
    const replies = chatPushes(bobBrowser);
    expect(replies).toHaveLength(1);
    expect(replies[0]?.title).toBe('Meg, for Ada Test');
    expect(replies[0]?.body).toContain('Ada will get back to you');
    // Ada heard of Bob's message once, and of nothing Meg wrote (her reply, her note to Ada).
    expect(chatPushes(adaBrowser).map((p) => p.body)).toEqual(['Do you ship hardware to Antarctica?']);
  });
});
