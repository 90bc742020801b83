import { createHash } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { messages } from '@shared/messages';
import { IDEMPOTENCY_KEY_MAX, IDEMPOTENCY_KEY_TTL_MS } from '@shared/rules';
import type { Db } from '../db/database';
import type { AppEnv } from './app-env';
import { fail } from './envelope';
import { type IdempotencyClaim, withIdempotencyClaim } from './idempotent-answer';

/** How long a request in flight holds its key; a crashed instance's claim lapses after it. */
export const IDEMPOTENCY_LEASE_MS = 30_000;
/** How long a repeat waits for the first request with its key to finish before a 409. */
const WAIT_FOR_FIRST_MS = 5_000;
const POLL_MS = 50;

/**
 * Routes that store their key in the same transaction as what they create (posts, comments:
 * exactly once even across a crash) and answer any repeat of the key with the thing as it is
 * now, whatever the body (spec README decision 6: the composer retries a draft whose files
 * changed). They pass through untouched.
 */
const ROUTES_KEEPING_THEIR_OWN_KEYS = new Set(['POST /api/post', 'POST /api/comment']);

type Claim = IdempotencyClaim;

/**
 * Tests only: runs after the handler and before its answer is stored; a throw there is an
 * instance dying between the route's commit and the stored answer.
 */
export const idempotencyFaultsForTests: { afterHandler?: () => void } = {};
type StoredRow = {
  route: string;
  bodyHash: string;
  status: number | null;
  response: string | null;
  lockedUntil: string;
};

/**
 * `Idempotency-Key` on every POST under /api (spec README decision 6, issue 15): the first
 * request with a key runs and its 2xx JSON answer is stored for 24 h per user; a repeat with
 * the same route and body gets that answer again (header `Idempotent-Replayed: true`) and
 * creates nothing; the same key on another route or body is a 422. A repeat arriving while
 * the first runs waits for it. Failed answers are not stored, so a retry runs again.
 * Multipart uploads, the auth routes and the routes keeping their own keys pass through.
 * Creating routes store their answer in their own transaction (`answerWith`,
 * http/idempotent-answer.ts: jobs, groups and members, connect, invite, likes, feedback,
 * knowledge files), so a crash after their commit cannot make a retry run them again; apply,
 * submit and e-sign send answer a rerun with the same outcome by their own rules.
 */
export const idempotency: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.req.method !== 'POST' || ROUTES_KEEPING_THEIR_OWN_KEYS.has(`POST ${c.req.path}`)) return next();
  const header = c.req.header('idempotency-key');
  const user = c.get('user');
  if (header === undefined || !user) return next();
  if (c.req.path.startsWith('/api/auth/')) return next();
  if ((c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/')) return next();
  const key = header.trim();
  if (key === '' || key.length > IDEMPOTENCY_KEY_MAX) return fail(c, 400, messages.generic.invalidInput);

  const db = c.get('services').db;
  const route = `POST ${c.req.path}`;
  const bodyHash = createHash('sha256')
    .update(await c.req.text())
    .digest('base64url');
  const claim: Claim = { userId: user.id, key, route, bodyHash };

  const deadline = Date.now() + WAIT_FOR_FIRST_MS;
  for (;;) {
    const stored = await claimOrRead(db, claim);
    if (!stored) return runAndStore(c, db, claim, next);
    if (stored.route !== route || stored.bodyHash !== bodyHash)
      return fail(c, 422, messages.generic.idempotencyKeyReused);
    if (stored.status !== null && stored.response !== null) return replay(stored.status, stored.response);
    if (stored.lockedUntil <= new Date().toISOString() && (await takeOver(db, claim, stored.lockedUntil)))
      return runAndStore(c, db, claim, next);
    if (Date.now() > deadline) {
      c.header('Retry-After', '1');
      return fail(c, 409, messages.generic.idempotencyKeyInFlight);
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
};

/** Inserts the claim, or reads the row another request made (an expired one is dropped first). */
async function claimOrRead(db: Db, claim: Claim): Promise<StoredRow | null> {
  const now = new Date();
  await db
    .deleteFrom('idempotent_request')
    .where('userId', '=', claim.userId)
    .where('key', '=', claim.key)
    .where('createdAt', '<=', new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS).toISOString())
    .execute();
  const inserted = await db
    .insertInto('idempotent_request')
    .values({
      ...claim,
      status: null,
      response: null,
      lockedUntil: new Date(now.getTime() + IDEMPOTENCY_LEASE_MS).toISOString(),
      createdAt: now.toISOString(),
    })
    .onConflict((oc) => oc.columns(['userId', 'key']).doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) return null;
  const row = await db
    .selectFrom('idempotent_request')
    .select(['route', 'bodyHash', 'status', 'response', 'lockedUntil'])
    .where('userId', '=', claim.userId)
    .where('key', '=', claim.key)
    .executeTakeFirst();
  // Deleted between the insert and the read (the first request failed): claim it again.
  return row ?? claimOrRead(db, claim);
}

/** A claim whose lease lapsed (its instance died mid-request) passes to exactly one repeat. */
async function takeOver(db: Db, claim: Claim, lapsed: string): Promise<boolean> {
  const result = await db
    .updateTable('idempotent_request')
    .set({ lockedUntil: new Date(Date.now() + IDEMPOTENCY_LEASE_MS).toISOString() })
    .where('userId', '=', claim.userId)
    .where('key', '=', claim.key)
    .where('status', 'is', null)
    .where('lockedUntil', '=', lapsed)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Runs the handler with the claim in scope: a creating route stores its answer in its own
 * transaction (`answerWith`), so the crash window between commit and this update is closed.
 */
async function runAndStore(c: Context<AppEnv>, db: Db, claim: Claim, next: () => Promise<void>) {
  await withIdempotencyClaim(claim, next);
  idempotencyFaultsForTests.afterHandler?.();
  const res = c.res;
  const isJson = (res.headers.get('content-type') ?? '').includes('json');
  if (res.status >= 200 && res.status < 300 && isJson) {
    const response = await res.clone().text();
    await db
      .updateTable('idempotent_request')
      .set({ status: res.status, response })
      .where('userId', '=', claim.userId)
      .where('key', '=', claim.key)
      .execute();
  } else {
    await release(db, claim);
  }
}

/** A failed first request leaves nothing behind: its retry runs as if it were the first. */
function release(db: Db, claim: Claim) {
  return db
    .deleteFrom('idempotent_request')
    .where('userId', '=', claim.userId)
    .where('key', '=', claim.key)
    .where('status', 'is', null)
    .execute();
}

function replay(status: number, body: string) {
  return new Response(body, {
    status,
    headers: { 'content-type': 'application/json; charset=UTF-8', 'idempotent-replayed': 'true' },
  });
}
