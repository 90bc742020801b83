import { messages } from '@shared/messages';
import { ApiError } from '../../lib/api-client';

export type PutFileArgs = {
  url: string;
  file: Blob;
  contentType: string;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
};

/** loaded/total as a fraction in [0, 1]; 0 when the total is not known yet. */
export function fractionOf(loaded: number, total: number): number {
  if (!(total > 0)) return 0;
  return Math.min(1, Math.max(0, loaded / total));
}

const abortError = () => new DOMException('The upload was cancelled.', 'AbortError');

function failure(status: number, body: string): ApiError {
  let message: string = messages.composer.networkError;
  try {
    const parsed = JSON.parse(body) as { message?: unknown };
    if (typeof parsed.message === 'string' && parsed.message) message = parsed.message;
  } catch {
    // Storage answered something other than our envelope (S3's XML): keep the generic text.
  }
  return new ApiError(status, message);
}

/** PUT with XMLHttpRequest: its upload events give real progress, which fetch does not. */
function putWithXhr({ url, file, contentType, onProgress, signal }: PutFileArgs): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortError());
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    xhr.setRequestHeader('Content-Type', contentType);
    xhr.setRequestHeader('Cache-Control', 'no-cache');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(fractionOf(event.loaded, event.total));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(1);
        resolve();
      } else reject(failure(xhr.status, xhr.responseText));
    };
    xhr.onerror = () => reject(new ApiError(0, messages.composer.networkError));
    xhr.onabort = () => reject(abortError());
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}

/** Where there is no XMLHttpRequest (a service worker, Node): fetch, progress at the end only. */
async function putWithFetch({ url, file, contentType, onProgress, signal }: PutFileArgs): Promise<void> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'PUT',
      body: file,
      headers: { 'Content-Type': contentType, 'Cache-Control': 'no-cache' },
      signal,
    });
  } catch {
    if (signal?.aborted) throw abortError();
    throw new ApiError(0, messages.composer.networkError);
  }
  if (!response.ok) throw failure(response.status, await response.text());
  onProgress?.(1);
}

/** Uploads one file's bytes to a presigned URL. */
export function putFile(args: PutFileArgs): Promise<void> {
  return typeof XMLHttpRequest === 'function' ? putWithXhr(args) : putWithFetch(args);
}
