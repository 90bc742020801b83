import { Hono } from 'hono';
import { CompiledQuery } from 'kysely';
import type { AppEnv } from '../../http/app-env';
import { fail, ok } from '../../http/envelope';
import { requestLog } from '../../http/request-log';

const SELECT_ONE = CompiledQuery.raw('select 1');

export function healthRoutes() {
  const app = new Hono<AppEnv>();
  // Mounted bare (module.ts): the request log is its only middleware; Vary as compress-json sets it.
  app.get('/health', requestLog, async (c) => {
    const { db, config } = c.get('services');
    c.header('Vary', 'Accept-Encoding');
    try {
      await db.executeQuery(SELECT_ONE);
    } catch {
      return fail(c, 503, 'The database is not reachable.');
    }
    return ok(c, { status: 'ok', product: config.productName });
  });
  return app;
}
