import { type Context, Hono } from 'hono';
import { type Db, sqliteConnectionOf } from '../../db/database';
import { databasePing } from '../../db/ping';
import type { AppEnv } from '../../http/app-env';
import type { LeanRead } from '../../http/lean-reads';
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

/** Each database's synchronous ping: SQLite's; null on PostgreSQL, whose ping is a round trip. */
const pings = new WeakMap<Db, (() => boolean | Promise<boolean>) | null>();

/**
 * GET /api/health on the lean path (http/lean-reads.ts): on SQLite, where the ping answers at
 * once, the same envelope written on Node's response, without Hono's Request and Response (the
 * bench held health at 0.53x a bare hello while the lean GET /api/user/id reached 0.62x). A
 * database that does not answer, or PostgreSQL's ping in flight, is left to the route above.
 */
export const healthRead: LeanRead = {
  path: '/api/health',
  signedOut: true,
  answer(services) {
    let ping = pings.get(services.db);
    if (ping === undefined) {
      ping = sqliteConnectionOf(services.db) ? databasePing(services.db) : null;
      pings.set(services.db, ping);
    }
    return ping?.() === true ? { status: 'ok', product: services.config.productName } : undefined;
  },
};
