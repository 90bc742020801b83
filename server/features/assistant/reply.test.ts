import { assistantEvents } from '@shared/api/assistant';
import { ASSISTANT_META } from '@shared/assistant';
import { messages } from '@shared/messages';
import { channel } from '@shared/realtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '../../platform/queue/testing/wait-for';
import { TestSocket } from '../../realtime/testing/socket-client';
import { signUp, type TestClient } from '../../testing/api-client';
import { startTestServer, stopTestServers, type TestServer } from '../../testing/test-server';
import { applyTo, postJob } from '../jobs/testing';
import { uploadKnowledge } from '../knowledge/testing';
import { assistantOf, chat, connect, readyAssistant } from './testing';

let server: TestServer;
const person = (firstName: string) => signUp(server.url, { firstName });
const id = (c: TestClient) => c.user?.id as string;

/** The queue does not run on its own here (QUEUE_CONCURRENCY=0): the test runs what is due. */
async function drain() {
  for (let i = 0; i < 50; i++) if (!(await server.services.queue.runDueOnce?.())) return;
}

type PostView = { postId: string; content: string; createdBy: { userId: string }; postMeta: { name: string }[] };
const isMegs = (p: PostView) => p.postMeta.some((m) => m.name === ASSISTANT_META.response);

async function conversation(reader: TestClient, target: { pairingId?: string; groupId?: string }) {
  const path = target.pairingId
    ? `/api/pairing/posts?pairingId=${target.pairingId}`
    : `/api/group/posts?groupId=${target.groupId}`;
  const res = await reader.get(path);
  if (res.status !== 200) throw new Error(`posts failed: ${res.status} ${JSON.stringify(res.body)}`);
  return (res.body.data.results as PostView[]).filter((p) => p.content);
}
const megReplies = async (reader: TestClient, target: { pairingId?: string; groupId?: string }) =>
  (await conversation(reader, target)).filter(isMegs);

const FACTS = '# Pricing\n\nThe Pro plan costs 49 dollars per month and includes phone support.\n';

/** Ada: Meg ready (subscribed, set up, trained, on) with a pricing file indexed; she is away. */
async function adaWithMeg() {
  const ada = await person('Ada');
  await readyAssistant(ada, 'I run a small software company.');
  const file = await uploadKnowledge(ada, 'pricing.md', FACTS, 'text/markdown');
  expect(file.status).toBe(200);
  await drain();
  expect((await ada.get(`/api/knowledge/files/${file.body.data.fileId}`)).body.data.status).toBe('indexed');
  return ada;
}

beforeAll(async () => {
  server = await startTestServer({ env: { SIGNIN_MAX_PER_IP: '1000', QUEUE_CONCURRENCY: '0' } });
});
afterAll(stopTestServers);

describe("Meg's replies in a relationship", () => {
  it('answers a contact from a knowledge file, naming it, with typing shown; the owner alone reads the detail', async () => {
    const ada = await adaWithMeg();
    const bob = await person('Bob');
    const eve = await person('Eve');
    const pairingId = await connect(ada, bob);
    const bobSocket = await TestSocket.connect(server.url, { token: bob.token });
    const question = await chat(bob, { pairingId }, 'How much does the Pro plan cost per month?');
    await drain();

    const [reply, ...more] = await megReplies(bob, { pairingId });
    expect(more).toHaveLength(0);
    expect(reply?.createdBy.userId).toBe(id(ada));
    expect(reply?.content).toContain('The Pro plan costs 49 dollars per month');
    expect(reply?.content).toContain('pricing.md');

    const frames = bobSocket.frames.filter((f) => f.channel === channel.pair(pairingId));
    const events = frames.map((f) => f.event);
    const pending = events.indexOf(assistantEvents.replyPending);
    expect(pending).toBeGreaterThanOrEqual(0);
    expect(events.indexOf(assistantEvents.replyCompleted)).toBeGreaterThan(pending);
    const completed = frames.find((f) => f.event === assistantEvents.replyCompleted);
    expect(completed?.data).toMatchObject({
      state: 'completed',
      name: 'Meg',
      ownerUserId: id(ada),
      inReplyToPostId: question,
      pairingId,
      postId: reply?.postId,
    });
    await bobSocket.close();

    const detail = await ada.get(`/api/assistant/reply/${reply?.postId}`);
    expect(detail.body.data).toMatchObject({
      postId: reply?.postId,
      inReplyToPostId: question,
      askedBy: id(bob),
      kind: 'grounded',
      engine: 'embedded',
      pairingId,
    });
    expect(detail.body.data.sources[0]).toMatchObject({ name: 'pricing.md' });
    expect((await eve.get(`/api/assistant/reply/${reply?.postId}`)).status).toBe(404);
    expect((await bob.get(`/api/assistant/reply/${reply?.postId}`)).status).toBe(404);

    // At most one reply per message, whatever runs again.
    await drain();
    expect(await megReplies(bob, { pairingId })).toHaveLength(1);
  });

  it('gives the holding reply to what the files do not cover, and tells the owner what was asked', async () => {
    const ada = await adaWithMeg();
    const bob = await person('Bob');
    const pairingId = await connect(ada, bob);
    await chat(bob, { pairingId }, 'Do you ship hardware to Antarctica?');
    await drain();
    const [reply] = await megReplies(bob, { pairingId });
    expect(reply?.content).toContain('Ada will get back to you');
    expect(reply?.content).not.toContain('49 dollars');
    const detail = await ada.get(`/api/assistant/reply/${reply?.postId}`);
    expect(detail.body.data).toMatchObject({
      kind: 'holding',
      sources: [],
      question: 'Do you ship hardware to Antarctica?',
    });
    const meg = await assistantOf(ada);
    const notes = await conversation(ada, { pairingId: meg.pairingId });
    expect(notes.map((p) => p.content)).toContainEqual(
      expect.stringContaining('Bob asked: "Do you ship hardware to Antarctica?"'),
    );
    const history = await ada.get(`/api/channels/${encodeURIComponent(channel.user(id(ada)))}/history`);
    const told = history.body.data.results.filter((e: { event: string }) => e.event === assistantEvents.replyDetail);
    expect(told.map((e: { data: { kind: string } }) => e.data.kind)).toEqual(['holding']);
  });

  it('does not reply in a relationship switched off, to the owner, nor to another Meg', async () => {
    const ada = await adaWithMeg();
    const bob = await person('Bob');
    await readyAssistant(bob, 'I buy software.');
    const pairingId = await connect(ada, bob);
    const meg = await assistantOf(ada);
    // Both away, both on: Ada's Meg answers Bob once, and Bob's Meg leaves that reply alone.
    await chat(bob, { pairingId }, 'How much does the Pro plan cost per month?');
    await drain();
    expect(await megReplies(bob, { pairingId })).toHaveLength(1);
    expect(await conversation(bob, { pairingId })).toHaveLength(2);

    await ada.patch('/api/assistant/user/pairing/settings', {
      assistantId: meg.assistantId,
      userId: id(ada),
      pairingId,
      enabled: false,
    });
    await chat(bob, { pairingId }, 'Does the Pro plan include phone support?');
    await drain();
    // Bob's own Meg answers Ada's messages only, never Bob's: still one reply.
    expect(await megReplies(bob, { pairingId })).toHaveLength(1);
  });

  it('stays quiet when the owner answers first, or is online', async () => {
    const ada = await adaWithMeg();
    const bob = await person('Bob');
    const pairingId = await connect(ada, bob);
    const bobSocket = await TestSocket.connect(server.url, { token: bob.token });
    await chat(bob, { pairingId }, 'How much does the Pro plan cost per month?');
    await chat(ada, { pairingId }, 'Hi Bob, it is 49 a month.');
    await drain();
    expect(await megReplies(bob, { pairingId })).toHaveLength(0);
    // Meg had started (typing shown) and stopped without a reply once Ada had answered.
    const activity = bobSocket.frames.filter((f) => f.event.startsWith('assistant.reply.'));
    expect(activity.map((f) => [f.event, (f.data as { postId?: string }).postId])).toEqual([
      [assistantEvents.replyPending, undefined],
      [assistantEvents.replyCompleted, undefined],
    ]);
    await bobSocket.close();

    const adaSocket = await TestSocket.connect(server.url, { token: ada.token });
    await chat(bob, { pairingId }, 'Does the Pro plan include phone support?');
    await drain();
    expect(await megReplies(bob, { pairingId })).toHaveLength(0);
    await adaSocket.close();
  });

  it("refuses a client marking its own message as Meg's", async () => {
    const ada = await person('Ada');
    const bob = await person('Bob');
    const pairingId = await connect(ada, bob);
    const res = await bob.post('/api/post', {
      userId: id(bob),
      createdBy: id(bob),
      type: 'chat',
      content: 'I am Meg, trust me.',
      usersToShareWith: [pairingId],
      postMeta: [{ name: ASSISTANT_META.response, value: { name: 'Meg' } }],
    });
    expect([res.status, res.body.message]).toEqual([400, messages.posts.assistantMetaReserved]);
    expect(await conversation(ada, { pairingId })).toHaveLength(0);
  });

  it('never answers in a group', async () => {
    const ada = await adaWithMeg();
    const bob = await person('Bob');
    await connect(ada, bob);
    const group = await ada.post('/api/group', {
      name: 'Deal room',
      createdBy: id(ada),
      members: [id(bob)],
      nonRegisteredUsers: [],
    });
    const groupId = group.body.data.groupId as string;
    await chat(bob, { groupId }, 'How much does the Pro plan cost per month?');
    await drain();
    expect(await megReplies(bob, { groupId })).toHaveLength(0);
  });
});

describe('the away rule', () => {
  it('answers once the owner has closed their last client, with ASSISTANT_AWAY_AFTER_MS=0', async () => {
    const away = await startTestServer({
      env: { SIGNIN_MAX_PER_IP: '1000', QUEUE_CONCURRENCY: '0', ASSISTANT_AWAY_AFTER_MS: '0' },
    });
    const run = async () => {
      for (let i = 0; i < 50; i++) if (!(await away.services.queue.runDueOnce?.())) return;
    };
    const ada = await signUp(away.url, { firstName: 'Ada' });
    const bob = await signUp(away.url, { firstName: 'Bob' });
    await readyAssistant(ada, 'The Pro plan costs 49 dollars per month.');
    const pairingId = await connect(ada, bob);
    const adaSocket = await TestSocket.connect(away.url, { token: ada.token });
    await chat(bob, { pairingId }, 'How much does the Pro plan cost per month?');
    await run();
    expect(await megReplies(bob, { pairingId })).toHaveLength(0);

    await adaSocket.close();
    // The server sees the socket go when its close frame is read: wait for that, not for time.
    await waitFor(() => !away.services.realtime.presence.isOnlineHere(id(ada)));
    await chat(bob, { pairingId }, 'What does the Pro plan cost per month?');
    await run();
    const [reply, ...more] = await megReplies(bob, { pairingId });
    expect(more).toHaveLength(0);
    expect(reply?.content).toContain('49 dollars per month');
  });
});

describe("the owner's away switch", () => {
  it('lets Meg answer while a client of the owner is open, and stops when they say they are back', async () => {
    const ada = await adaWithMeg();
    const bob = await person('Bob');
    const pairingId = await connect(ada, bob);
    const adaSocket = await TestSocket.connect(server.url, { token: ada.token });
    const set = (away: boolean) => ada.patch('/api/assistant/user/away', { userId: id(ada), away });
    const on = await set(true);
    expect([on.status, on.body.data.away]).toEqual([200, true]);
    expect((await assistantOf(ada)).away).toBe(true);
    await chat(bob, { pairingId }, 'How much does the Pro plan cost per month?');
    await drain();
    const [reply] = await megReplies(bob, { pairingId });
    expect(reply?.content).toContain('49 dollars per month');

    expect((await set(false)).body.data.away).toBe(false);
    await chat(bob, { pairingId }, 'Does the Pro plan include phone support?');
    await drain();
    expect(await megReplies(bob, { pairingId })).toHaveLength(1);
    await adaSocket.close();
  });

  it("refuses anyone setting another user's away switch, and bad bodies", async () => {
    const ada = await person('Ada');
    const eve = await person('Eve');
    expect((await eve.patch('/api/assistant/user/away', { userId: id(ada), away: true })).status).toBe(403);
    expect((await ada.patch('/api/assistant/user/away', { userId: id(ada), away: 'yes' })).status).toBe(400);
    expect((await assistantOf(ada)).away).toBe(false);
  });
});

describe('test mode and the applicant workspace', () => {
  it('answers the owner writing as the test persona', async () => {
    const ada = await adaWithMeg();
    const meg = await assistantOf(ada);
    const started = await ada.post('/api/assistant/user/test-mode', { assistantId: meg.assistantId, userId: id(ada) });
    const pairingId = started.body.data.pairingId as string;
    // The owner is online while testing: test mode answers all the same.
    const adaSocket = await TestSocket.connect(server.url, { token: ada.token });
    await chat(ada, { pairingId }, 'How much does the Pro plan cost per month?');
    await drain();
    const [reply, ...more] = await megReplies(ada, { pairingId });
    expect(more).toHaveLength(0);
    expect(reply?.content).toMatch(/^Hi Taylor,/);
    expect(reply?.content).toContain('49 dollars per month');
    await adaSocket.close();
  });

  it("answers an applicant in the job owner's workspace only while Meg AI is on for them", async () => {
    const ada = await adaWithMeg();
    const bob = await person('Bob');
    const jobId = await postJob(ada);
    const groupId = await applyTo(bob, jobId);
    await chat(bob, { groupId }, 'How much does the Pro plan cost per month?');
    await drain();
    expect(await megReplies(bob, { groupId })).toHaveLength(0);

    const on = await ada.patch('/api/jobs/applicants', {
      jobId,
      userId: id(bob),
      modifiedBy: id(ada),
      aiEnabled: true,
    });
    expect(on.status).toBe(200);
    await chat(bob, { groupId }, 'Does the Pro plan include phone support?');
    await drain();
    const [reply, ...more] = await megReplies(bob, { groupId });
    expect(more).toHaveLength(0);
    expect(reply?.createdBy.userId).toBe(id(ada));
    expect(reply?.content).toContain('phone support');
    const detail = await ada.get(`/api/assistant/reply/${reply?.postId}`);
    expect(detail.body.data).toMatchObject({ groupId, pairingId: null, kind: 'grounded' });
  });
});
