import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * Reads and discards what is left of a request body once its answer is sent, so the
 * keep-alive connection can carry the next request.
 *
 * @hono/node-server drains such a body too, but the web stream it wrapped the body in
 * (Readable.toWeb) keeps pausing it once its own queue is full, nobody reading it: the drain
 * then stalls, and after 500 ms the adapter destroys the socket. The client, told
 * `Connection: keep-alive`, sends its next request on it and gets 'socket hang up'. That was
 * every body over the 1 MB limit (answered 413 unread) and any body a route answered without
 * reading (a 404 under /api/auth/*). Dropping the wrapper's listeners lets the body flow to its
 * end; the adapter's drain, registered after this one, still caps it (64 MB, 500 ms).
 */
export function drainUnreadBody(req: IncomingMessage, res: ServerResponse): void {
  if (req.method === 'GET' || req.method === 'HEAD') return;
  res.once('finish', () => {
    if (req.complete || req.destroyed) return;
    req.removeAllListeners('data');
    req.on('data', discard);
    req.resume();
  });
}

function discard(): void {}
