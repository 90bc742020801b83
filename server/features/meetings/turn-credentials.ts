import { createHmac } from 'node:crypto';
import type { RTCIceServerConfig } from '@shared/api/meet';

/**
 * TURN credentials in the "TURN REST API" scheme coturn checks with `use-auth-secret` /
 * `static-auth-secret`: the username is `{expiry epoch seconds}:{userId}`, the password the
 * base64 HMAC-SHA1 of the username under the shared secret. They stop working at expiry.
 */
export function turnCredentials(
  turn: { secret: string; urls: string[]; ttlSeconds: number },
  userId: string,
  now = Date.now(),
): RTCIceServerConfig | null {
  if (turn.urls.length === 0) return null;
  const username = `${Math.floor(now / 1000) + turn.ttlSeconds}:${userId}`;
  const credential = createHmac('sha1', turn.secret).update(username).digest('base64');
  return { urls: turn.urls, username, credential };
}
