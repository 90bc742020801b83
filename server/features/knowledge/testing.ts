import { randomUUID } from 'node:crypto';
import { type KnowledgeFile, knowledgeFileKey, safeKnowledgeName } from '@shared/knowledge';
import type { ApiAnswer, TestClient } from '../../testing/api-client';

/**
 * Uploads a file the way the train drawer does: a presigned PUT link for the user's
 * knowledge folder, the bytes PUT to it, then the registration. Answers the registration.
 */
export async function uploadKnowledge(
  client: TestClient,
  name: string,
  bytes: Uint8Array | string,
  contentType = 'application/octet-stream',
): Promise<ApiAnswer<{ isSuccess: boolean; data: KnowledgeFile; message?: string }>> {
  const userId = client.user?.id as string;
  const filepath = knowledgeFileKey(userId, randomUUID(), safeKnowledgeName(name));
  const query = new URLSearchParams({ filepath, type: 'PUT', contentType });
  const link = await client.get(`/api/utility/aws/presignedUrl?${query}`);
  if (link.status !== 200) throw new Error(`presign failed: ${link.status} ${JSON.stringify(link.body)}`);
  // The local driver's links name PUBLIC_URL; a server on port 0 (the bench) is reached at its real address.
  const signed = new URL(link.body.data);
  const target = signed.pathname.startsWith('/api/files/')
    ? `${client.baseUrl}${signed.pathname}${signed.search}`
    : signed.href;
  const put = await fetch(target, {
    method: 'PUT',
    headers: { 'content-type': contentType, 'cache-control': 'no-cache' },
    body: typeof bytes === 'string' ? bytes : Buffer.from(bytes),
  });
  if (!put.ok) throw new Error(`upload failed: ${put.status} ${await put.text()}`);
  return client.post('/api/knowledge/files', { userId, filepath });
}

/** Waits until the file is indexed or failed (the queue reads it), and answers it. */
export async function settled(client: TestClient, fileId: string, timeoutMs = 60_000): Promise<KnowledgeFile> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await client.get(`/api/knowledge/files/${fileId}`);
    const file = res.body.data as KnowledgeFile;
    if (file.status === 'indexed' || file.status === 'failed') return file;
    if (Date.now() > deadline) throw new Error(`file ${fileId} still ${file.status}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Uploads and waits: the file as indexed (or failed). */
export async function addKnowledge(client: TestClient, name: string, bytes: Uint8Array | string) {
  const res = await uploadKnowledge(client, name, bytes);
  if (res.status !== 200) throw new Error(`register failed: ${res.status} ${JSON.stringify(res.body)}`);
  return settled(client, res.body.data.fileId);
}
