import { createServer, type IncomingMessage, type RequestListener, type ServerResponse } from 'node:http';
import { drainUnreadBody } from './drain-request';
import { headAsGet } from './head-as-get';

/**
 * hono/secure-headers' defaults as we used them (no CORP, no COOP: files and the OAuth
 * pop-ups need those open). A route's own value of one of them wins.
 */
export const SECURE_HEADERS: readonly (readonly [string, string])[] = [
  ['Origin-Agent-Cluster', '?1'],
  ['Referrer-Policy', 'no-referrer'],
  ['Strict-Transport-Security', 'max-age=15552000; includeSubDomains'],
  ['X-Content-Type-Options', 'nosniff'],
  ['X-DNS-Prefetch-Control', 'off'],
  ['X-Download-Options', 'noopen'],
  ['X-Frame-Options', 'SAMEORIGIN'],
  ['X-Permitted-Cross-Domain-Policies', 'none'],
  ['X-XSS-Protection', '0'],
];

/**
 * What a hashed script, style sheet or font under /assets/ keeps: the rest only governs a
 * document (framing, XSS filter, downloads, HSTS, which the page's own answer sets), and on a
 * phone's first load, some forty assets long, those headers cost more bytes than a screen's code.
 */
const ASSET_HEADER_NAMES = new Set(['Referrer-Policy', 'X-Content-Type-Options']);
export const ASSET_SECURE_HEADERS = SECURE_HEADERS.filter(([name]) => ASSET_HEADER_NAMES.has(name));

/**
 * An HTTP server whose every answer carries the security headers (assets: the two above), and
 * whose unread request bodies are drained (drain-request.ts) and HEADs answered with their
 * length (head-as-get.ts), set on Node's response
 * before the app runs: hono/secure-headers set them on a fetch Headers object after it,
 * which cost more than the rest of the middleware together (profile of GET /api/health).
 */
export const createSecureServer = ((options: object, listener: RequestListener) =>
  createServer(options, (req: IncomingMessage, res: ServerResponse) => {
    const headers = req.url?.startsWith('/assets/') ? ASSET_SECURE_HEADERS : SECURE_HEADERS;
    for (const [name, value] of headers) res.setHeader(name, value);
    drainUnreadBody(req, res);
    headAsGet(req);
    return listener(req, res);
  })) as unknown as typeof createServer;
