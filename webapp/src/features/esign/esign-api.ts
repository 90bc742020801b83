import type { ContentAnswer, EsignSetupBody, EsignView } from '@shared/api/content';
import type { ApiClient } from '../../lib/api-client';
import { putFile } from '../uploads/put-file';

export const esignKeys = {
  content: (contentId: string) => ['esign', 'content', contentId] as const,
  view: (contentId: string) => ['esign', 'view', contentId] as const,
};

/** Where an e-sign upload goes: the user's own tree (spec 1 §7, "under a per-user path"). */
export const esignFilePath = (userId: string, uploadId: string, filename: string) =>
  `uploads/users/${userId}/esign/${uploadId}/${filename.replace(/[^\p{L}\p{N} ._()+,@=~!&#-]/gu, '_')}`;

const contentTypeOf = (filename: string) =>
  filename.toLowerCase().endsWith('.pdf')
    ? 'application/pdf'
    : filename.toLowerCase().endsWith('.docx')
      ? 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
      : 'application/msword';

/**
 * Spec 1 §4: the file goes up with a presigned PUT (progress 0-1), then the content record is
 * created. `signal` aborts the upload (Cancel).
 */
export async function uploadEsignFile(
  api: ApiClient,
  args: { userId: string; file: File; onProgress: (fraction: number) => void; signal: AbortSignal },
): Promise<{ contentId: string }> {
  const { userId, file, onProgress, signal } = args;
  const filepath = esignFilePath(userId, crypto.randomUUID(), file.name);
  const contentType = contentTypeOf(file.name);
  const url = await api.get<string>(
    '/api/utility/aws/presignedUrl',
    { filepath, type: 'PUT', acl: 'private', contentType },
    { signal },
  );
  await putFile({ url, file, contentType, onProgress, signal });
  const type = file.name.split('.').pop()?.toLowerCase() ?? '';
  return api.post<{ contentId: string }>(
    '/api/content',
    { contentId: '', userId, createdBy: userId, filename: file.name, filepath, type, order: 0 },
    { signal },
  );
}

export const fetchContent = (api: ApiClient, contentId: string) =>
  api.get<ContentAnswer>('/api/content/id', { contentId });

export const fetchEsignView = (api: ApiClient, contentId: string) =>
  api.get<EsignView>('/api/content/esign', { contentId });

export const saveEsignSetup = (api: ApiClient, body: EsignSetupBody) => api.put<EsignView>('/api/content/esign', body);

export const sendEsign = (api: ApiClient, contentId: string, postId: string) =>
  api.post<EsignView>('/api/content/esign/send', { contentId, postId });

/** The signer's own time zone goes with the signature: their date field is stamped in it. */
export const signEsign = (api: ApiClient, contentId: string, values: { fieldId: string; value: string }[]) =>
  api.post<EsignView>('/api/content/esign/sign', { contentId, values, timeZone: deviceTimeZone() });

function deviceTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

export const declineEsign = (api: ApiClient, contentId: string, reason: string) =>
  api.post<EsignView>('/api/content/esign/decline', { contentId, reason });
