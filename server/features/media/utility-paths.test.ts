import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userUploadPrefix } from '@shared/api/files';
import { anonymous, signUp, type TestClient } from '../../testing/api-client';
import { startTestServer, stopTestServers, type TestServer } from '../../testing/test-server';
import { connect, createPost } from '../posts/testing';
import { testFiles } from './test-files';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(stopTestServers);

describe('GET /api/utility/mimeType (spec 2 §7)', () => {
  it('answers the type a file name stands for, and a generic type for an unknown one', async () => {
    const ada = await signUp(server.url);
    const typeOf = async (name: string) =>
      (await ada.get(`/api/utility/mimeType?filename=${encodeURIComponent(name)}`)).body;
    expect(await typeOf('Q4 plan.PDF')).toEqual({ isSuccess: true, data: 'application/pdf' });
    expect((await typeOf('clip.mov')).data).toBe('video/quicktime');
    expect((await typeOf('deck.pptx')).data).toBe(
      'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    );
    expect((await typeOf('README')).data).toBe('application/octet-stream');
  });

  it('refuses a signed-out caller (401) and a missing name (400)', async () => {
    expect((await anonymous(server.url).get('/api/utility/mimeType?filename=a.pdf')).status).toBe(401);
    const ada = await signUp(server.url);
    expect((await ada.get('/api/utility/mimeType')).status).toBe(400);
  });
});

describe('POST /api/utility/cloudinary/video/upload (spec 2 §7), answered by our own processing', () => {
  async function videoPost(author: TestClient, other: TestClient) {
    const pairingId = await connect(author, other);
    const postId = randomUUID();
    const key = `${userUploadPrefix(author.user?.id as string)}posts/${postId}/original/clip.mp4`;
    await server.services.storage.put(key, testFiles.mp4(), 'video/mp4');
    await createPost(author, {
      postId,
      relationshipsToShareWith: [pairingId],
      attachments: [{ filename: 'clip.mp4', filepath: key, type: 'video/mp4' }],
    });
    return { postId, key };
  }

  it('takes the uploaded video by key or by its signed URL and answers its processing state', async () => {
    const [ada, bob] = await Promise.all([signUp(server.url), signUp(server.url)]);
    const { postId, key } = await videoPost(ada, bob);
    const call = (videoURL: string) =>
      ada.post('/api/utility/cloudinary/video/upload', { postId, userId: ada.user?.id, videoURL });

    const first = await call(key);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ postId, filepath: key });
    expect(['processing', 'processed', 'unavailable', 'failed']).toContain(first.body.data.status);

    let answer = first.body.data;
    for (let i = 0; i < 100 && answer.status === 'processing'; i++) {
      await new Promise((done) => setTimeout(done, 100));
      const signed = await server.services.storage.signedUrl(key, 'GET', { expiresInSeconds: 60 });
      answer = (await call(signed)).body.data;
    }
    expect(answer.status).not.toBe('processing');
    expect(answer.filepath).toBe(key);
    expect(answer.media).toMatchObject({ status: answer.status });
  });

  it('refuses a stranger, another author’s post, a file that is not the post’s video, and bad input', async () => {
    const [ada, bob, eve] = await Promise.all([signUp(server.url), signUp(server.url), signUp(server.url)]);
    const { postId, key } = await videoPost(ada, bob);
    const url = '/api/utility/cloudinary/video/upload';
    expect((await anonymous(server.url).post(url, { postId, userId: ada.user?.id, videoURL: key })).status).toBe(401);
    expect((await eve.post(url, { postId, userId: ada.user?.id, videoURL: key })).status).toBe(403);
    expect((await eve.post(url, { postId, userId: eve.user?.id, videoURL: key })).status).toBe(403);
    expect((await bob.post(url, { postId, userId: bob.user?.id, videoURL: key })).status).toBe(403);
    const other = `${userUploadPrefix(ada.user?.id as string)}posts/${randomUUID()}/original/clip.mp4`;
    const wrongFile = await ada.post(url, { postId, userId: ada.user?.id, videoURL: other });
    expect(wrongFile.status).toBe(400);
    expect(wrongFile.body.isSuccess).toBe(false);
    expect((await ada.post(url, { postId: randomUUID(), userId: ada.user?.id, videoURL: key })).status).toBe(404);
    expect((await ada.post(url, { postId, userId: ada.user?.id })).status).toBe(400);
  });
});
