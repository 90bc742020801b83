import type { ContactImportAccepted } from '@shared/api/contacts';
import { messages } from '@shared/messages';
import { ApiError } from '../../../lib/api-client';

export type UploadOptions = {
  url: string;
  form: FormData;
  /** Bearer token for clients without cookies (the extension). */
  token?: string | null;
  onProgress: (percent: number) => void;
  signal?: AbortSignal;
};

/**
 * POSTs a multipart form with XMLHttpRequest, whose upload events give a real progress
 * percentage (fetch has none), and unwraps the API envelope like the API client does.
 */
export function uploadWithProgress({ url, form, token, onProgress, signal }: UploadOptions) {
  return new Promise<ContactImportAccepted>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = !token;
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.onload = () => {
      let body: { isSuccess?: boolean; data?: unknown; message?: unknown } | null = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = null;
      }
      if (xhr.status >= 200 && xhr.status < 300 && body?.isSuccess) {
        onProgress(100);
        resolve(body.data as ContactImportAccepted);
        return;
      }
      const message = typeof body?.message === 'string' ? body.message : messages.csv.uploadFailed;
      reject(new ApiError(xhr.status || 400, message));
    };
    xhr.onerror = () => reject(new ApiError(0, messages.generic.checkConnection));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
