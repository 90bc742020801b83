import type { ServerResponse } from 'node:http';
import type { MiddlewareHandler } from 'hono';
import { ASSET_SECURE_HEADERS, SECURE_HEADERS } from './secure-headers';

/**
 * The security headers that only govern a document: framing, the XSS filter, opening a
 * download in place, DNS prefetching, the origin-keyed agent cluster and Flash's and PDF
 * readers' cross-domain policies. A script reads a JSON answer; no browser shows it as a page.
 */
export const DOCUMENT_ONLY_HEADERS = SECURE_HEADERS.map(([name]) => name).filter(
  (name) => !ASSET_SECURE_HEADERS.some(([kept]) => kept === name),
);

/**
 * Takes the document-only headers (secure-headers.ts sets them on Node's response before the
 * app runs) off a JSON answer, which keeps nosniff and the referrer policy, as hashed assets
 * do. HTML, files, CSV and calendar answers under /api keep them all. A timeline's first load
 * on a phone makes a dozen API calls: 173 bytes each, about 2 KiB of its budget.
 */
export const jsonAnswerHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
  if (!outgoing || outgoing.headersSent) return;
  if (!c.res.headers.get('Content-Type')?.startsWith('application/json')) return;
  for (const name of DOCUMENT_ONLY_HEADERS) outgoing.removeHeader(name);
};
