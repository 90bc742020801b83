import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { AppEnv } from './app-env';

/** The caller's address: the socket's, or X-Forwarded-For's first hop when TRUST_PROXY is on. */
export function clientIp(c: Context<AppEnv>): string {
  if (c.get('services').config.trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}
