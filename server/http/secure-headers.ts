import { createServer, type IncomingMessage, type RequestListener, type ServerResponse } from 'node:http';
import { drainUnreadBody } from './drain-request';
import { headAsGet } from './head-as-get';
import type { LeanHandler } from './lean-reads';

/**
 * hono/secure-headers' defaults as we used them (no CORP, no COOP: files and the OAuth
 * pop-ups need those open). A route's own value of one of them wins.
 */
export const SECURE_HEADERS: readonly (readonly [string, string])[] = [
  ['Origin-Agent-Cluster', '?1'],
  ['Referrer-Policy', 'no-referrer'],
  ['X-Content-Type-Options', 'nosniff'],
  ['X-DNS-Prefetch-Control', 'off'],
  ['X-Download-Options', 'noopen'],
  ['X-Frame-Options', 'SAMEORIGIN'],
  ['X-Permitted-Cross-Domain-Policies', 'none'],
  ['X-XSS-Protection', '0'],
];

/** Sent only on an answer over https (isHttps): over plain http a browser ignores it anyway. */
export const HSTS: readonly [string, string] = ['Strict-Transport-Security', 'max-age=15552000; includeSubDomains'];

/**
 * True when the client reached us over https: a TLS socket of ours, or, behind a proxy we run
 * (TRUST_PROXY), the proxy's X-Forwarded-Proto (its first hop). A client's own header is not
 * believed without the proxy.
 */
export function isHttps(req: IncomingMessage, trustProxy: boolean): boolean {
  if ((req.socket as { encrypted?: boolean }).encrypted) return true;
  if (!trustProxy) return false;
  const proto = req.headers['x-forwarded-proto'];
  const first = (Array.isArray(proto) ? proto[0] : proto)?.split(',')[0]?.trim().toLowerCase();
  return first === 'https';
}

/**
 * What a hashed script, style sheet or font under /assets/ keeps: the rest only governs a
 * document (framing, XSS filter, downloads, HSTS, which the page's own answer sets), and on a
 * phone's first load, some forty assets long, those headers cost more bytes than a screen's code.
 */
const ASSET_HEADER_NAMES = new Set(['Referrer-Policy', 'X-Content-Type-Options']);
export const ASSET_SECURE_HEADERS = SECURE_HEADERS.filter(([name]) => ASSET_HEADER_NAMES.has(name));

/**
 * An HTTP server whose every answer carries the security headers (HSTS over https only), set on
 * Node's response before the app runs, whose unread request bodies are drained
 * (drain-request.ts) and HEADs answered with their length (head-as-get.ts). Hashed assets and
 * everything under /api/ start with the two above: an /api answer that turns out not to be JSON
 * gets the rest from api-document-headers.ts. Setting all of them and taking six off each JSON
 * answer again cost a fifth of GET /api/health (profile); hono/secure-headers, which set them
 * on a fetch Headers object after the app, cost more than the rest of the middleware together.
 * `lean` (lean-reads.ts) may answer a request before the app, with those headers already set.
 */
export function secureServer(options: { trustProxy: boolean; lean?: LeanHandler }): typeof createServer {
  const lean = options.lean;
  return ((serverOptions: object, listener: RequestListener) =>
    createServer(serverOptions, (req: IncomingMessage, res: ServerResponse) => {
      const url = req.url ?? '';
      const isAsset = url.startsWith('/assets/');
      const partial = isAsset || url.startsWith('/api/');
      for (const [name, value] of partial ? ASSET_SECURE_HEADERS : SECURE_HEADERS) res.setHeader(name, value);
      if (!isAsset && isHttps(req, options.trustProxy)) res.setHeader(HSTS[0], HSTS[1]);
      drainUnreadBody(req, res);
      headAsGet(req);
      if (lean?.(req, res)) return;
      return listener(req, res);
    })) as unknown as typeof createServer;
}
