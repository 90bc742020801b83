import { Hono } from 'hono';
import { sql } from 'kysely';
import type { AppEnv } from '../../http/app-env';
import { fail, ok } from '../../http/envelope';

export function healthRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/health', async (c) => {
    const { db, config } = c.get('services');
    try {
      await sql`select 1`.execute(db);
    } catch {
      return fail(c, 503, 'The database is not reachable.');
    }
    return ok(c, { status: 'ok', product: config.productName });
  });
  return app;
}
