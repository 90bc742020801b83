import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { userUploadPrefix } from '@shared/api/files';
import { messages } from '@shared/messages';
import { anonymous, signUp, type TestClient } from '../../testing/api-client';
import { startTestServer, stopTestServers, type TestServer } from '../../testing/test-server';
import { connect, createGroup, createPost } from '../posts/testing';
import { exportNow, readZip } from './testing';

let server: TestServer;
let ada: TestClient;
let bob: TestClient;
let carol: TestClient;
let pairingId: string;
let groupId: string;

const runJobs = () => server.services.queue.runDueOnce?.() ?? Promise.resolve(0);

async function download(client: TestClient, url: string) {
  const res = await fetch(url, { headers: { authorization: `Bearer ${client.token}`, origin: server.url } });
  return { status: res.status, bytes: Buffer.from(await res.arrayBuffer()), headers: res.headers };
}

beforeAll(async () => {
  server = await startTestServer();
  [ada, bob, carol] = await Promise.all([
    signUp(server.url, { firstName: 'Ada', lastName: 'Export' }),
    signUp(server.url, { firstName: 'Bob', lastName: 'Sender' }),
    signUp(server.url, { firstName: 'Carol', lastName: 'Grouper' }),
  ]);
  pairingId = await connect(ada, bob);
  await connect(ada, carol);
  groupId = await createGroup(ada, [bob, carol]);
});
afterAll(async () => {
  vi.useRealTimers();
  await stopTestServers();
});

describe('Download my data', () => {
  it('builds one zip of what the user wrote, what was sent to them one to one, and their files', async () => {
    await createPost(ada, { content: 'My timeline <script>alert(1)</script>' });
    await createPost(ada, { type: 'chat', content: 'Ada to Bob, privately', usersToShareWith: [pairingId] });
    await createPost(bob, { type: 'chat', content: 'Bob to Ada, privately', usersToShareWith: [pairingId] });
    await createPost(carol, { content: 'Carol in the group', groupsToShareWith: [groupId] });
    const postId = randomUUID();
    const key = `${userUploadPrefix(ada.user?.id as string)}posts/${postId}/original/plan.txt`;
    await server.services.storage.put(key, Buffer.from('the original bytes'), 'text/plain');
    await createPost(ada, {
      postId,
      content: 'with a file',
      groupsToShareWith: [groupId],
      attachments: [{ filename: 'plan.txt', filepath: key, type: 'text/plain' }],
    });
    const carolsPost = await createPost(carol, { content: 'Carol asks', groupsToShareWith: [groupId] });
    const commented = await ada.post('/api/comment', {
      createdBy: ada.user?.id,
      message: 'My own comment',
      entityId: carolsPost,
      entityName: 'Post',
    });
    expect(commented.status).toBe(200);

    const ready = await exportNow(ada, runJobs);
    expect(ready).toMatchObject({ status: 'ready', progress: 100 });
    expect(ready.downloadUrl).toMatch(/\/api\/account\/export\/download\?id=.+&expires=\d+&sig=/);
    const days = (new Date(ready.expiresAt).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);

    const got = await download(ada, ready.downloadUrl);
    expect(got.status).toBe(200);
    expect(got.headers.get('content-type')).toBe('application/zip');
    expect(got.headers.get('content-disposition')).toContain('attachment');
    const zip = readZip(got.bytes);
    const text = (name: string) => zip.get(name)?.toString('utf8') ?? '';

    expect(JSON.parse(text('profile.json'))).toMatchObject({ email: ada.user?.email, firstName: 'Ada' });
    const graph = JSON.parse(text('relationships.json'));
    expect(graph.relationships.map((r: { name: string }) => r.name).sort()).toEqual(['Bob Sender', 'Carol Grouper']);
    expect(graph.groups[0]).toMatchObject({ name: 'Deal room', role: 'admin' });
    const posts = JSON.parse(text('posts.json')) as { content: string }[];
    expect(posts.map((p) => p.content)).toEqual(
      expect.arrayContaining(['My timeline <script>alert(1)</script>', 'Ada to Bob, privately', 'with a file']),
    );
    // Readable, and escaped: the page shows the text, never runs it.
    expect(text('posts.html')).toContain('My timeline &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(text('posts.html')).not.toContain('<script>');
    expect(JSON.parse(text('comments.json'))[0]).toMatchObject({ message: 'My own comment' });
    // One-to-one messages addressed to the user are theirs to take; others' group messages are not.
    const received = text('messages-received.json') + text('messages-received.html');
    expect(received).toContain('Bob to Ada, privately');
    expect(received).toContain('Bob Sender');
    expect([...zip.values()].some((b) => b.toString('utf8').includes('Carol in the group'))).toBe(false);
    expect(text(`files/posts/${postId}/0-plan.txt`)).toBe('the original bytes');
    expect(zip.has('notification-preferences.json')).toBe(true);
    expect(zip.has('meg/settings.json')).toBe(true);
    expect(zip.has('jobs.json')).toBe(true);

    // An e-mail and a notification carry the link.
    const mail = await server.services.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('to', '=', ada.user?.email as string)
      .where('tag', '=', 'data-export')
      .executeTakeFirstOrThrow();
    expect(mail.text).toContain(ready.downloadUrl);
    // The notification is queued with the export's last step: delivered by the next run of the
    // queue, the test's or the server's own worker's (which may hold the job as the test runs).
    let newest: unknown;
    for (let i = 0; i < 100; i++) {
      await runJobs();
      newest = (await ada.get('/api/notifications')).body.data.results[0];
      if ((newest as { kind?: string })?.kind === 'dataExportReady') break;
      await new Promise((done) => setTimeout(done, 50));
    }
    expect(newest).toMatchObject({
      kind: 'dataExportReady',
      title: 'Your data is ready to download',
    });
  });

  it('lets only its own user download it, signed in, with the signature intact, within 7 days', async () => {
    const ready = await exportNow(ada, runJobs);
    const url = ready.downloadUrl as string;
    expect((await fetch(url)).status).toBe(401);
    const stranger = await download(bob, url);
    expect(stranger.status).toBe(403);
    expect(JSON.parse(stranger.bytes.toString()).message).toBe(messages.accountData.exportNotYours);
    expect((await download(ada, url.replace(/sig=[^&]+/, `sig=${'A'.repeat(43)}`))).status).toBe(403);
    expect((await download(ada, url.replace(/expires=\d+/, 'expires=9999999999'))).status).toBe(403);
    expect((await download(ada, url.replace(/sig=[^&]+/, 'sig=short'))).status).toBe(400);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 8 * 86_400_000 });
    try {
      const late = await download(ada, url);
      expect(late.status).toBe(410);
      expect(JSON.parse(late.bytes.toString()).message).toBe(messages.accountData.exportExpired);
    } finally {
      vi.useRealTimers();
    }
  });

  it("refuses a stranger's request for another's export", async () => {
    expect((await bob.post('/api/account/export', { userId: ada.user?.id })).status).toBe(403);
    expect((await bob.get(`/api/account/export?userId=${ada.user?.id}`)).status).toBe(403);
    expect((await anonymous(server.url).post('/api/account/export', {})).status).toBe(401);
    // Bob's own: none yet, and Ada's is never answered to him.
    expect((await bob.get('/api/account/export')).body.data).toBeNull();
  });
});
