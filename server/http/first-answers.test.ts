import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sessionCookie, signUp, type TestClient } from '../testing/api-client';
import { startTestServer, stopTestServers, type TestServer } from '../testing/test-server';

/** A built web app's index.html, as Vite writes it (the test needs no build). */
const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="description" content="Rapport: a workspace for business relationships." />
    <title>Rapport</title>
    <script type="module" crossorigin src="/assets/index-Cvk1CMoJ.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-BZrxosCH.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;
const webDirectory = mkdtempSync(join(tmpdir(), 'rapport-web-'));
const previous = process.env.RAPPORT_WEB_DIR;
let server: TestServer;
let viewer: TestClient;
let cookie: string;

beforeAll(async () => {
  mkdirSync(join(webDirectory, 'assets'));
  writeFileSync(join(webDirectory, 'index.html'), INDEX);
  process.env.RAPPORT_WEB_DIR = webDirectory;
  server = await startTestServer();
  viewer = await signUp(server.url);
  cookie = sessionCookie(viewer);
});
afterAll(async () => {
  await stopTestServers();
  if (previous === undefined) delete process.env.RAPPORT_WEB_DIR;
  else process.env.RAPPORT_WEB_DIR = previous;
  rmSync(webDirectory, { recursive: true, force: true });
});

/** The answers a page carries (first-answers.ts), by URL; none when it carries no block. */
function answersOf(html: string): Record<string, unknown> {
  const block = /<script type="application\/json" id="first-answers">([^<]*)<\/script>/.exec(html);
  return block ? (JSON.parse(block[1] ?? '{}') as Record<string, unknown>) : {};
}

const page = async (path: string, headers: Record<string, string> = { cookie }) =>
  (await fetch(`${server.url}${path}`, { headers })).text();

async function groupWithPost(content: string): Promise<{ groupId: string; postId: string }> {
  const created = await viewer.post('/api/group', {
    name: `Team ${randomUUID().slice(0, 8)}`,
    createdBy: viewer.user!.id,
    members: [],
  });
  const groupId = (created.body.data as { groupId: string }).groupId;
  const postId = randomUUID();
  const posted = await viewer.post('/api/post', {
    createdBy: viewer.user!.id,
    postId,
    content,
    groupsToShareWith: [groupId],
  });
  expect(posted.status).toBe(200);
  return { groupId, postId };
}

it("carries the answers to a signed-in timeline's first calls, as the API gives them, in the viewer's own compressed copy", async () => {
  const me = viewer.user!.id;
  const { groupId, postId } = await groupWithPost('Agenda for Thursday');
  const res = await fetch(`${server.url}/group/${groupId}`, { headers: { cookie, 'accept-encoding': 'br' } });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-encoding')).toBe('br');
  expect(res.headers.get('cache-control')).toBe('private, no-cache');
  expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
  const html = await res.text(); // fetch decodes Brotli
  // No inline script runs: the answers are a JSON data block, and the page names no fetch preloads.
  expect(html.replace(/<script type="application\/json" id="first-answers">[^<]*<\/script>/, '')).not.toMatch(
    /<script(?![^>]*\ssrc=)/,
  );
  expect(html).not.toContain('as="fetch"');
  const answers = answersOf(html);
  const calls = [
    '/api/auth/get-session',
    `/api/user/id?userId=${me}`,
    `/api/pairing/user/unread?userId=${me}&limit=-1`,
    `/api/group/user/unread?userId=${me}&limit=-1`,
    `/api/group/id?groupId=${groupId}`,
    `/api/group/posts?groupId=${groupId}&skip=0&limit=15`,
    `/api/group/lastViewed?groupId=${groupId}&userId=${me}`,
  ];
  expect(Object.keys(answers)).toEqual(calls);
  // Each is what the page would have been answered (the session's times and a page's asOf aside, which move).
  const still = (data: unknown) => ({ ...(data as object), asOf: undefined });
  for (const url of calls.slice(1)) {
    const asked = await viewer.get(url);
    expect([url, still(answers[url])]).toEqual([url, still(asked.body.data)]);
  }
  expect((answers['/api/auth/get-session'] as { user: { id: string } }).user.id).toBe(me);
  const posts = answers[`/api/group/posts?groupId=${groupId}&skip=0&limit=15`] as { results: { postId: string }[] };
  expect(posts.results.map((post) => post.postId)).toContain(postId);
  const home = answersOf(await page('/'));
  expect(Object.keys(home).at(-1)).toBe(`/api/user/posts?userId=${me}&skip=0&limit=15`);
});

it("answers the session itself, as better-auth would, field for field, without the session's token", async () => {
  const html = await page('/');
  const answered = answersOf(html)['/api/auth/get-session'] as { session: Record<string, unknown> };
  const asked = (await (await fetch(`${server.url}/api/auth/get-session`, { headers: { cookie } })).json()) as {
    session: { token: string } & Record<string, unknown>;
    user: Record<string, unknown>;
  };
  expect(answered).toEqual({ ...asked, session: { ...asked.session, token: undefined } });
  expect(Object.keys(answered.session)).not.toContain('token');
  expect(html).not.toContain(asked.session.token);
});

it('leaves out what the API refused: the page asks for it itself, and sees the refusal', async () => {
  const me = viewer.user!.id;
  // Not a member of g-1, and u-2 is nobody: those calls answer 4xx and are not carried.
  expect(Object.keys(answersOf(await page('/group/g-1')))).toEqual([
    '/api/auth/get-session',
    `/api/user/id?userId=${me}`,
    `/api/pairing/user/unread?userId=${me}&limit=-1`,
    `/api/group/user/unread?userId=${me}&limit=-1`,
  ]);
  const other = Object.keys(answersOf(await page('/relationships/u-2')));
  expect(other).not.toContain('/api/user/id?userId=u-2');
});

it("carries the shell's calls on the jobs screens, and a job's page its job", async () => {
  const me = viewer.user!.id;
  const shell = [
    '/api/auth/get-session',
    `/api/user/id?userId=${me}`,
    `/api/pairing/user/unread?userId=${me}&limit=-1`,
    `/api/group/user/unread?userId=${me}&limit=-1`,
  ];
  expect(Object.keys(answersOf(await page('/jobs/view')))).toEqual(shell);
  const created = await viewer.post('/api/jobs', {
    createdBy: me,
    title: 'Staff engineer',
    description: 'Build the product.',
    companyName: 'Acme',
    location: { city: 'Austin', state: 'TX', country: 'us' },
    salary: { min: 90000, max: 120000, currency: 'usd', rate: 'Yearly' },
    jobType: 'Full-time',
    workType: 'Hybrid',
  });
  expect(created.status).toBe(200);
  const jobId = (created.body.data as { jobId: string }).jobId;
  const answers = answersOf(await page(`/jobs/${jobId}`));
  expect(Object.keys(answers)).toEqual([...shell, `/api/jobs/${jobId}`]);
  expect(answers[`/api/jobs/${jobId}`]).toEqual((await viewer.get(`/api/jobs/${jobId}`)).body.data);
  // Someone else's unpublished job, or none: the API refuses, so nothing is carried for it.
  expect(Object.keys(answersOf(await page('/jobs/no-such-job')))).toEqual(shell);
});

it('escapes the answers: a post that closes the element stays text inside it', async () => {
  const content = '</script><script>alert(1)</script><!-- \u2028';
  const { groupId } = await groupWithPost(content);
  const html = await page(`/group/${groupId}`);
  expect(html).not.toContain('<script>alert(1)');
  const posts = answersOf(html)[`/api/group/posts?groupId=${groupId}&skip=0&limit=15`] as {
    results: { content: string }[];
  };
  expect(posts.results.map((post) => post.content)).toContain(content);
});

it("carries a connected relationship's first posts, by the pairing the server looked up", async () => {
  const other = await signUp(server.url);
  const path = `/relationships/${other.user!.id}`;
  const postsOf = async () =>
    Object.keys(answersOf(await page(path))).filter((url) => url.startsWith('/api/pairing/posts'));
  const connect = (from: TestClient, to: TestClient) =>
    from.post('/api/user/connect', { userId: from.user!.id, connectWithUserId: to.user!.id, source: 'search' });
  // Requested is not connected: the page shows no timeline, so nothing is fetched for one.
  const asked = await connect(viewer, other);
  expect(await postsOf()).toEqual([]);
  await connect(other, viewer);
  const { pairingId } = asked.body.data as { pairingId: string };
  expect(await postsOf()).toEqual([`/api/pairing/posts?pairingId=${pairingId}&skip=0&limit=15`]);
  // The other side's page carries the same pairing; a stranger's carries none of it.
  const stranger = await signUp(server.url);
  const strangerPage = await page(`/relationships/${other.user!.id}`, { cookie: sessionCookie(stranger) });
  expect(Object.keys(answersOf(strangerPage)).filter((url) => url.includes(pairingId))).toEqual([]);
  expect(strangerPage).not.toContain(pairingId);
});

it('carries none for a stranger, a signed-out visitor, or a page outside the signed-in shell', async () => {
  for (const [path, headers] of [
    ['/group/g-1', {}],
    ['/group/g-1', { cookie: 'rapport.session_token=forged.value' }],
    ['/login', { cookie }],
    ['/group/a%22%3E%3Cscript%3E', { cookie }],
  ] as const) {
    const res = await fetch(`${server.url}${path}`, { headers });
    const html = await res.text();
    expect([path, res.status, answersOf(html)]).toEqual([path, 200, {}]);
    // A signed-in viewer's copy is private even without answers; anyone else's may be shared.
    expect(res.headers.get('cache-control')).toBe(
      'cookie' in headers && headers.cookie === cookie ? 'private, no-cache' : 'no-cache',
    );
  }
});

it('renews a session due for its refresh on the page response, as an API call would', async () => {
  const other = await signUp(server.url);
  const otherCookie = sessionCookie(other);
  const token = decodeURIComponent(otherCookie.split('=')[1] ?? '').split('.')[0] ?? '';
  const soon = new Date(Date.now() + 60 * 60 * 1000).toISOString();
  await server.services.db.updateTable('session').set({ expiresAt: soon }).where('token', '=', token).execute();
  const res = await fetch(`${server.url}/`, { headers: { cookie: otherCookie } });
  expect(Object.keys(answersOf(await res.text()))).toContain('/api/auth/get-session');
  const renewed = res.headers.getSetCookie().filter((c) => c.includes('session_token='));
  expect(renewed).toHaveLength(1);
  expect(renewed[0]).toContain(encodeURIComponent(token).slice(0, 16));
  const row = await server.services.db
    .selectFrom('session')
    .select('expiresAt')
    .where('token', '=', token)
    .executeTakeFirstOrThrow();
  expect(new Date(row.expiresAt).getTime()).toBeGreaterThan(Date.now() + 24 * 60 * 60 * 1000);
});
