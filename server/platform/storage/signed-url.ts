import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FileUrlMethod } from '@shared/api/files';
import { keyToUrlPath } from './keys';

/** The unsigned query parameter of a local GET link that serves the file as a download. */
export const DOWNLOAD_PARAM = 'download';

export type FileGrant = { method: FileUrlMethod; key: string; expires: number; contentType?: string };

/** A key of its own for file URLs, derived from the server secret (never the secret itself). */
function signingKey(secret: string): Buffer {
  return createHmac('sha256', secret).update('rapport:file-url:v1').digest();
}

/** HMAC-SHA256 over method, key, expiry (epoch seconds) and content type. */
export function signGrant(secret: string, grant: FileGrant): string {
  const canonical = [grant.method, grant.key, String(grant.expires), grant.contentType ?? ''].join('\n');
  return createHmac('sha256', signingKey(secret)).update(canonical).digest('base64url');
}

/** `${publicUrl}/api/files/<key>?method=..&expires=..[&contentType=..]&sig=..` */
export function localSignedUrl(publicUrl: string, secret: string, grant: FileGrant): string {
  const query = new URLSearchParams({ method: grant.method, expires: String(grant.expires) });
  if (grant.contentType) query.set('contentType', grant.contentType);
  query.set('sig', signGrant(secret, grant));
  return `${publicUrl}/api/files/${keyToUrlPath(grant.key)}?${query}`;
}

/** True only for an unexpired grant whose signature matches, compared in constant time. */
export function verifyGrant(secret: string, grant: FileGrant, signature: string, nowMs = Date.now()): boolean {
  if (!Number.isSafeInteger(grant.expires) || grant.expires * 1000 < nowMs) return false;
  const expected = Buffer.from(signGrant(secret, grant));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
