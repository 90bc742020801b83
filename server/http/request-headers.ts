import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';
import type { AppEnv } from './app-env';

/** What reading a request header needs: a fetch `Headers` is one. */
export type HeaderReader = { get(name: string): string | null };

/**
 * The request's headers as Node parsed them, when the app runs on Node: `c.req.header()`
 * (and `c.req.raw.headers`) first builds a fetch `Headers` of every header, which cost a
 * tenth of GET /api/health (profile). Lower-case names, as Node keeps them.
 */
export function requestHeaders(c: Context): HeaderReader {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  if (!incoming?.headers) return c.req.raw.headers;
  const headers = incoming.headers;
  return {
    get(name) {
      const value = headers[name.toLowerCase()];
      if (value === undefined) return null;
      return Array.isArray(value) ? value.join(', ') : value;
    },
  };
}

/** The request's id for logs: the caller's `x-request-id`, else a new one; made on first use. */
export function requestIdOf(c: Context<AppEnv>): string {
  let id = c.get('requestId');
  if (!id) {
    id = requestHeaders(c).get('x-request-id') ?? randomUUID();
    c.set('requestId', id);
  }
  return id;
}
