import { type Context, Hono } from 'hono';
import { databasePing } from '../../db/ping';
import type { AppEnv } from '../../http/app-env';
import { fail, ok } from '../../http/envelope';
import { logRequest } from '../../http/request-log';
import type { Services } from '../../services';

/**
 * GET /api/health: mounted bare (module.ts), so it runs alone: one handler that sets the
 * services variable the log and the error handler read, logs its own line, and sets Vary as
 * compress-json does. On SQLite the answer is built synchronously (databasePing), so Hono and
 * node-server send it without a promise.
 */
export function healthRoutes(services: Services) {
  const app = new Hono<AppEnv>();
  const ping = databasePing(services.db);
  const answer = (c: Context<AppEnv>, started: number, reachable: boolean): Response => {
    c.header('Vary', 'Accept-Encoding');
    const res = reachable
      ? ok(c, { status: 'ok', product: services.config.productName })
      : fail(c, 503, 'The database is not reachable.');
    logRequest(c, started, res.status);
    return res;
  };
  app.get('/health', (c): Response | Promise<Response> => {
    const started = performance.now();
    c.set('services', services);
    const reachable = ping();
    return typeof reachable === 'boolean'
      ? answer(c, started, reachable)
      : reachable.then((later) => answer(c, started, later));
  });
  return app;
}
