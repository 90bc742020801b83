import { sql } from 'kysely';
import type { Db } from '../db/database';

export type RateLimitState = { count: number; retryAfterMs: number };

/**
 * Fixed-window counters in the database, so every server instance shares them.
 * One statement per hit: the window restarts when it has expired.
 */
export class RateLimiter {
  constructor(private readonly db: Db) {}

  async hit(key: string, windowMs: number, now = Date.now()): Promise<RateLimitState> {
    const expired = now - windowMs;
    const row = await this.db
      .insertInto('rate_limit')
      .values({ key, count: 1, windowStartMs: now })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({
          count: sql`case when rate_limit."windowStartMs" <= ${expired} then 1 else rate_limit."count" + 1 end`,
          windowStartMs: sql`case when rate_limit."windowStartMs" <= ${expired} then ${now} else rate_limit."windowStartMs" end`,
        }),
      )
      .returning(['count', 'windowStartMs'])
      .executeTakeFirstOrThrow();
    return { count: Number(row.count), retryAfterMs: Number(row.windowStartMs) + windowMs - now };
  }

  async peek(key: string, windowMs: number, now = Date.now()): Promise<RateLimitState> {
    const row = await this.db.selectFrom('rate_limit').selectAll().where('key', '=', key).executeTakeFirst();
    if (!row || Number(row.windowStartMs) <= now - windowMs) return { count: 0, retryAfterMs: 0 };
    return { count: Number(row.count), retryAfterMs: Number(row.windowStartMs) + windowMs - now };
  }

  async reset(key: string): Promise<void> {
    await this.db.deleteFrom('rate_limit').where('key', '=', key).execute();
  }
}
