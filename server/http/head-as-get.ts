import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';

const WAS_HEAD = Symbol('rapport.wasHead');
type Marked = IncomingMessage & { [WAS_HEAD]?: true };

/**
 * Answers a HEAD as its GET, body left out by Node, so the answer carries the GET's
 * Content-Length. Hono answers a HEAD with its GET's headers and no body, and without a
 * length Node's own HTTP client (llhttp judges keep-alive before it knows the body is
 * skipped) closes the connection after every HEAD. Node decided when it made the response
 * that a HEAD's has no body, so the bytes the app writes are dropped.
 */
export function headAsGet(req: IncomingMessage): void {
  if (req.method !== 'HEAD') return;
  req.method = 'GET';
  (req as Marked)[WAS_HEAD] = true;
}

/** True when the request came as a HEAD (a route that can answer one cheaper asks this). */
export function wasHead(c: Context): boolean {
  if (c.req.method === 'HEAD') return true;
  const incoming = (c.env as { incoming?: Marked } | undefined)?.incoming;
  return incoming?.[WAS_HEAD] === true;
}
