import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env';

/**
 * Holds every API answer until what the request may have read is committed. With SQLite's
 * group commit (db/group-commit.ts) a read can see the writes of the open batch, which are
 * answered to their writers only once it commits: this answer waits for that commit too (at
 * most one batch, a turn of the event loop), so nothing answered ever shows a write a crash
 * could still lose. Free when no batch is open, and on PostgreSQL, where a read sees committed
 * rows only. It also counts the requests that may write while they run, so that a batch (on
 * either database) waits for them within its bounds.
 */
export const durableAnswers: MiddlewareHandler<AppEnv> = async (c, next) => {
  const { database } = c.get('services');
  // A request that may write is counted while it runs: a batch about to commit waits for it a little.
  const done = READS.has(c.req.method) ? null : database.writing();
  try {
    await next();
  } finally {
    done?.();
  }
  await database.settled();
};

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
