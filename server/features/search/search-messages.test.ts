import type { MessageSearchRow } from '@shared/api/content-search';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymous, signUp, type TestClient } from '../../testing/api-client';
import { startTestServer, stopTestServers, type TestServer } from '../../testing/test-server';
import { postJob } from '../jobs/testing';
import { connect, createGroup, createPost } from '../posts/testing';
import { idOf } from '../users/testing';

/**
 * GET /api/search/messages (issue 39): only what the viewer may read now, by the timelines'
 * rule; each filter; matched words as offsets; the link that opens the message.
 */
let server: TestServer;
let ada: TestClient;
let bob: TestClient;
let cy: TestClient;
let sam: TestClient;
let groupId: string;
let adaBob: string;
let cySam: string;

const search = (who: TestClient, term: string, extra: Record<string, string> = {}) =>
  who.get(`/api/search/messages?${new URLSearchParams({ userId: idOf(who), term, ...extra })}`);
const found = async (who: TestClient, term: string): Promise<MessageSearchRow[]> => {
  const res = await search(who, term);
  expect({ term, status: res.status }).toEqual({ term, status: 200 });
  return res.body.data.results;
};
const texts = async (who: TestClient, term: string) => (await found(who, term)).map((r) => r.snippet.text);
const marks = (m: { text: string; highlights: [number, number][] }) => m.highlights.map(([a, b]) => m.text.slice(a, b));

async function comment(who: TestClient, postId: string, message: string): Promise<string> {
  const res = await who.post('/api/comment', { createdBy: idOf(who), message, entityId: postId, entityName: 'Post' });
  expect(res.status).toBe(200);
  return res.body.data.commentId;
}

async function setCreatedAt(postId: string, at: string) {
  await server.services.db.updateTable('post').set({ createdAt: at }).where('id', '=', postId).execute();
}

beforeAll(async () => {
  server = await startTestServer();
  ada = await signUp(server.url, { firstName: 'Ada', lastName: 'Lovelace' });
  bob = await signUp(server.url, { firstName: 'Bob', lastName: 'Stone' });
  cy = await signUp(server.url, { firstName: 'Cy', lastName: 'Young' });
  sam = await signUp(server.url, { firstName: 'Sam', lastName: 'Stranger' });
  adaBob = await connect(ada, bob);
  cySam = await connect(cy, sam);
  await connect(ada, cy);
  groupId = await createGroup(ada, [bob, cy]);
  await server.services.db.updateTable('groups').set({ name: 'Design Team' }).where('id', '=', groupId).execute();
});
afterAll(stopTestServers);

describe('GET /api/search/messages: visibility', () => {
  it('finds a chat within the same request that sent it, highlighted, with its deep link', async () => {
    const postId = await createPost(ada, {
      type: 'chat',
      content: 'Are we still on for the Zoë budget review?',
      usersToShareWith: [adaBob],
    });
    const [hit] = await found(bob, 'budget zoe');
    expect(hit).toMatchObject({
      kind: 'chat',
      postId,
      place: { kind: 'relationship', id: adaBob, name: 'Ada Lovelace' },
      url: `/relationships/${adaBob}?threadPostId=${postId}`,
      author: { firstName: 'Ada', lastName: 'Lovelace' },
    });
    expect(marks(hit?.snippet as never)).toEqual(['Zoë', 'budget']);
  });

  it('never shows a stranger’s private chat, whoever searches for it', async () => {
    await createPost(cy, { type: 'chat', content: 'secret merger plans', usersToShareWith: [cySam] });
    expect(await texts(sam, 'merger')).toEqual(['secret merger plans']);
    for (const who of [ada, bob]) expect(await texts(who, 'merger')).toEqual([]);
  });

  it('drops a group’s posts and comments for a member who leaves it, at once', async () => {
    const postId = await createPost(ada, { content: 'Roadmap draft for launch', groupsToShareWith: [groupId] });
    const comment = await bob.post('/api/comment', {
      createdBy: idOf(bob),
      message: 'Launch checklist attached',
      entityId: postId,
      entityName: 'Post',
    });
    expect(comment.status).toBe(200);
    const before = await found(cy, 'launch');
    expect(before.map((r) => r.kind).sort()).toEqual(['comment', 'post']);
    const commentHit = before.find((r) => r.kind === 'comment');
    expect(commentHit).toMatchObject({
      place: { kind: 'group', id: groupId, name: 'Design Team' },
      url: `/group/${groupId}?threadPostId=${postId}&commentId=${comment.body.data.commentId}`,
      author: { firstName: 'Bob' },
    });
    const left = await cy.delete('/api/group/member', { userId: idOf(cy), groupId });
    expect(left.status).toBe(200);
    expect(await found(cy, 'launch')).toEqual([]);
    expect((await found(bob, 'launch')).length).toBe(2);
  });

  it('drops a deleted post and its comments at once', async () => {
    const postId = await createPost(bob, { content: 'Quarterly forecast numbers', usersToShareWith: [adaBob] });
    expect((await found(ada, 'forecast')).map((r) => r.postId)).toEqual([postId]);
    expect((await bob.delete('/api/post', { postId, deletedBy: idOf(bob) })).status).toBe(200);
    expect(await found(ada, 'forecast')).toEqual([]);
    expect(await found(bob, 'forecast')).toEqual([]);
  });

  it('finds an edited post by its new words at once, no longer by its old ones', async () => {
    const postId = await createPost(bob, { content: 'Draft itinerary for Lisbon', usersToShareWith: [adaBob] });
    expect((await found(ada, 'lisbon')).map((r) => r.postId)).toEqual([postId]);
    const edited = await bob.patch('/api/post', {
      postId,
      modifiedBy: idOf(bob),
      content: 'Final itinerary for Porto',
    });
    expect(edited.status).toBe(200);
    expect(await found(ada, 'lisbon')).toEqual([]);
    expect((await found(ada, 'porto')).map((r) => r.postId)).toEqual([postId]);
  });

  it('refuses the signed-out, another acting user and bad input, never a 500', async () => {
    expect((await anonymous(server.url).get(`/api/search/messages?userId=${idOf(ada)}&term=x`)).status).toBe(401);
    expect((await ada.get(`/api/search/messages?userId=${idOf(sam)}&term=merger`)).status).toBe(403);
    expect((await search(ada, 'x', { limit: '500' })).status).toBe(400);
    expect((await search(ada, 'x', { skip: '5000' })).status).toBe(400);
    expect((await search(ada, 'a\u0000b')).status).toBe(400);
    for (const term of ['"', '*', 'NEAR(', "'; drop table post; --", 'a:* | b', '%_', '🙂', 'from:', 'in:"']) {
      const res = await search(ada, term);
      expect({ term, status: res.status }).toEqual({ term, status: 200 });
    }
    expect(await found(ada, '   ')).toEqual([]);
  });
});

describe('GET /api/search/messages: what is indexed', () => {
  it('finds file names and the text extracted from documents, under their post', async () => {
    const postId = await createPost(ada, { content: 'See attached', usersToShareWith: [adaBob] });
    const db = server.services.db;
    await db
      .insertInto('post_attachment')
      .values({ postId, position: 0, filename: 'Q3-pipeline_review.pdf', filepath: 'x/y.pdf', type: 'application/pdf' })
      .execute();
    const [byName] = await found(bob, 'pipeline');
    expect(byName?.postId).toBe(postId);
    expect(marks(byName?.files[0] as never)).toEqual(['pipeline']);
    await db
      .insertInto('post_attachment_media')
      .values({
        postId,
        position: 0,
        filepath: 'x/y.pdf',
        status: 'processed',
        realType: 'application/pdf',
        thumbnailKey: null,
        previewKey: null,
        pageCount: 3,
        message: null,
        extractedText: 'Page one. The indemnification clause applies to both parties.',
        processedAt: new Date().toISOString(),
      })
      .execute();
    const [byText] = await found(bob, 'indemnification');
    expect(byText?.postId).toBe(postId);
    expect(marks(byText?.files[0] as never)).toEqual(['indemnification']);
    expect(await found(sam, 'indemnification')).toEqual([]);
  });

  it('finds published jobs by title and description, and drafts only for their owner', async () => {
    const jobId = await postJob(cy, { title: 'Solutions Architect', description: 'Own the **integration** roadmap' });
    const draft = await postJob(cy, { title: 'Secret Architect role', status: 'Draft' });
    const seen = await found(sam, 'architect');
    expect(seen.map((r) => r.jobId)).toEqual([jobId]);
    expect(seen[0]).toMatchObject({ kind: 'job', place: { kind: 'jobs' }, url: `/job/${jobId}` });
    expect(marks(seen[0]?.title as never)).toEqual(['Architect']);
    expect((await found(cy, 'architect')).map((r) => r.jobId).sort()).toEqual([jobId, draft].sort());
    expect((await found(cy, 'integration'))[0]?.url).toBe(`/jobs/${jobId}`);
  });
});

describe('GET /api/search/messages: filters', () => {
  let older: string;
  let newer: string;
  let linked: string;
  let filed: string;
  beforeAll(async () => {
    older = await createPost(ada, { content: 'widget plan one', usersToShareWith: [adaBob] });
    newer = await createPost(bob, { content: 'widget plan two', usersToShareWith: [adaBob] });
    linked = await createPost(bob, { content: 'widget docs at https://example.com/w', usersToShareWith: [adaBob] });
    filed = await createPost(ada, { content: 'widget sheet', usersToShareWith: [adaBob] });
    await server.services.db
      .insertInto('post_attachment')
      .values({ postId: filed, position: 0, filename: 'sheet.xlsx', filepath: 'x/s.xlsx', type: 'application/x' })
      .execute();
    await setCreatedAt(older, '2026-01-10T12:00:00.000Z');
    await setCreatedAt(newer, '2026-03-10T12:00:00.000Z');
    await setCreatedAt(linked, '2026-03-11T12:00:00.000Z');
    await setCreatedAt(filed, '2026-03-12T12:00:00.000Z');
  });
  const ids = async (term: string) => (await found(ada, term)).map((r) => r.postId);

  // Best match first (the shortest text that says the word), the newer first among equals.
  it('lists by relevance without a filter, the newer first among equals', async () => {
    expect(await ids('widget')).toEqual([filed, newer, older, linked]);
  });

  it('from: a comment by its own author, not its post’s', async () => {
    const commentId = await comment(bob, older, 'Gizmo question from Bob');
    const fromBob = await found(ada, 'gizmo from:bob');
    expect(fromBob.map((r) => r.commentId)).toEqual([commentId]);
    expect(await found(ada, 'gizmo from:ada')).toEqual([]);
  });

  it('from: by first, last or full name, with @, and "me"', async () => {
    expect(await ids('widget from:bob')).toEqual([newer, linked]);
    expect(await ids('widget from:@stone')).toEqual([newer, linked]);
    expect(await ids('widget from:"Ada Love"')).toEqual([filed, older]);
    expect(await ids('widget from:me')).toEqual([filed, older]);
    expect(await ids('widget from:nobody')).toEqual([]);
  });

  it('in: a relationship by the other’s name, a group by its name', async () => {
    expect(await ids('widget in:bob')).toEqual([filed, newer, older, linked]);
    expect(await ids('widget in:"Design Team"')).toEqual([]);
    expect((await found(bob, 'launch in:design')).length).toBe(2);
    expect(await found(bob, 'launch in:ada')).toEqual([]);
  });

  it('has:file and has:link', async () => {
    expect(await ids('widget has:file')).toEqual([filed]);
    expect(await ids('widget has:link')).toEqual([linked]);
    // Its file removed, the post has none (SQLite keeps the flag beside the index's key).
    const files = server.services.db.selectFrom('post_attachment').selectAll().where('postId', '=', filed);
    const kept = await files.execute();
    await server.services.db.deleteFrom('post_attachment').where('postId', '=', filed).execute();
    expect(await ids('widget has:file')).toEqual([]);
    await server.services.db.insertInto('post_attachment').values(kept).execute();
    expect(await ids('widget has:file')).toEqual([filed]);
  });

  it('before: and after: whole UTC days, exclusive', async () => {
    expect(await ids('widget before:2026-03-10')).toEqual([older]);
    expect(await ids('widget after:2026-03-10')).toEqual([filed, linked]);
    expect(await ids('widget after:2026-01-09 before:2026-03-11')).toEqual([newer, older]);
  });

  it('filters alone list what they select; pages and counts', async () => {
    expect((await ids('from:bob before:2026-03-12')).slice(0, 2)).toEqual([linked, newer]);
    const page = await search(ada, 'widget', { skip: '1', limit: '2' });
    expect(page.body.data.count).toBe(4);
    expect(page.body.data.results.map((r: MessageSearchRow) => r.postId)).toEqual([newer, older]);
  });
});

describe('GET /api/search/messages: order', () => {
  it('puts the best match first (bm25 / ts_rank), the newer first among equals, grouped by place in that order', async () => {
    const oldButBest = await createPost(ada, { content: 'rocket rocket launch', usersToShareWith: [adaBob] });
    const older = await createPost(bob, { content: 'rocket fuel launch', groupsToShareWith: [groupId] });
    const newest = await createPost(bob, { content: 'rocket fuel order', usersToShareWith: [adaBob] });
    await setCreatedAt(oldButBest, '2026-02-01T12:00:00.000Z');
    await setCreatedAt(older, '2026-02-02T12:00:00.000Z');
    await setCreatedAt(newest, '2026-02-03T12:00:00.000Z');
    const rows = await found(ada, 'rocket');
    expect(rows.map((r) => r.postId)).toEqual([oldButBest, newest, older]);
    // The box groups by place in the order each first appears: the relationship (its best
    // match first, then its newer equal), then the group.
    expect(rows.map((r) => r.place.kind)).toEqual(['relationship', 'relationship', 'group']);
    // Without words there is nothing to rank: newest first.
    expect((await found(ada, 'from:bob after:2026-02-01 before:2026-02-04')).map((r) => r.postId)).toEqual([
      newest,
      older,
    ]);
  });
});
