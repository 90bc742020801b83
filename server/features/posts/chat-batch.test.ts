import { postEvents, zCreatePostBody } from '@shared/api/posts';
import { ASSISTANT_META } from '@shared/assistant';
import { messages } from '@shared/messages';
import { channel } from '@shared/realtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '../../http/app-env';
import { signUp, type TestClient } from '../../testing/api-client';
import { startTestServer, stopTestServers, type TestServer } from '../../testing/test-server';
import { readyAssistant } from '../assistant/testing';
import { chatBatchStats, chatFactsOf } from './chat-batch';
import { postService } from './service';
import { connect, createGroup } from './testing';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(stopTestServers);

const actorOf = (client: TestClient): SessionUser => {
  const user = client.user as NonNullable<TestClient['user']>;
  return { ...user, name: `${user.firstName} ${user.lastName}`, userType: 'user', status: 'active' };
};

/** A chat message as the route hands it to the service (the body parsed, defaults filled). */
const chat = (author: TestClient, to: { groupId?: string; userId?: string }, content: string, postId?: string) =>
  zCreatePostBody.parse({
    createdBy: author.user?.id,
    content,
    type: 'chat',
    ...(to.groupId ? { groupsToShareWith: [to.groupId] } : { usersToShareWith: [to.userId] }),
    ...(postId ? { postId } : {}),
  });

/** Messages sent in the same turn of the event loop: one batch. Each answer, or its error's status and message. */
async function sendTogether(sends: { author: TestClient; body: ReturnType<typeof chat>; key?: string }[]) {
  const service = postService(server.services);
  const before = chatBatchStats(server.services) ?? { batches: 0, items: 0, largest: 0 };
  const settled = await Promise.allSettled(sends.map((s) => service.create(actorOf(s.author), s.body, s.key)));
  const after = chatBatchStats(server.services);
  return {
    answers: settled.map((r) =>
      r.status === 'fulfilled'
        ? { ok: r.value }
        : { status: (r.reason as { status?: number }).status, message: (r.reason as Error).message },
    ),
    batches: (after?.batches ?? 0) - before.batches,
  };
}

async function history(reader: TestClient, name: string) {
  const res = await reader.get(`/api/channels/${encodeURIComponent(name)}/history`);
  expect(res.status).toBe(200);
  return res.body.data.results as { seq: number; event: string; data: { postId: string } }[];
}

describe('chat messages written together', () => {
  it('writes a burst of group messages in one batch, each answered as itself, in order, with one event each', async () => {
    const [ada, bob] = await Promise.all([signUp(server.url), signUp(server.url)]);
    const groupId = await createGroup(ada, [bob]);
    const sends = Array.from({ length: 12 }, (_, i) => ({
      author: i % 2 ? bob : ada,
      body: chat(i % 2 ? bob : ada, { groupId }, `Message ${i}`),
    }));
    const { answers, batches } = await sendTogether(sends);
    expect(batches).toBe(1);
    expect(answers.map((a) => ('ok' in a ? a.ok?.content : a))).toEqual(sends.map((s) => s.body.content));
    expect(answers.map((a) => ('ok' in a ? a.ok?.createdBy.userId : null))).toEqual(
      sends.map((s) => s.author.user?.id),
    );

    const page = await bob.get(`/api/group/posts?groupId=${groupId}&limit=20`);
    const chats = page.body.data.results.filter((p: { type: string }) => p.type === 'chat');
    expect(chats.map((p: { content: string }) => p.content).sort()).toEqual(sends.map((s) => s.body.content).sort());

    // One post.created each, on consecutive seqs, in the order they were sent.
    const created = (await history(bob, channel.group(groupId))).filter((e) => e.event === postEvents.created);
    const last = created.slice(-12);
    expect(last.map((e) => e.data.postId)).toEqual(answers.map((a) => ('ok' in a ? a.ok?.postId : null)));
    expect(last.map((e) => e.seq - (last[0]?.seq ?? 0))).toEqual(sends.map((_, i) => i));
  });

  it('refuses a stranger in the same batch as members, who are written', async () => {
    const [ada, bob, eve] = await Promise.all([signUp(server.url), signUp(server.url), signUp(server.url)]);
    const groupId = await createGroup(ada, [bob]);
    const { answers, batches } = await sendTogether([
      { author: ada, body: chat(ada, { groupId }, 'Before') },
      { author: eve, body: chat(eve, { groupId }, 'Let me in') },
      { author: bob, body: chat(bob, { groupId }, 'After') },
    ]);
    expect(batches).toBe(1);
    expect(answers[1]).toEqual({ status: 403, message: messages.posts.badAudience });
    expect(answers.filter((a) => 'ok' in a)).toHaveLength(2);
    const page = await ada.get(`/api/group/posts?groupId=${groupId}`);
    const contents = page.body.data.results.map((p: { content: string }) => p.content);
    expect(contents).toEqual(expect.arrayContaining(['Before', 'After']));
    expect(contents).not.toContain('Let me in');
  });

  it('writes relationship messages together, refuses someone not connected, and queues the chat notice of each', async () => {
    const [ada, bob, cy, eve] = await Promise.all([
      signUp(server.url),
      signUp(server.url),
      signUp(server.url),
      signUp(server.url),
    ]);
    const adaBob = await connect(ada, bob);
    const adaCy = await connect(ada, cy);
    const { answers, batches } = await sendTogether([
      { author: ada, body: chat(ada, { userId: bob.user?.id }, 'To Bob') },
      { author: cy, body: chat(cy, { userId: adaCy }, 'To Ada, by our pairing') },
      { author: eve, body: chat(eve, { userId: ada.user?.id }, 'From a stranger') },
      { author: bob, body: chat(bob, { userId: ada.user?.id }, 'Back to Ada') },
    ]);
    expect(batches).toBe(1);
    expect(answers[2]).toEqual({ status: 403, message: messages.posts.badAudience });
    const written = answers.filter(
      (a): a is { ok: Awaited<ReturnType<ReturnType<typeof postService>['create']>> } => 'ok' in a,
    );
    expect(written.map((a) => [a.ok.content, a.ok.pairingId])).toEqual([
      ['To Bob', adaBob],
      ['To Ada, by our pairing', adaCy],
      ['Back to Ada', adaBob],
    ]);
    const thread = await bob.get(`/api/pairing/posts?pairingId=${adaBob}`);
    const messagesOf = (results: { type: string; content: string }[]) =>
      results.filter((p) => p.type === 'chat').map((p) => p.content);
    expect(messagesOf(thread.body.data.results).sort()).toEqual(['Back to Ada', 'To Bob']);
    // Each message's push and delayed e-mail are queued with it (features/notifications).
    const jobs = await server.services.db
      .selectFrom('job')
      .select('payload')
      .where('name', '=', 'notifications.chat')
      .execute();
    const queued = jobs.map((j) => (JSON.parse(j.payload) as { postId: string }).postId);
    for (const { ok } of written) expect(queued).toContain(ok.postId);
  });

  it("queues Meg's reply to each contact's message of a batch, and none to the owner's own", async () => {
    const [owner, ann, ben] = await Promise.all([signUp(server.url), signUp(server.url), signUp(server.url)]);
    await readyAssistant(owner);
    await Promise.all([connect(owner, ann), connect(owner, ben)]);
    const { answers, batches } = await sendTogether([
      { author: ann, body: chat(ann, { userId: owner.user?.id }, 'Are you free on Monday?') },
      { author: owner, body: chat(owner, { userId: ben.user?.id }, 'Sending the deck now') },
      { author: ben, body: chat(ben, { userId: owner.user?.id }, 'Got it, thanks') },
    ]);
    expect(batches).toBe(1);
    const ids = answers.map((a) => ('ok' in a ? a.ok?.postId : undefined));
    const jobs = await server.services.db
      .selectFrom('job')
      .select('payload')
      .where('name', '=', 'assistant.reply')
      .execute();
    const replied = jobs.map((j) => JSON.parse(j.payload) as { postId: string; ownerId: string });
    expect(replied.filter((j) => ids.includes(j.postId))).toEqual([
      { postId: ids[0], ownerId: owner.user?.id },
      { postId: ids[2], ownerId: owner.user?.id },
    ]);
  });

  it('writes the meta the web app sends with each message, and refuses Meg’s mark from a client', async () => {
    const [ada, bob] = await Promise.all([signUp(server.url), signUp(server.url)]);
    const groupId = await createGroup(ada, [bob]);
    const withMeta = (author: TestClient, content: string, name = 'visibilityType') => ({
      ...chat(author, { groupId }, content),
      postMeta: [{ name, value: JSON.stringify({ type: 'COLLABORATION_GROUP' }) }],
    });
    const { answers, batches } = await sendTogether([
      { author: ada, body: withMeta(ada, 'From the web app') },
      { author: bob, body: withMeta(bob, 'Pretending to be Meg', ASSISTANT_META.response) },
      { author: bob, body: withMeta(bob, 'Also from the web app') },
    ]);
    expect(batches).toBe(1);
    expect(answers[1]).toEqual({ status: 400, message: messages.posts.assistantMetaReserved });
    for (const i of [0, 2]) {
      const answer = answers[i] as { ok: { postId: string; postMeta: { name: string }[] } };
      expect(answer.ok.postMeta.map((m) => m.name)).toEqual(['visibilityType']);
      const read = await bob.get(`/api/post/id?postId=${answer.ok.postId}`);
      expect(
        read.body.data.postMeta.map((m: { name: string; value: string }) => [m.name, JSON.parse(m.value)]),
      ).toEqual([['visibilityType', { type: 'COLLABORATION_GROUP' }]]);
    }
  });

  it('answers a taken id with 409 and a repeated key with the first post, beside messages it writes', async () => {
    const [ada, bob] = await Promise.all([signUp(server.url), signUp(server.url)]);
    const groupId = await createGroup(ada, [bob]);
    const first = await postService(server.services).create(actorOf(ada), chat(ada, { groupId }, 'Sent once'), 'key-1');
    const { answers, batches } = await sendTogether([
      { author: ada, body: chat(ada, { groupId }, 'Sent once'), key: 'key-1' },
      { author: bob, body: chat(bob, { groupId }, 'Same id', first.postId) },
      { author: bob, body: chat(bob, { groupId }, 'New') },
    ]);
    expect(batches).toBe(1);
    expect(answers[0]).toEqual({ ok: expect.objectContaining({ postId: first.postId, content: 'Sent once' }) });
    expect(answers[1]).toEqual({ status: 409, message: messages.posts.idTaken });
    expect(answers[2]).toEqual({ ok: expect.objectContaining({ content: 'New' }) });
  });

  it('writes each message alone when the batch fails, so that one message’s failure is its own', async () => {
    const [ada, bob] = await Promise.all([signUp(server.url), signUp(server.url)]);
    const groupId = await createGroup(ada, [bob]);
    const postId = crypto.randomUUID();
    // The same new id twice, and the same key twice: the batch's insert fails on them.
    const { answers } = await sendTogether([
      { author: ada, body: chat(ada, { groupId }, 'Mine', postId) },
      { author: bob, body: chat(bob, { groupId }, 'Also mine', postId) },
      { author: ada, body: chat(ada, { groupId }, 'Retried'), key: 'key-2' },
      { author: ada, body: chat(ada, { groupId }, 'Retried'), key: 'key-2' },
      { author: bob, body: chat(bob, { groupId }, 'Unrelated') },
    ]);
    expect(answers[0]).toEqual({ ok: expect.objectContaining({ postId, content: 'Mine' }) });
    expect(answers[1]).toEqual({ status: 409, message: messages.posts.idTaken });
    const [third, fourth] = [answers[2], answers[3]] as { ok: { postId: string } }[];
    expect(third?.ok.postId).toBe(fourth?.ok.postId);
    expect(answers[4]).toEqual({ ok: expect.objectContaining({ content: 'Unrelated' }) });
    const page = await ada.get(`/api/group/posts?groupId=${groupId}`);
    const contents = page.body.data.results.map((p: { content: string }) => p.content);
    expect(contents.filter((c: string) => c === 'Retried')).toHaveLength(1);
    expect(contents).toEqual(expect.arrayContaining(['Mine', 'Unrelated']));
  });

  it('answers chat POSTs over HTTP as before: 200 with the message, 403 for a stranger, 400 for no target', async () => {
    const [ada, bob, eve] = await Promise.all([signUp(server.url), signUp(server.url), signUp(server.url)]);
    const groupId = await createGroup(ada, [bob]);
    const post = (client: TestClient, extra: Record<string, unknown>) =>
      client.post('/api/post', { createdBy: client.user?.id, content: 'Over HTTP', type: 'chat', ...extra });
    const [mine, stranger, nobody] = await Promise.all([
      post(ada, { groupsToShareWith: [groupId] }),
      post(eve, { groupsToShareWith: [groupId] }),
      post(ada, { usersToShareWith: [ada.user?.id] }),
    ]);
    expect(mine.status).toBe(200);
    expect(mine.body.data).toMatchObject({ content: 'Over HTTP', groupId });
    expect(stranger.status).toBe(403);
    expect(stranger.body.message).toBe(messages.posts.badAudience);
    expect(nobody.status).toBe(400);
    expect(nobody.body.message).toBe(messages.posts.chatNeedsTarget);
  });

  describe('a batch of known senders, written without reading first', () => {
    const facts = () => ({ ...chatFactsOf(server.services).stats });

    it('refuses a member removed since their last message, and writes the others of the batch', async () => {
      const [ada, bob, cy] = await Promise.all([signUp(server.url), signUp(server.url), signUp(server.url)]);
      const groupId = await createGroup(ada, [bob, cy]);
      await sendTogether([
        { author: ada, body: chat(ada, { groupId }, 'Hello') },
        { author: bob, body: chat(bob, { groupId }, 'Hi') },
      ]);
      const known = facts();
      const again = await sendTogether([
        { author: ada, body: chat(ada, { groupId }, 'Known') },
        { author: bob, body: chat(bob, { groupId }, 'Known too') },
      ]);
      expect(again.answers.every((a) => 'ok' in a)).toBe(true);
      expect(facts()).toEqual({ known: known.known + 1, changed: known.changed });

      expect((await ada.delete('/api/group/member', { groupId, userId: bob.user?.id })).status).toBe(200);
      const after = await sendTogether([
        { author: ada, body: chat(ada, { groupId }, 'Still here') },
        { author: bob, body: chat(bob, { groupId }, 'Removed') },
      ]);
      expect(facts()).toEqual({ known: known.known + 2, changed: known.changed + 1 });
      expect(after.answers[0]).toEqual({ ok: expect.objectContaining({ content: 'Still here' }) });
      expect(after.answers[1]).toEqual({ status: 403, message: messages.posts.badAudience });
      const page = await ada.get(`/api/group/posts?groupId=${groupId}&limit=20`);
      const contents = page.body.data.results.map((p: { content: string }) => p.content);
      expect(contents).toContain('Still here');
      expect(contents).not.toContain('Removed');
    });

    it('shows a name edited since the last message, and refuses a relationship that ended', async () => {
      const [ada, bob] = await Promise.all([signUp(server.url), signUp(server.url)]);
      const pairingId = await connect(ada, bob);
      const toBob = () => chat(ada, { userId: bob.user?.id }, 'To Bob');
      await sendTogether([{ author: ada, body: toBob() }]);
      expect((await ada.patch('/api/user', { userId: ada.user?.id, firstName: 'Adeline' })).status).toBe(200);
      const known = facts();
      const renamed = await sendTogether([{ author: ada, body: toBob() }]);
      // The card ada's facts held was checked, found changed, and read again.
      expect(facts()).toEqual({ known: known.known + 1, changed: known.changed + 1 });
      expect(renamed.answers[0]).toEqual({
        ok: expect.objectContaining({ createdBy: expect.objectContaining({ firstName: 'Adeline' }) }),
      });

      expect((await bob.delete(`/api/pairing/${pairingId}`)).status).toBe(200);
      const ended = await sendTogether([{ author: ada, body: toBob() }]);
      expect(facts()).toEqual({ known: known.known + 2, changed: known.changed + 2 });
      expect(ended.answers[0]).toEqual({ status: 403, message: messages.posts.badAudience });
    });

    it('answers a repeated key with the first post, and a taken id with 409, when the senders are known', async () => {
      const [ada, bob] = await Promise.all([signUp(server.url), signUp(server.url)]);
      const groupId = await createGroup(ada, [bob]);
      const first = await sendTogether([
        { author: ada, body: chat(ada, { groupId }, 'Keyed'), key: 'known-key' },
        { author: bob, body: chat(bob, { groupId }, 'Bob') },
      ]);
      const firstId = (first.answers[0] as { ok: { postId: string } }).ok.postId;
      const known = facts();
      const { answers } = await sendTogether([
        { author: ada, body: chat(ada, { groupId }, 'Keyed'), key: 'known-key' },
        { author: bob, body: chat(bob, { groupId }, 'Same id', firstId) },
        { author: bob, body: chat(bob, { groupId }, 'New') },
      ]);
      expect(facts().known).toBe(known.known + 1);
      expect(answers[0]).toEqual({ ok: expect.objectContaining({ postId: firstId, content: 'Keyed' }) });
      expect(answers[1]).toEqual({ status: 409, message: messages.posts.idTaken });
      expect(answers[2]).toEqual({ ok: expect.objectContaining({ content: 'New' }) });
    });
  });
});
