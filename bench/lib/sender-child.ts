/**
 * Child process that makes the bench's HTTP requests (see sender.ts), so the client side of
 * a POST (building it, reading its answer) never shares the event loop of the server under
 * test. Times each request from its send to its whole answer.
 */
import type { SenderReply, SenderRequest } from './sender';

process.on('message', (request: SenderRequest) => {
  const started = performance.now();
  fetch(request.url, request.init)
    .then(async (res) => {
      const text = await res.text();
      const ms = performance.now() - started;
      let body: unknown = null;
      try {
        body = JSON.parse(text);
      } catch {
        body = text.slice(0, 200);
      }
      process.send?.({ id: request.id, status: res.status, body, ms } satisfies SenderReply);
    })
    .catch((error: unknown) => {
      process.send?.({ id: request.id, status: 0, body: String(error), ms: 0 } satisfies SenderReply);
    });
});
