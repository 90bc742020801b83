import type { IncomingMessage } from 'node:http';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { Invalid } from '../errors';

type NodeIncoming = IncomingMessage & { rawBody?: Buffer };

/**
 * A request body of at most `maxSize` bytes, read whole from Node's request before the route
 * runs (declared or streamed length; over it, `onTooLarge` answers). The bytes become the
 * body `c.req.text()`/`json()` answer and, through node-server's `rawBody`, the one a fetch
 * Request built later carries (better-auth): hono/body-limit and the route's read first built
 * a full fetch Request and a web stream over Node's, a tenth of a chat POST (profile). Off
 * Node (app.request in a test) hono/body-limit does the same job.
 */
export function requestBodyLimit(maxSize: number, onTooLarge: (c: Context) => Response): MiddlewareHandler {
  const fallback = bodyLimit({ maxSize, onError: onTooLarge });
  return async (c, next) => {
    const incoming = (c.env as { incoming?: NodeIncoming } | undefined)?.incoming;
    if (!incoming || incoming.readableDidRead || incoming.rawBody) return fallback(c, next);
    const declared = incoming.headers['content-length'];
    if (declared !== undefined && !incoming.headers['transfer-encoding'] && Number(declared) > maxSize)
      return onTooLarge(c);
    const body = await readUpTo(incoming, maxSize);
    if (!body) return onTooLarge(c);
    incoming.rawBody = body;
    // Hono keeps each body read as its promise (its type says the value).
    (c.req.bodyCache as Record<string, unknown>).text = Promise.resolve(body.toString('utf8'));
    return next();
  };
}

/** The whole body, or null past `maxSize` (what is left is drained after the answer: drain-request.ts). */
function readUpTo(incoming: IncomingMessage, maxSize: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const done = () => {
      incoming.off('data', onData);
      incoming.off('end', onEnd);
      incoming.off('error', onError);
      incoming.off('aborted', onError);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxSize) {
        done();
        incoming.pause();
        resolve(null);
      } else chunks.push(chunk);
    };
    const onEnd = () => {
      done();
      resolve(chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks, size));
    };
    const onError = () => {
      done();
      reject(new Invalid());
    };
    incoming.on('data', onData);
    incoming.once('end', onEnd);
    incoming.once('error', onError);
    incoming.once('aborted', onError);
  });
}
