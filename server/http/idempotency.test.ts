import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@shared/messages';
import { uploadContent, makePdf } from '../features/esign/testing';
import { jobBody, postJob } from '../features/jobs/testing';
import { uploadKnowledge } from '../features/knowledge/testing';
import { connect, createGroup, createPost } from '../features/posts/testing';
import { anonymous, type ApiAnswer, signUp, type TestClient } from '../testing/api-client';
import { startTestServer, stopTestServers, type TestServer } from '../testing/test-server';
import type { Database } from '../db/schema';
import { idempotencyFaultsForTests } from './idempotency';

let server: TestServer;
let ada: TestClient;
let bob: TestClient;
let eve: TestClient;

beforeAll(async () => {
  // Jobs run when a test says so: the e-sign document is prepared by runDueOnce.
  server = await startTestServer({ env: { QUEUE_CONCURRENCY: '0' } });
  [ada, bob, eve] = await Promise.all([
    signUp(server.url, { firstName: 'Ada', lastName: 'Lovelace' }),
    signUp(server.url, { firstName: 'Bob', lastName: 'Builder' }),
    signUp(server.url, { firstName: 'Eve', lastName: 'Stranger' }),
  ]);
});
afterAll(stopTestServers);

const id = (client: TestClient) => client.user?.id as string;
const keyed = (key: string) => ({ 'idempotency-key': key });

async function rows(table: keyof Database): Promise<number> {
  const row = await server.services.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * The contract on one creating call: the answer to a repeat is the first answer, nothing more
 * is stored, and the same key with another body is a 422 in the envelope.
 */
async function expectIdempotent(
  table: keyof Database,
  send: (key: string, variant?: boolean) => Promise<ApiAnswer>,
  { anyBodyAnswersTheFirst = false } = {},
): Promise<ApiAnswer> {
  const key = randomUUID();
  const before = await rows(table);
  const first = await send(key);
  expect(first.status, JSON.stringify(first.body)).toBeLessThan(300);
  const created = await rows(table);
  expect(created).toBeGreaterThan(before);
  // The answer was lost on the way back: the client sends the same request again.
  const repeat = await send(key);
  expect(repeat.status).toBe(first.status);
  expect(repeat.body).toEqual(first.body);
  expect(await rows(table)).toBe(created);

  const reused = await send(key, true);
  if (anyBodyAnswersTheFirst) {
    expect(reused.body).toEqual(first.body);
  } else {
    expect(reused.status).toBe(422);
    expect(reused.body).toEqual({ isSuccess: false, message: messages.generic.idempotencyKeyReused });
  }
  expect(await rows(table)).toBe(created);
  return first;
}

describe('Idempotency-Key on creating POSTs', () => {
  // Posts and comments (spec README decision 6): any repeat of the key answers the first one.
  it('a post, a comment and a like', async () => {
    const groupId = await createGroup(ada, [bob]);
    const post = await expectIdempotent(
      'post',
      (key, variant) =>
        ada.post(
          '/api/post',
          {
            createdBy: id(ada),
            content: variant ? 'Other' : 'Hello',
            title: 'Post',
            type: 'Post',
            groupsToShareWith: [groupId],
          },
          keyed(key),
        ),
      { anyBodyAnswersTheFirst: true },
    );
    const postId = post.body.data.postId as string;
    await expectIdempotent(
      'comment',
      (key, variant) =>
        bob.post(
          '/api/comment',
          { createdBy: id(bob), message: variant ? 'Changed' : 'Nice', entityId: postId, entityName: 'Post' },
          keyed(key),
        ),
      { anyBodyAnswersTheFirst: true },
    );
    // A like toggles: a repeat without the key would take it back; with it, it stays liked.
    const other = await createPost(ada, { groupsToShareWith: [groupId] });
    const like = await expectIdempotent('reaction_like', (key, variant) =>
      bob.post('/api/reaction/post/like', { userId: id(bob), postId: variant ? other : postId }, keyed(key)),
    );
    expect(like.body.data).toEqual({ likes: 1, isLikedByRequestedUser: true });
    expect((await bob.get(`/api/post/id?postId=${postId}`)).body.data).toMatchObject({
      likes: 1,
      isLikedByRequestedUser: true,
    });
  });

  it('a connection request', async () => {
    const [cat, dan, fay] = await Promise.all([signUp(server.url), signUp(server.url), signUp(server.url)]);
    const asked = await expectIdempotent('pairing', (key, variant) =>
      cat.post('/api/user/connect', { userId: id(cat), connectWithUserId: id(variant ? fay : dan) }, keyed(key)),
    );
    expect(asked.body.data.pairingId).toEqual(expect.any(String));
  });

  it('a job and an application', async () => {
    const job = await expectIdempotent('job_posting', (key, variant) =>
      ada.post('/api/jobs', jobBody(ada, variant ? { title: 'Another role' } : {}), keyed(key)),
    );
    const jobId = job.body.data.jobId as string;
    const otherJob = await postJob(ada);
    const applied = await expectIdempotent('job_applicant', (key, variant) =>
      bob.post(`/api/jobs/${variant ? otherJob : jobId}/apply`, { userId: id(bob) }, keyed(key)),
    );
    expect(applied.body.data.groupId).toEqual(expect.any(String));
  });

  it('an e-sign send', { timeout: 60_000 }, async () => {
    const groupId = await createGroup(ada, [bob]);
    const uploaded = await uploadContent(server, ada, 'Agreement.pdf', await makePdf(1));
    const contentId = uploaded.body.data.contentId as string;
    await server.services.queue.runDueOnce?.();
    const setUp = await ada.request('PUT', '/api/content/esign', {
      contentId,
      userId: id(ada),
      signers: [{ userId: id(bob) }],
      fields: [{ signerNumber: 1, type: 'signature', page: 1, x: 0.1, y: 0.7, width: 0.3, height: 0.04 }],
    });
    expect(setUp.status, JSON.stringify(setUp.body)).toBe(200);
    const postId = await createPost(ada, {
      type: 'ESign',
      content: 'Please sign',
      visibility: 'COLLABORATION_GROUP',
      groupsToShareWith: [groupId],
      postMeta: [{ name: 'contentId', value: contentId }],
    });
    const eventsBefore = await rows('esign_event');
    const key = randomUUID();
    const sent = await ada.post('/api/content/esign/send', { contentId, postId }, keyed(key));
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const eventsAfter = await rows('esign_event');
    const repeat = await ada.post('/api/content/esign/send', { contentId, postId }, keyed(key));
    expect(repeat.status).toBe(200);
    expect(repeat.headers.get('idempotent-replayed')).toBe('true');
    expect(repeat.body).toEqual(sent.body);
    expect(await rows('esign_event')).toBe(eventsAfter);
    expect(eventsAfter).toBeGreaterThan(eventsBefore);
  });

  it('feedback and a knowledge file', async () => {
    await expectIdempotent('feedback', (key, variant) =>
      ada.post(
        '/api/feedback/app/user',
        { userId: id(ada), createdBy: id(ada), rating: '9', feedback: variant ? 'Meh' : 'Love it', improvements: '' },
        keyed(key),
      ),
    );
    // The train drawer registers an uploaded file; the upload itself is a presigned PUT.
    const uploaded = await uploadKnowledge(ada, 'notes.txt', 'Our pricing is simple.', 'text/plain');
    expect(uploaded.status).toBe(200);
    const filepath = uploaded.body.data.filepath;
    const again = await uploadKnowledge(ada, 'more.txt', 'More notes.', 'text/plain');
    await server.services.db
      .deleteFrom('knowledge_file')
      .where('filepath', 'in', [filepath, again.body.data.filepath])
      .execute();
    await expectIdempotent('knowledge_file', (key, variant) =>
      ada.post(
        '/api/knowledge/files',
        { userId: id(ada), filepath: variant ? again.body.data.filepath : filepath },
        keyed(key),
      ),
    );
  });
});

describe('Idempotency-Key rules', () => {
  it('keys belong to their user: a stranger with the same key creates their own, and sees nothing of the first', async () => {
    const key = randomUUID();
    const mine = await ada.post('/api/jobs', jobBody(ada), keyed(key));
    const theirs = await eve.post('/api/jobs', jobBody(eve), keyed(key));
    expect([mine.status, theirs.status]).toEqual([200, 200]);
    expect(theirs.body.data.jobId).not.toBe(mine.body.data.jobId);
    expect(theirs.headers.get('idempotent-replayed')).toBeNull();
    // Signed out, a key changes nothing: the call is refused as before.
    const signedOut = await anonymous(server.url).post('/api/jobs', jobBody(ada), keyed(key));
    expect(signedOut.status).toBe(401);
    expect(signedOut.body.isSuccess).toBe(false);
  });

  it('concurrent repeats of one key make one row and one answer', async () => {
    const key = randomUUID();
    const before = await rows('job_posting');
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => ada.post('/api/jobs', jobBody(ada, { title: 'Race' }), keyed(key))),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.body.data.jobId)).size).toBe(1);
    expect(await rows('job_posting')).toBe(before + 1);
  });

  it('a refused first request is not remembered: the corrected retry with its key runs', async () => {
    const key = randomUUID();
    const bad = await ada.post('/api/jobs', { ...jobBody(ada), title: '' }, keyed(key));
    expect(bad.status).toBe(400);
    const fixed = await ada.post('/api/jobs', jobBody(ada), keyed(key));
    expect(fixed.status).toBe(200);
    expect(fixed.headers.get('idempotent-replayed')).toBeNull();
  });

  it('an empty or over-long key is a 400 in the envelope', async () => {
    for (const key of [' ', 'k'.repeat(256)]) {
      const res = await ada.post('/api/jobs', jobBody(ada), keyed(key));
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ isSuccess: false, message: messages.generic.invalidInput });
    }
  });

  it('a job key reused on another route is a 422; a chat retry answers the post as it is now', async () => {
    const [cat, dan] = await Promise.all([signUp(server.url), signUp(server.url)]);
    const pairingId = await connect(cat, dan);
    const key = randomUUID();
    const body = {
      userId: id(cat),
      createdBy: id(cat),
      title: 'Cat Post',
      content: 'Are we on?',
      status: 'published',
      visibility: 'private',
      type: 'chat',
      postMeta: [{ name: 'visibilityType', value: JSON.stringify({ type: 'SPECIFIC_PEOPLE' }) }],
      usersToShareWith: [pairingId],
    };
    const job = await cat.post('/api/jobs', jobBody(cat), keyed(key));
    expect(job.status).toBe(200);
    const elsewhere = await cat.post(`/api/jobs/${job.body.data.jobId}/apply`, { userId: id(cat) }, keyed(key));
    expect(elsewhere.status).toBe(422);
    const sent = await cat.post('/api/post', body, keyed(key));
    expect(sent.status).toBe(200);
    const edited = await cat.patch('/api/post', {
      postId: sent.body.data.postId,
      modifiedBy: id(cat),
      content: 'Still on?',
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const retry = await cat.post('/api/post', body, keyed(key));
    expect(retry.body.data).toMatchObject({ postId: sent.body.data.postId, content: 'Still on?' });
  });
});

/**
 * The instance dies after the route's transaction committed and before the middleware stored
 * the answer (the test hook throws there: the client gets a 500, the claim's lease is held).
 * Once the lease lapses (set in the past here rather than waited for), the client's retry must
 * get the first answer, replayed, and nothing more is created. Without the answer stored in the
 * route's own transaction the retry would take the lapsed claim over and run the handler again.
 */
async function expectCrashSafe(table: keyof Database, send: (key: string) => Promise<ApiAnswer>): Promise<ApiAnswer> {
  const key = randomUUID();
  const before = await rows(table);
  idempotencyFaultsForTests.afterHandler = () => {
    throw new Error('The instance died after the commit');
  };
  const lost = await send(key).finally(() => {
    idempotencyFaultsForTests.afterHandler = undefined;
  });
  expect(lost.status).toBe(500);
  const created = await rows(table);
  expect(created).toBeGreaterThan(before);
  await server.services.db
    .updateTable('idempotent_request')
    .set({ lockedUntil: new Date(0).toISOString() })
    .where('key', '=', key)
    .execute();
  const retry = await send(key);
  expect(retry.status, JSON.stringify(retry.body)).toBeLessThan(300);
  expect(retry.headers.get('idempotent-replayed')).toBe('true');
  expect(await rows(table)).toBe(created);
  return retry;
}

describe('A crash between the commit and the stored answer', () => {
  it('a job: the retry answers the job that was created', async () => {
    const retry = await expectCrashSafe('job_posting', (key) =>
      ada.post('/api/jobs', jobBody(ada, { title: 'Crash-safe role' }), keyed(key)),
    );
    const job = await server.services.db
      .selectFrom('job_posting')
      .select('id')
      .where('title', '=', 'Crash-safe role')
      .execute();
    expect(job.map((j) => j.id)).toEqual([retry.body.data.jobId]);
  });

  it('a group and its new members', async () => {
    // A relationship of Ada's, so he is added (anyone else is only invited).
    await connect(ada, bob);
    const created = await expectCrashSafe('groups', (key) =>
      ada.post('/api/group', { name: 'Crash room', createdBy: id(ada), members: [] }, keyed(key)),
    );
    const groupId = created.body.data.groupId as string;
    expect((await ada.get(`/api/group/members?groupId=${groupId}`)).status).toBe(200);
    const added = await expectCrashSafe('group_member', (key) =>
      ada.post('/api/group/members', { groupId, userIds: [id(bob)], addedBy: id(ada) }, keyed(key)),
    );
    // A rerun would have found Bob there already and answered that nobody was added.
    expect(added.body.data).toEqual({ groupId, userIds: [id(bob)], invitedUserIds: [] });
  });

  it('a connection request and an invitation', async () => {
    const [cat, dan] = await Promise.all([signUp(server.url), signUp(server.url)]);
    const asked = await expectCrashSafe('pairing', (key) =>
      cat.post('/api/user/connect', { userId: id(cat), connectWithUserId: id(dan) }, keyed(key)),
    );
    expect(asked.body.data).toEqual({ pairingId: expect.any(String), status: expect.any(String) });
    // A rerun would refuse the address as already invited by this sender.
    const email = `${randomUUID()}@example.com`;
    const invited = await expectCrashSafe('invitation', (key) =>
      cat.post('/api/user/invite', { senderUserId: id(cat), nonRegisteredUsers: [{ email }] }, keyed(key)),
    );
    expect(invited.body).toEqual({ isSuccess: true, data: true });
  });

  it('a like stays liked (a rerun would have taken it back)', async () => {
    const groupId = await createGroup(ada, [bob]);
    const postId = await createPost(ada, { groupsToShareWith: [groupId] });
    const liked = await expectCrashSafe('reaction_like', (key) =>
      bob.post('/api/reaction/post/like', { userId: id(bob), postId }, keyed(key)),
    );
    expect(liked.body.data).toEqual({ likes: 1, isLikedByRequestedUser: true });
    expect((await bob.get(`/api/post/id?postId=${postId}`)).body.data).toMatchObject({ likes: 1 });
  });

  it('feedback and a knowledge file', async () => {
    const feedback = await expectCrashSafe('feedback', (key) =>
      ada.post(
        '/api/feedback/app/user',
        { userId: id(ada), createdBy: id(ada), rating: '8', feedback: 'Crash-safe', improvements: '' },
        keyed(key),
      ),
    );
    expect(feedback.status).toBe(201);
    const uploaded = await uploadKnowledge(ada, 'crash.txt', 'Notes.', 'text/plain');
    const filepath = uploaded.body.data.filepath as string;
    await server.services.db.deleteFrom('knowledge_file').where('filepath', '=', filepath).execute();
    // A rerun would refuse the file as already added.
    const file = await expectCrashSafe('knowledge_file', (key) =>
      ada.post('/api/knowledge/files', { userId: id(ada), filepath }, keyed(key)),
    );
    expect(file.body.data).toMatchObject({ filepath, name: 'crash.txt' });
  });
});

/** The share notifications a person has for a post, read from the table the produce job fills. */
async function shares(on: TestServer, userId: string, postId: string): Promise<number> {
  const row = await on.services.db
    .selectFrom('notification')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('userId', '=', userId)
    .where('kind', '=', 'share')
    .where('postId', '=', postId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function runJobs(on: TestServer): Promise<void> {
  for (let i = 0; i < 5; i++) if (!(await on.services.queue.runDueOnce?.())) break;
}

// A new post's reactions (features/reactions.ts) run in its transaction; notifications, media and
// Meg's reply queue durable jobs there, which run after the commit.
describe("A post's reactions after its commit", () => {
  it('a repeated key queues them once: the person it was shared with hears of it once', async () => {
    const [cat, dan] = await Promise.all([signUp(server.url), signUp(server.url)]);
    await connect(cat, dan);
    const key = randomUUID();
    const postId = await createPost(cat, { usersToShareWith: [id(dan)] }, keyed(key));
    expect(await createPost(cat, { usersToShareWith: [id(dan)] }, keyed(key))).toBe(postId);
    await runJobs(server);
    expect(await shares(server, id(dan), postId)).toBe(1);
  });

  it('a crash between the commit and the reaction loses nothing: the next instance runs it', async () => {
    const first = await startTestServer({ env: { QUEUE_CONCURRENCY: '0' } });
    const [cat, dan] = await Promise.all([signUp(first.url), signUp(first.url)]);
    await connect(cat, dan);
    const postId = await createPost(cat, { usersToShareWith: [id(dan)] });
    // The process ends with the post committed and its notification not yet made.
    expect(await shares(first, id(dan), postId)).toBe(0);
    await first.close();
    const next = await startTestServer({ sameDataAs: first, env: { QUEUE_CONCURRENCY: '0' } });
    await runJobs(next);
    expect(await shares(next, id(dan), postId)).toBe(1);
  });
});
