import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userUploadPrefix } from '@shared/api/files';
import type { Attachment } from '@shared/api/posts';
import { signUp, type TestClient } from '../../testing/api-client';
import { startTestServer, stopTestServers, type TestServer } from '../../testing/test-server';
import { createGroup, createPost } from './testing';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(stopTestServers);

/** Waits until the queue has checked the post's files (status leaves 'pending'). */
async function untilProcessed(viewer: TestClient, postId: string) {
  for (let i = 0; i < 100; i++) {
    const res = await viewer.get(`/api/post/id?postId=${postId}`);
    if (res.body.data?.status !== 'pending') return res.body.data;
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`post ${postId} stayed pending`);
}

describe('post attachments', () => {
  it('answers a signed url and a download url a viewer can fetch, and nulls for a file not in storage', async () => {
    const [ada, bob] = await Promise.all([signUp(server.url), signUp(server.url)]);
    const groupId = await createGroup(ada, [bob]);
    const filename = 'Q4 plan (final) é.txt';
    // The composer uploads first (below the author's tree), then creates the post naming the key.
    const postId = randomUUID();
    const key = `${userUploadPrefix(ada.user?.id as string)}posts/${postId}/original/${filename}`;
    await server.services.storage.put(key, Buffer.from('the plan'), 'text/plain');
    const withFile = await createPost(ada, {
      postId,
      groupsToShareWith: [groupId],
      attachments: [
        { filename, filepath: key, type: 'text/plain' },
        { filename: 'link-only.png', filepath: 'none', type: 'image/png' },
      ],
    });

    // Files wait for their checks: no link while the post is pending.
    const pending = await bob.get(`/api/post/id?postId=${withFile}`);
    expect(pending.body.data.attachments[0].url === null || pending.body.data.status !== 'pending').toBe(true);
    await untilProcessed(bob, withFile);
    const page = await bob.get(`/api/group/posts?groupId=${groupId}`);
    const post = page.body.data.results.find((p: { postId: string }) => p.postId === withFile);
    const [stored, none] = post.attachments as Attachment[];
    expect(none).toMatchObject({ filepath: 'none', url: null, downloadUrl: null });
    expect(stored?.url).toContain('/api/files/');
    expect(stored?.url).toContain('sig=');

    const shown = await fetch(stored?.url as string);
    expect(shown.status).toBe(200);
    expect(await shown.text()).toBe('the plan');
    expect(shown.headers.get('content-disposition')).toBeNull();

    const download = await fetch(stored?.downloadUrl as string);
    expect(download.status).toBe(200);
    expect(await download.text()).toBe('the plan');
    expect(download.headers.get('content-disposition')).toBe(
      "attachment; filename*=UTF-8''Q4%20plan%20%28final%29%20%C3%A9.txt",
    );

    // GET /post/id answers the same links.
    const byId = await bob.get(`/api/post/id?postId=${withFile}`);
    expect(byId.body.data.attachments[0].url).toEqual(expect.stringContaining('sig='));
  });

  it("refuses files outside the new post's own folder, and a post id already taken", async () => {
    const [ada, bob] = await Promise.all([signUp(server.url), signUp(server.url)]);
    const groupId = await createGroup(ada, [bob]);
    const bobsFile = `${userUploadPrefix(bob.user?.id as string)}posts/${randomUUID()}/original/salary.pdf`;
    const borrowed = await ada.post('/api/post', {
      createdBy: ada.user?.id,
      postId: randomUUID(),
      content: 'look',
      groupsToShareWith: [groupId],
      attachments: [{ filename: 'salary.pdf', filepath: bobsFile, type: 'application/pdf' }],
    });
    expect(borrowed.status).toBe(400);
    expect(borrowed.body.message).toContain('before posting');

    const taken = await createPost(ada, { groupsToShareWith: [groupId] });
    const again = await ada.post('/api/post', { createdBy: ada.user?.id, postId: taken, content: 'again' });
    expect(again.status).toBe(409);
    const stillThere = await bob.get(`/api/post/id?postId=${taken}`);
    expect(stillThere.body.data.content).toBe('Hello');
  });

  it('lets a viewer presign GET for a post file and refuses a stranger', async () => {
    const [ada, bob, sam] = await Promise.all([signUp(server.url), signUp(server.url), signUp(server.url)]);
    const groupId = await createGroup(ada, [bob]);
    const postId = randomUUID();
    const key = `${userUploadPrefix(ada.user?.id as string)}posts/${postId}/original/deck.pdf`;
    await server.services.storage.put(key, Buffer.from('%PDF-1.7'), 'application/pdf');
    await createPost(ada, {
      postId,
      groupsToShareWith: [groupId],
      attachments: [{ filename: 'deck.pdf', filepath: key, type: 'application/pdf' }],
    });
    await untilProcessed(bob, postId);
    const presign = (who: TestClient, filepath = key) =>
      who.get(`/api/utility/aws/presignedUrl?${new URLSearchParams({ filepath, type: 'GET' })}`);

    const allowed = await presign(bob);
    expect(allowed.status).toBe(200);
    expect(await (await fetch(allowed.body.data)).text()).toBe('%PDF-1.7');

    const refused = await presign(sam);
    expect(refused.status).toBe(403);
    expect(refused.body.isSuccess).toBe(false);
    // A visible post never opens another user's tree: the key must be in its author's.
    const forged = `${userUploadPrefix(sam.user?.id as string)}posts/${postId}/original/deck.pdf`;
    expect((await presign(bob, forged)).status).toBe(403);
    // The files are frozen once the post exists: no PUT link, and an earlier link no longer writes.
    const putLink = await ada.get(
      `/api/utility/aws/presignedUrl?${new URLSearchParams({ filepath: key, type: 'PUT' })}`,
    );
    expect(putLink.status).toBe(403);
    const early = await server.services.storage.signedUrl(key, 'PUT', { expiresInSeconds: 60 });
    expect((await fetch(early, { method: 'PUT', body: 'swapped' })).status).toBe(403);
    expect(await (await fetch(allowed.body.data)).text()).toBe('%PDF-1.7');
    // Nor a deleted post's files.
    await ada.delete('/api/post', { postId, deletedBy: ada.user?.id });
    expect((await presign(bob)).status).toBe(403);
  });
});
