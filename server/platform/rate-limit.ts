import { sql } from 'kysely';
import type { Db } from '../db/database';
import { messages } from '@shared/messages';
import { RateLimited } from '../errors';

export type RateLimitState = { count: number; retryAfterMs: number };

/**
 * Fixed-window counters in the database, so every server instance shares them.
 * One statement per hit: the window restarts when it has expired. `clock` is the time every
 * call reads when not given one (a test moves it forward instead of waiting).
 */
export class RateLimiter {
  clock: () => number = Date.now;

  constructor(private readonly db: Db) {}

  async hit(key: string, windowMs: number, now = this.clock(), cost = 1): Promise<RateLimitState> {
    const expired = now - windowMs;
    const row = await this.db
      .insertInto('rate_limit')
      .values({ key, count: cost, windowStartMs: now })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({
          count: sql`case when rate_limit."windowStartMs" <= ${expired} then ${cost} else rate_limit."count" + ${cost} end`,
          windowStartMs: sql`case when rate_limit."windowStartMs" <= ${expired} then ${now} else rate_limit."windowStartMs" end`,
        }),
      )
      .returning(['count', 'windowStartMs'])
      .executeTakeFirstOrThrow();
    return { count: Number(row.count), retryAfterMs: Number(row.windowStartMs) + windowMs - now };
  }

  async peek(key: string, windowMs: number, now = this.clock()): Promise<RateLimitState> {
    const row = await this.db.selectFrom('rate_limit').selectAll().where('key', '=', key).executeTakeFirst();
    if (!row || Number(row.windowStartMs) <= now - windowMs) return { count: 0, retryAfterMs: 0 };
    return { count: Number(row.count), retryAfterMs: Number(row.windowStartMs) + windowMs - now };
  }

  async reset(key: string): Promise<void> {
    await this.db.deleteFrom('rate_limit').where('key', '=', key).execute();
  }

  /**
   * Spends `cost` from a per-user budget of one or more windows (all must have room), or throws
   * RateLimited with the seconds until the window that refused has room again. A refused call
   * is still counted, so hammering past the limit does not shorten the wait.
   */
  async spend(budget: Budget, userId: string, cost = 1): Promise<void> {
    if (cost <= 0) return;
    const now = this.clock();
    let retryAfterMs = 0;
    for (const window of budget.windows) {
      const state = await this.hit(`${budget.name}:${window.windowMs}:${userId}`, window.windowMs, now, cost);
      if (state.count > window.max) retryAfterMs = Math.max(retryAfterMs, state.retryAfterMs);
    }
    if (retryAfterMs > 0) throw new RateLimited(budget.message, Math.max(1, Math.ceil(retryAfterMs / 1000)));
  }

  /**
   * Like `spend`, for a batch: when `cost` does not fit in every window, refuses with the wait
   * and spends nothing, so a batch too big for what is left does not eat the daily budget.
   */
  async spendWhole(budget: Budget, userId: string, cost: number): Promise<void> {
    if (cost <= 0) return;
    const now = this.clock();
    let retryAfterMs = 0;
    for (const window of budget.windows) {
      const state = await this.peek(`${budget.name}:${window.windowMs}:${userId}`, window.windowMs, now);
      if (state.count + cost > window.max) retryAfterMs = Math.max(retryAfterMs, state.retryAfterMs || window.windowMs);
    }
    if (retryAfterMs > 0) throw new RateLimited(budget.message, Math.max(1, Math.ceil(retryAfterMs / 1000)));
    await this.spend(budget, userId, cost);
  }
}

export type Budget = { name: string; windows: { windowMs: number; max: number }[]; message?: string };

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/**
 * Budgets per user (issue 33), with numbers no real professional meets (README, 'Budgets').
 * Membership lookups by e-mail, the answers that tell whether an address belongs to a member,
 * share one budget so the product is not an enumeration oracle.
 */
export const BUDGETS = {
  memberLookups: {
    name: 'lookup',
    message: messages.people.lookupLimited,
    windows: [
      { windowMs: 10 * MINUTE, max: 60 },
      { windowMs: DAY, max: 300 },
    ],
  },
  /** POST /api/user/connect (a request or its acceptance). */
  connectionRequests: { name: 'connect', message: messages.people.dailyLimit, windows: [{ windowMs: DAY, max: 200 }] },
  /** People invited, counted one per person: e-mailed invitations and invitations to groups. */
  invitations: { name: 'invitations', message: messages.people.dailyLimit, windows: [{ windowMs: DAY, max: 500 }] },
  /**
   * People outside the workspace asked to sign (issue 37), one per signer of each document
   * sent: at most 20 a document, and this a day, so e-sign is no way to mass-mail strangers.
   */
  outsideSigners: {
    name: 'esign-outside',
    message: messages.esign.outsideLimited,
    windows: [{ windowMs: DAY, max: 50 }],
  },
} satisfies Record<string, Budget>;
