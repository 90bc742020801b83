// @vitest-environment node
import { messages } from '@shared/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type TestClient } from '../../../../server/testing/api-client';
import { startTestServer, stopTestServers, type TestServer } from '../../../../server/testing/test-server';
import { type ApiClient, createApiClient } from '../../lib/api-client';
import { UploadRejected, uploadPostFiles } from './upload-files';

/** uploadPostFiles against the real server: presigned PUTs into the post's folder, read back. */
let server: TestServer;
const clientOf = (user: TestClient): ApiClient =>
  createApiClient({ baseUrl: server.url, getToken: () => user.token, credentials: 'omit' });
const idOf = (user: TestClient) => user.user?.id as string;
const SLOW = 30_000;

beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(stopTestServers);

async function readBack(api: ApiClient, filepath: string): Promise<string> {
  const url = await api.get<string>('/api/utility/aws/presignedUrl', { filepath, type: 'GET' });
  const response = await fetch(new URL(url, server.url));
  expect(response.status).toBe(200);
  return response.text();
}

describe('uploadPostFiles', () => {
  it(
    'stores each file under the post folder with a sanitised name, duplicates left out, with progress',
    async () => {
      const ada = await signUp(server.url, { firstName: 'Ada' });
      const api = clientOf(ada);
      const postId = crypto.randomUUID();
      const files = [
        new File(['first bytes'], 'Q3 report (final).txt', { type: 'text/plain' }),
        new File(['duplicate'], 'Q3 report _final_.txt', { type: 'text/plain' }),
        new File(['second'], 'notes.md', { type: 'text/markdown' }),
      ];
      const progress: [number, number][] = [];
      const stored = await uploadPostFiles(api, {
        userId: idOf(ada),
        postId,
        files,
        onProgress: (index, fraction) => progress.push([index, fraction]),
      });
      const folder = `uploads/users/${idOf(ada)}/posts/${postId}/original`;
      expect(stored).toEqual([
        { filename: 'Q3_report__final_.txt', filepath: `${folder}/Q3_report__final_.txt`, type: 'text/plain' },
        { filename: 'notes.md', filepath: `${folder}/notes.md`, type: 'text/markdown' },
      ]);
      expect(await readBack(api, `${folder}/Q3_report__final_.txt`)).toBe('first bytes');
      expect(await readBack(api, `${folder}/notes.md`)).toBe('second');
      expect(progress).toContainEqual([0, 1]);
      expect(progress).toContainEqual([1, 1]);
    },
    SLOW,
  );

  it(
    "refuses a wrong type or size before sending anything, and cannot write into another user's folder",
    async () => {
      const [ada, bob] = await Promise.all([signUp(server.url, { firstName: 'Ada' }), signUp(server.url)]);
      const api = clientOf(ada);
      const args = { userId: idOf(ada), postId: crypto.randomUUID(), kind: 'image' as const };
      await expect(
        uploadPostFiles(api, { ...args, files: [new File(['x'], 'a.exe', { type: 'application/x-msdownload' })] }),
      ).rejects.toEqual(new UploadRejected(messages.composer.invalidFileType));
      await expect(
        uploadPostFiles(api, { ...args, userId: idOf(bob), files: [new File(['x'], 'a.png', { type: 'image/png' })] }),
      ).rejects.toMatchObject({ status: 403, message: messages.files.notAllowedPath });
    },
    SLOW,
  );

  it(
    'stops when aborted',
    async () => {
      const ada = await signUp(server.url);
      const controller = new AbortController();
      controller.abort();
      await expect(
        uploadPostFiles(clientOf(ada), {
          userId: idOf(ada),
          postId: crypto.randomUUID(),
          files: [new File(['x'], 'a.txt', { type: 'text/plain' })],
          signal: controller.signal,
        }),
      ).rejects.toMatchObject({ name: 'AbortError' });
    },
    SLOW,
  );
});
