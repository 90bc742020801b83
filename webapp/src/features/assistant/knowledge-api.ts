import type { ApiList } from '@shared/api/envelope';
import { type KnowledgeFile, knowledgeFileKey, safeKnowledgeName } from '@shared/knowledge';
import type { ApiClient } from '../../lib/api-client';
import { putFile } from '../uploads/put-file';

export const knowledgeKeys = {
  all: ['knowledge'] as const,
  list: (userId: string, term: string) => ['knowledge', 'files', userId, term] as const,
};

/** GET /api/knowledge/files?term — the knowledge base, searched by name. */
export const fetchKnowledgeFiles = (api: ApiClient, userId: string, term: string) =>
  api.get<ApiList<KnowledgeFile>>('/api/knowledge/files', { userId, term, skip: 0, limit: 100 });

export const deleteKnowledgeFile = (api: ApiClient, fileId: string) =>
  api.delete<unknown>(`/api/knowledge/files/${encodeURIComponent(fileId)}`);

const uploadId = () =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;

/**
 * One knowledge file: the spec's presigned PUT (XHR, so the percentage is real), then
 * POST /api/knowledge/files registers it and the server reads it on its queue.
 */
export async function uploadKnowledgeFile(
  api: ApiClient,
  userId: string,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<KnowledgeFile> {
  const filepath = knowledgeFileKey(userId, uploadId(), safeKnowledgeName(file.name));
  const contentType = file.type || 'application/octet-stream';
  const url = await api.get<unknown>('/api/utility/aws/presignedUrl', { filepath, type: 'PUT', contentType });
  if (typeof url !== 'string' || !url) throw new Error('Invalid Response from AWS Presign request');
  await putFile({ url: new URL(url, await api.url('/')).toString(), file, contentType, onProgress });
  return api.post<KnowledgeFile>('/api/knowledge/files', { userId, filepath });
}
