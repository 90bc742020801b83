import type { ServerResponse } from 'node:http';
import type { MiddlewareHandler } from 'hono';
import { isSmallJsonAnswer } from './compress-json';
import { ASSET_SECURE_HEADERS, SECURE_HEADERS } from './secure-headers';

/**
 * The security headers that only govern a document: framing, the XSS filter, opening a
 * download in place, DNS prefetching, the origin-keyed agent cluster and Flash's and PDF
 * readers' cross-domain policies. A script reads a JSON answer; no browser shows it as a page.
 */
export const DOCUMENT_ONLY_HEADERS = SECURE_HEADERS.map(([name]) => name).filter(
  (name) => !ASSET_SECURE_HEADERS.some(([kept]) => kept === name),
);
const DOCUMENT_ONLY = SECURE_HEADERS.filter(([name]) => DOCUMENT_ONLY_HEADERS.includes(name));

/**
 * Gives an answer under /api that is not JSON (HTML, files, CSV, calendars) the document-only
 * headers: secure-headers.ts starts every /api answer with nosniff and the referrer policy
 * alone, which is all a JSON answer keeps. A timeline's first load on a phone makes a dozen
 * API calls: 173 bytes each, about 2 KiB of its budget. Set on Node's response, so a route's
 * own value of one of them still wins.
 */
export const apiDocumentHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  const res = c.res;
  if (isSmallJsonAnswer(res)) return;
  const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
  if (!outgoing || outgoing.headersSent) return;
  if (res.headers.get('Content-Type')?.startsWith('application/json')) return;
  for (const [name, value] of DOCUMENT_ONLY) outgoing.setHeader(name, value);
};
