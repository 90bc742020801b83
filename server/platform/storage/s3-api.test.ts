import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userUploadPrefix } from '@shared/api/files';
import type { Attachment } from '@shared/api/posts';
import { createGroup, createPost } from '../../features/posts/testing';
import { signUp, type TestClient } from '../../testing/api-client';
import { startTestServer, stopTestServers, type TestServer } from '../../testing/test-server';
import { startS3Server } from './testing/s3-server';

// The whole server on S3 storage (a real S3 API server on loopback): the composer's
// upload goes straight to the bucket through a presigned PUT, and a viewer reads it back.
let s3: Awaited<ReturnType<typeof startS3Server>>;
let server: TestServer;

beforeAll(async () => {
  s3 = await startS3Server();
  server = await startTestServer({ env: s3.env });
});
afterAll(async () => {
  await stopTestServers();
  await s3?.stop();
});

async function untilProcessed(viewer: TestClient, postId: string) {
  for (let i = 0; i < 150; i++) {
    const res = await viewer.get(`/api/post/id?postId=${postId}`);
    if (res.body.data?.status !== 'pending') return res.body.data;
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`post ${postId} stayed pending`);
}

describe('a post file on S3 storage', () => {
  it('is uploaded by presigned PUT to the bucket and read back by a group member', async () => {
    expect(server.services.storage.driver).toBe('s3');
    const [ada, bob] = await Promise.all([signUp(server.url), signUp(server.url)]);
    const groupId = await createGroup(ada, [bob]);
    const postId = randomUUID();
    const key = `${userUploadPrefix(ada.user?.id as string)}posts/${postId}/original/plan.txt`;

    const presigned = await ada.get(
      `/api/utility/aws/presignedUrl?${new URLSearchParams({ filepath: key, type: 'PUT', contentType: 'text/plain' })}`,
    );
    expect(presigned.status).toBe(200);
    expect(presigned.body.data.startsWith(s3.endpoint)).toBe(true);
    const put = await fetch(presigned.body.data, {
      method: 'PUT',
      body: 'the plan, on S3',
      headers: { 'content-type': 'text/plain' },
    });
    expect(put.status).toBe(200);

    await createPost(ada, {
      postId,
      groupsToShareWith: [groupId],
      attachments: [{ filename: 'plan.txt', filepath: key, type: 'text/plain' }],
    });
    const post = await untilProcessed(bob, postId);
    expect(post.status).toBe('published');
    const [file] = post.attachments as Attachment[];
    expect(file?.url).toBeTruthy();
    const read = await fetch(file?.url as string);
    expect(read.status).toBe(200);
    expect(await read.text()).toBe('the plan, on S3');
    expect(await server.services.storage.head(key)).toMatchObject({ size: 15 });

    const stranger = await signUp(server.url);
    const refused = await stranger.get(
      `/api/utility/aws/presignedUrl?${new URLSearchParams({ filepath: key, type: 'GET' })}`,
    );
    expect(refused.status).toBe(403);
  });
});
