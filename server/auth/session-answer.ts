import type { Db } from '../db/database';
import type { UserTable } from '../db/schema/auth';
import type { Auth } from './auth';

/** better-auth's own user fields; the rest come from its `additionalFields` (auth.ts). */
const CORE_USER_FIELDS = ['id', 'name', 'email', 'emailVerified', 'image', 'createdAt', 'updatedAt'] as const;
const SESSION_FIELDS = ['id', 'expiresAt', 'createdAt', 'updatedAt', 'ipAddress', 'userAgent', 'userId'] as const;
const DATE_FIELDS = new Set(['createdAt', 'updatedAt', 'expiresAt']);

const iso = (value: unknown): unknown =>
  value === null || value === undefined ? value : new Date(value as string | number | Date).toISOString();

function shaped(row: Record<string, unknown>, fields: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of fields) {
    const value = row[field] ?? null;
    out[field] = DATE_FIELDS.has(field) ? iso(value) : field === 'emailVerified' ? Boolean(value) : value;
  }
  return out;
}

/**
 * What GET /api/auth/get-session answers for a session already resolved (and renewed when due)
 * by http/session.ts, read with one query instead of through better-auth's router: a signed-in
 * page carries it among its first answers (http/first-answers.ts), and better-auth's call was
 * the largest part of such a page's server time (its context, and the promise hook its
 * AsyncLocalStorage turns on for everything running meanwhile). Without the session's token,
 * which the web app never reads: the page's HTML holds no credential. first-answers.test.ts
 * holds it equal to better-auth's own answer otherwise, on both databases.
 */
export async function sessionAnswer(services: { db: Db; auth: Auth }, sessionId: string): Promise<unknown> {
  const additional = Object.keys(
    (services.auth.options.user as { additionalFields?: Record<string, unknown> } | undefined)?.additionalFields ?? {},
  );
  const userFields = [...CORE_USER_FIELDS, ...additional];
  const session = await services.db
    .selectFrom('session')
    .select([...SESSION_FIELDS])
    .where('id', '=', sessionId)
    .executeTakeFirst();
  if (!session) return null;
  const user = await services.db
    .selectFrom('user')
    // The fields better-auth answers with, not every column ("searchVector" on PostgreSQL).
    .select(userFields as (keyof UserTable)[])
    .where('id', '=', session.userId)
    .executeTakeFirst();
  if (!user) return null;
  return {
    session: shaped(session as unknown as Record<string, unknown>, SESSION_FIELDS),
    user: shaped(user as unknown as Record<string, unknown>, userFields),
  };
}
