import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { preferredCoding } from './accept-encoding';
import { requestHeaders } from './request-headers';

/**
 * Below this a JSON answer goes as is: it fits one TCP segment (1460 bytes of an Ethernet
 * MSS, headers aside) either way, so compressing it saves no round trip and costs CPU. A
 * reconnect storm's history reads (a few missed events, 1.0-1.3 KiB) spent 22% of the
 * server's time in gzip at 1 KiB.
 */
export const COMPRESS_MIN_BYTES = 1400;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
// Quality 4 / level 6: most of the saving of the top settings at a fraction of the CPU, per request.
const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };
const GZIP_OPTIONS = { level: 6 };

/** Answers known to be under COMPRESS_MIN_BYTES: sent as they are, their body never read here. */
const smallAnswers = new WeakSet<Response>();

/**
 * `c.json` that remembers a small answer, so compressJson passes it by untouched: it had to
 * read the body to learn its size, which turned node-server's light answer into a full fetch
 * Response sent through a stream (a tenth of a chat POST's time). The answer itself is marked,
 * not the context: one that replaces it (an error after the route) is measured as before.
 */
export function jsonAnswer(c: Context, value: unknown, status: ContentfulStatusCode): Response {
  return jsonText(c, JSON.stringify(value), status);
}

/** jsonAnswer for a value already serialized. */
export function jsonText(c: Context, text: string, status: ContentfulStatusCode): Response {
  const res = c.body(text, status, { 'Content-Type': 'application/json' });
  if (text.length < COMPRESS_MIN_BYTES && Buffer.byteLength(text) < COMPRESS_MIN_BYTES) smallAnswers.add(res);
  return res;
}

/** True for an answer jsonAnswer made and knows to be small (so JSON): read without its headers. */
export function isSmallJsonAnswer(res: Response): boolean {
  return smallAnswers.has(res);
}

/**
 * Compresses JSON answers above COMPRESS_MIN_BYTES with Brotli or gzip as the request
 * accepts (`Vary: Accept-Encoding` on every JSON answer). Everything else (files, media,
 * ranges, the WebSocket upgrade) passes untouched; off the event loop (zlib's thread pool).
 */
export const compressJson: MiddlewareHandler = async (c, next) => {
  await next();
  const res = c.res;
  // Status before body: reading `res.body` turns node-server's light answer into a full
  // fetch Response, which then goes out through a stream (a third of a small request's cost).
  if (c.req.method === 'HEAD' || res.status === 204 || res.status === 206 || res.status === 304) return;
  if (smallAnswers.has(res)) {
    res.headers.append('Vary', 'Accept-Encoding');
    return;
  }
  const type = res.headers.get('Content-Type') ?? '';
  if (!type.startsWith('application/json') || res.headers.has('Content-Encoding')) return;
  res.headers.append('Vary', 'Accept-Encoding');
  const coding = preferredCoding(requestHeaders(c).get('accept-encoding') ?? undefined);
  if (!coding) return;
  // Copied before the body is read: the light answer forgets header changes once it turns full.
  const headers = new Headers(res.headers);
  headers.delete('Content-Length');
  const body = Buffer.from(await res.arrayBuffer());
  // Hono copies the old answer's headers onto the new one: its length must not survive.
  res.headers.delete('Content-Length');
  if (body.length < COMPRESS_MIN_BYTES) {
    c.res = new Response(body, { status: res.status, headers });
    return;
  }
  const packed = coding === 'br' ? await brotli(body, BROTLI_OPTIONS) : await gzipAsync(body, GZIP_OPTIONS);
  headers.set('Content-Encoding', coding);
  c.res = new Response(packed, { status: res.status, headers });
};
