import { ASSISTANT_META } from '@shared/assistant';
import { assistantCopy } from '@shared/copy/assistant';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type TestClient } from '../../testing/api-client';
import { startTestServer, stopTestServers, type TestServer } from '../../testing/test-server';
import { assistantOf, chat, connect, subscribe } from './testing';

let server: TestServer;
const person = (firstName: string) => signUp(server.url, { firstName });
const id = (c: TestClient) => c.user?.id as string;

/** The queue does not run on its own here (QUEUE_CONCURRENCY=0): the test runs what is due. */
async function drain() {
  for (let i = 0; i < 50; i++) if (!(await server.services.queue.runDueOnce?.())) return;
}

type PostView = {
  postId: string;
  content: string | null;
  createdBy: { userId: string };
  postMeta: { name: string; value: unknown }[];
};

async function posts(reader: TestClient, pairingId: string): Promise<PostView[]> {
  const res = await reader.get(`/api/pairing/posts?pairingId=${pairingId}`);
  if (res.status !== 200) throw new Error(`posts failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.results as PostView[];
}
const metaOf = (post: PostView | undefined, name: string) => {
  const value = post?.postMeta.find((m) => m.name === name)?.value;
  return typeof value === 'string' ? JSON.parse(value) : value;
};
const megReplies = async (reader: TestClient, pairingId: string) =>
  (await posts(reader, pairingId)).filter((p) => p.postMeta.some((m) => m.name === ASSISTANT_META.response));
const silenceNotes = async (reader: TestClient, pairingId: string) =>
  (await posts(reader, pairingId)).filter((p) => p.postMeta.some((m) => m.name === ASSISTANT_META.silence));
const guidanceStates = async (reader: TestClient, pairingId: string) =>
  (await posts(reader, pairingId))
    .filter((p) => p.postMeta.some((m) => m.name === ASSISTANT_META.state))
    .map((p) => metaOf(p, ASSISTANT_META.state).state as string);

const SETUP = {
  role: ['sales'],
  tone: ['Friendly'],
  style: ['Be concise and to the point'],
  userGender: 'Prefer not to say',
  userValues: ['Honesty'],
  completed: true,
};

async function startTestMode(owner: TestClient) {
  const meg = await assistantOf(owner);
  const started = await owner.post('/api/assistant/user/test-mode', {
    assistantId: meg.assistantId,
    userId: id(owner),
  });
  expect(started.status).toBe(200);
  return started.body.data.pairingId as string;
}

beforeAll(async () => {
  server = await startTestServer({ env: { SIGNIN_MAX_PER_IP: '1000', QUEUE_CONCURRENCY: '0' } });
});
afterAll(stopTestServers);

describe('test mode answers as a contact would be answered', () => {
  it('stays silent before setup, switch and training, saying why, and answers once Meg is ready', async () => {
    const ada = await person('Ada');
    const bob = await person('Bob');
    const eve = await person('Eve');
    await subscribe(ada);
    const meg = await assistantOf(ada);
    const contactPairing = await connect(ada, bob);
    const testPairing = await startTestMode(ada);
    const ask = async (question: string) => {
      await chat(bob, { pairingId: contactPairing }, question);
      await chat(ada, { pairingId: testPairing }, question);
      await drain();
    };

    // Subscribed only: a contact gets nothing, and test mode shows that silence with every reason.
    await ask('Do you have a price list?');
    expect(await megReplies(bob, contactPairing)).toHaveLength(0);
    expect(await megReplies(ada, testPairing)).toHaveLength(0);
    const [first, ...more] = await silenceNotes(ada, testPairing);
    expect(more).toHaveLength(0);
    expect(first?.createdBy.userId).toBe(meg.assistantId);
    expect(metaOf(first, ASSISTANT_META.silence).reasons).toEqual(['switchedOff', 'setupIncomplete', 'notTrained']);
    expect(first?.content).toContain(assistantCopy.silence.reasons.notTrained);
    // The note is the owner's alone: a stranger cannot read the test relationship.
    expect((await eve.get(`/api/pairing/posts?pairingId=${testPairing}`)).status).toBe(403);

    // Set up and switched on, never trained: still silent, and the one reason left is the training.
    await ada.patch('/api/assistant/user/setup', { userId: id(ada), ...SETUP });
    const on = await ada.patch('/api/assistant/enable', {
      assistantId: meg.assistantId,
      modifiedBy: id(ada),
      enabled: true,
    });
    expect(on.body.data).toBe(true);
    await ask('Do you ship abroad?');
    expect(await megReplies(bob, contactPairing)).toHaveLength(0);
    const [latest] = await silenceNotes(ada, testPairing);
    expect(metaOf(latest, ASSISTANT_META.silence).reasons).toEqual(['notTrained']);
    expect(await megReplies(ada, testPairing)).toHaveLength(0);

    // Trained: test mode answers at once (the owner is there testing; a contact once the owner is away).
    await ada.patch('/api/assistant/train', {
      assistantId: meg.assistantId,
      modifiedBy: id(ada),
      purpose: 'I run a small software company.',
    });
    await chat(ada, { pairingId: testPairing }, 'Do you ship abroad?');
    await drain();
    const [reply, ...others] = await megReplies(ada, testPairing);
    expect(others).toHaveLength(0);
    expect(reply?.content).toMatch(/Taylor/);
    expect(await silenceNotes(ada, testPairing)).toHaveLength(2);
  });

  it('stays silent in a relationship switched off for Meg, once per message', async () => {
    const ada = await person('Ada');
    await subscribe(ada);
    const meg = await assistantOf(ada);
    await ada.patch('/api/assistant/user/setup', { userId: id(ada), ...SETUP });
    await ada.patch('/api/assistant/train', { assistantId: meg.assistantId, modifiedBy: id(ada), purpose: 'Sales.' });
    await ada.patch('/api/assistant/enable', { assistantId: meg.assistantId, modifiedBy: id(ada), enabled: true });
    const testPairing = await startTestMode(ada);
    const off = await ada.patch('/api/assistant/user/pairing/settings', {
      assistantId: meg.assistantId,
      userId: id(ada),
      pairingId: testPairing,
      enabled: false,
    });
    expect(off.status).toBe(200);
    await chat(ada, { pairingId: testPairing }, 'Are you there?');
    await drain();
    expect(await megReplies(ada, testPairing)).toHaveLength(0);
    const [note] = await silenceNotes(ada, testPairing);
    expect(metaOf(note, ASSISTANT_META.silence).reasons).toEqual(['offHere']);
    // A retried job does not write the note twice.
    await drain();
    expect(await silenceNotes(ada, testPairing)).toHaveLength(1);
  });
});

describe("Meg's guidance posts (spec 3 §4.4)", () => {
  it('follow the owner from setup to ready, one current post in the assistant relationship', async () => {
    const ada = await person('Ada');
    const eve = await person('Eve');
    const meg = await assistantOf(ada);
    expect(await guidanceStates(ada, meg.pairingId)).toEqual([]);

    await subscribe(ada);
    expect(await guidanceStates(ada, meg.pairingId)).toEqual(['inactive_setup']);
    await ada.patch('/api/assistant/user/setup', { userId: id(ada), ...SETUP });
    expect(await guidanceStates(ada, meg.pairingId)).toEqual(['inactive_train']);
    await ada.patch('/api/assistant/enable', { assistantId: meg.assistantId, modifiedBy: id(ada), enabled: true });
    // Finished setup, never trained: Meg says it is on but silent, and why.
    expect(await guidanceStates(ada, meg.pairingId)).toEqual(['active_train']);
    const [post] = (await posts(ada, meg.pairingId)).filter((p) => metaOf(p, ASSISTANT_META.state));
    expect(post?.createdBy.userId).toBe(meg.assistantId);
    expect(post?.content).toContain(assistantCopy.guidance.states.active_train.title);
    await ada.patch('/api/assistant/train', { assistantId: meg.assistantId, modifiedBy: id(ada), purpose: 'Sales.' });
    expect(await guidanceStates(ada, meg.pairingId)).toEqual(['active_ready']);
    await ada.patch('/api/assistant/enable', { assistantId: meg.assistantId, modifiedBy: id(ada), enabled: false });
    expect(await guidanceStates(ada, meg.pairingId)).toEqual(['ready']);
    // A change that leaves the state as it was posts nothing new.
    await ada.patch('/api/assistant/user/setup', { userId: id(ada), tone: ['Casual'] });
    expect(await guidanceStates(ada, meg.pairingId)).toEqual(['ready']);
    expect((await eve.get(`/api/pairing/posts?pairingId=${meg.pairingId}`)).status).toBe(403);
  });
});
