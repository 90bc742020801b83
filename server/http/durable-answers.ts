import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env';

/**
 * Holds every API answer until what the request may have read is committed. With SQLite's
 * group commit (db/group-commit.ts) a read can see the writes of the open batch, which are
 * answered to their writers only once it commits: this answer waits for that commit too (at
 * most one batch, a turn of the event loop), so nothing answered ever shows a write a crash
 * could still lose. Free when no batch is open, and on PostgreSQL.
 */
export const durableAnswers: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  await c.get('services').database.settled();
};
