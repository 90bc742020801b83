import type { CompiledQuery } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { signUp } from '../../testing/api-client';
import { startTestServer, stopTestServers, type TestServer } from '../../testing/test-server';
import { connect, createGroup, createPost } from './testing';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterEach(() => vi.restoreAllMocks());
afterAll(stopTestServers);

/** The SQL statements the server runs for a request while `run` awaits (a spy on Kysely's executor). */
async function countQueries(run: () => Promise<unknown>): Promise<string[]> {
  let proto = Object.getPrototypeOf(server.services.db.getExecutor());
  while (proto && !Object.hasOwn(proto, 'executeQuery')) proto = Object.getPrototypeOf(proto);
  const seen: string[] = [];
  const original = proto.executeQuery;
  vi.spyOn(proto, 'executeQuery').mockImplementation(function (this: unknown, query: unknown, ...rest: unknown[]) {
    const sql = (query as CompiledQuery).sql;
    // The queue's poller runs on its own clock; its queries are not the request's.
    if (!/\b(from|update|into)\s+"job"/i.test(sql)) seen.push(sql);
    return original.call(this, query, ...rest);
  });
  await run();
  vi.restoreAllMocks();
  return seen;
}

describe('timeline query count', () => {
  it('costs the same number of queries for a page of 15 posts as for a page of 3', async () => {
    const [ada, bob] = await Promise.all([signUp(server.url), signUp(server.url)]);
    // Bob is Ada's relationship, so each group's timeline starts with its "created" post alone
    // (a stranger would add a "members added" post by accepting the invitation).
    await connect(ada, bob);
    const original = await createPost(bob, { content: 'Original' });
    const big = await createGroup(ada, [bob]);
    const small = await createGroup(ada, [bob]);
    const rich = (groupId: string, i: number) => ({
      groupsToShareWith: [groupId],
      content: `#${i}`,
      referencePostId: i % 2 ? original : undefined,
      attachments: [{ filename: `f${i}.png`, filepath: 'none', type: 'image/png' }],
      postMeta: [{ name: 'fileMeta', value: '{"postType":"image"}' }],
    });
    for (let i = 0; i < 16; i++) await createPost(i % 3 ? ada : bob, rich(big, i));
    for (let i = 0; i < 2; i++) await createPost(i % 2 ? ada : bob, rich(small, i));

    let bigPage: { results: unknown[] } = { results: [] };
    let smallPage: { results: unknown[] } = { results: [] };
    const bigQueries = await countQueries(async () => {
      bigPage = (await ada.get(`/api/group/posts?groupId=${big}`)).body.data;
    });
    const smallQueries = await countQueries(async () => {
      smallPage = (await ada.get(`/api/group/posts?groupId=${small}`)).body.data;
    });
    expect(bigPage.results).toHaveLength(15);
    expect(smallPage.results).toHaveLength(3);
    // The small page holds the group's "created" post: one query more for the members such
    // posts name, however many such posts a page holds.
    expect(smallQueries.length).toBe(bigQueries.length + 1);
    // Group with membership, the channel's seq (first-page-cache.ts: a page with reshares is
    // read for its viewer), pins, count, page, originals, authors, attachments, meta, likes,
    // comment counts; the session comes from the session cache after the first request.
    expect(bigQueries.length).toBeLessThanOrEqual(11);

    // Pinned posts cost one query more, however many there are.
    const pinnedIds = bigPage.results.slice(3, 6).map((p) => (p as { postId: string }).postId);
    for (const postId of pinnedIds) await ada.post('/api/post/pin', { postId, targetId: big, targetKind: 'Group' });
    const pinnedQueries = await countQueries(async () => {
      const page = (await ada.get(`/api/group/posts?groupId=${big}`)).body.data;
      expect(
        page.results
          .slice(0, 3)
          .map((p: { postId: string }) => p.postId)
          .sort(),
      ).toEqual([...pinnedIds].sort());
    });
    expect(pinnedQueries.length).toBe(bigQueries.length + 1);

    const homeQueries = await countQueries(() => ada.get('/api/user/posts'));
    let few: { results: unknown[]; count: number; countIsExact: boolean } = {
      results: [],
      count: 0,
      countIsExact: true,
    };
    const fewQueries = await countQueries(async () => {
      few = (await ada.get('/api/user/posts?limit=3')).body.data;
    });
    // More follow: the count says so (one past the page) without counting them all.
    expect(few).toMatchObject({ count: 4, countIsExact: false });
    expect(few.results).toHaveLength(3);
    expect(homeQueries.length).toBe(fewQueries.length);
    // The public switch, the page (one post past it tells whether more follow: no count), the
    // originals, authors, attachments, meta, likes and comment counts.
    expect(homeQueries.length).toBeLessThanOrEqual(8);
    expect(homeQueries.some((q) => /^select count\(\*\)/i.test(q))).toBe(false);
  });
});

describe('a first page from the cache', () => {
  it('costs the membership, the channel’s seq and the viewer’s likes', async () => {
    const [ada, bob] = await Promise.all([signUp(server.url), signUp(server.url)]);
    await connect(ada, bob);
    const groupId = await createGroup(ada, [bob]);
    for (let i = 0; i < 15; i++) {
      const postId = await createPost(i % 2 ? ada : bob, { groupsToShareWith: [groupId], content: `#${i}` });
      if (i % 3 === 0) await ada.post('/api/reaction/post/like', { userId: ada.user?.id, postId });
    }
    const first = (await bob.get(`/api/group/posts?groupId=${groupId}`)).body.data;
    let again: { results: { isLikedByRequestedUser: boolean }[] } = { results: [] };
    const queries = await countQueries(async () => {
      again = (await ada.get(`/api/group/posts?groupId=${groupId}`)).body.data;
    });
    expect(again.results).toHaveLength(15);
    expect(again.results.filter((p) => p.isLikedByRequestedUser)).toHaveLength(5);
    expect(first.results.filter((p: { isLikedByRequestedUser: boolean }) => p.isLikedByRequestedUser)).toHaveLength(0);
    expect(queries).toEqual([
      expect.stringMatching(/from "groups"/),
      expect.stringMatching(/from "realtime_channel"/),
      expect.stringMatching(/from "reaction_like"/),
    ]);
  });
});

describe('chat message query count', () => {
  it('writes a message to an ordinary group without asking the jobs and Meg rules or reading it back', async () => {
    const [ada, bob] = await Promise.all([signUp(server.url), signUp(server.url)]);
    const groupId = await createGroup(ada, [bob]);
    const send = () =>
      ada.post('/api/post', {
        createdBy: ada.user?.id,
        content: 'Are we still on?',
        type: 'chat',
        groupsToShareWith: [groupId],
      });
    await send();
    let answer: { status: number; body: { data: { content: string } } } | undefined;
    const queries = await countQueries(async () => {
      answer = await send();
    });
    expect(answer?.status).toBe(200);
    expect(answer?.body.data.content).toBe('Are we still on?');
    // Ada's membership, application (none here) and card are known from her first message
    // (chat-facts.ts): one statement checks them in the write's transaction, nothing is read
    // before. No jobs UPDATE, no Meg join; the answer is built from what was written: the post
    // and its parts are not read back.
    // (Counted by table: the server's own timers may run a query of theirs meanwhile.)
    const on = (table: string) => queries.filter((q) => q.includes(`"${table}"`));
    expect(on('job_applicant')).toHaveLength(1);
    expect(on('job_applicant')[0]).toMatch(
      /^select .*exists \(select 1 from "group_member" gm left join "job_applicant"/,
    );
    expect(on('assistant')).toHaveLength(0);
    expect(on('post')).toEqual([expect.stringMatching(/^insert into "post"/)]);
    for (const part of ['post_attachment', 'post_meta', 'reaction_like']) expect(on(part)).toHaveLength(0);
    expect(on('user')).toHaveLength(1);
  });
});
