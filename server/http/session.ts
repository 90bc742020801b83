import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { withAuthContext } from '../auth/auth-async-context';
import { SessionCache } from '../auth/session-cache';
import { hasDontRememberCookie, sessionTokenFrom } from '../auth/session-token';
import type { Services } from '../services';
import type { AppEnv, SessionUser } from './app-env';
import { type HeaderReader, requestHeaders } from './request-headers';

/**
 * Resolves the session from the cookie or the `Authorization: Bearer` header (and,
 * for the WebSocket only, `?token=`). Sets `user` to null when there is none.
 */
export const sessionMiddleware: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.set('user', null);
  c.set('sessionId', null);
  // Node's parsed headers: neither a full Request nor a fetch Headers is built on the way.
  const headers = requestHeaders(c);
  const hasCredentials = headers.get('cookie') !== null || headers.get('authorization') !== null;
  const resolved = hasCredentials ? await resolveSession(c.get('services'), headers, () => c.req.raw.headers) : null;
  if (resolved) {
    c.set('user', resolved.user);
    c.set('sessionId', resolved.sessionId);
  }
  await next();
  if (resolved?.renewedCookies) {
    try {
      appendRenewedCookies(c.res.headers, resolved.renewedCookies);
    } catch {
      // Headers that cannot change (a response fetch made): a copy of the response takes them.
      c.res = new Response(c.res.body, c.res);
      appendRenewedCookies(c.res.headers, resolved.renewedCookies);
    }
  }
};

export type ResolvedSession = {
  user: SessionUser;
  sessionId: string;
  /**
   * The session cookie again, when resolving it pushed the session's expiry back (better-auth's
   * refresh) and it came as a cookie: the browser's copy expires when the first one would have
   * otherwise, however active its user (its Max-Age is the idle timeout, counted from sign-in).
   */
  renewedCookies?: string[];
};

/** Adds the renewed session cookie, unless the answer sets that cookie itself (a sign-out clears it). */
export function appendRenewedCookies(headers: Headers, cookies: readonly string[]): void {
  const nameOf = (cookie: string) => cookie.slice(0, cookie.indexOf('='));
  const set = new Set(headers.getSetCookie().map(nameOf));
  for (const cookie of cookies) if (!set.has(nameOf(cookie))) headers.append('Set-Cookie', cookie);
}

const caches = new WeakMap<Services, SessionCache>();

/** This instance's session cache, listening on the realtime bus for sessions that end. */
export function sessionCacheOf(services: Services): SessionCache {
  let cache = caches.get(services);
  if (!cache) {
    const created = new SessionCache();
    services.realtime.onBusMessage((message) => created.apply(message));
    caches.set(services, created);
    cache = created;
  }
  return cache;
}

/** Longest a sign-out waits for its own bus message to come back (the others have it then). */
const ECHO_WAIT_MS = 2_000;

/**
 * Ends cached sessions of a user (or everyone's) here and on every instance: answers once
 * this instance's bus has brought the message back, so the other instances have it too.
 */
export async function forgetSessionsEverywhere(services: Services, userId?: string): Promise<void> {
  const cache = sessionCacheOf(services);
  cache.forget({ userId });
  const nonce = randomUUID();
  const echoed = cache.echoOf(nonce, ECHO_WAIT_MS);
  await services.realtime.sessionsChanged(userId, nonce);
  await echoed;
}

/** The session cache's key: the credential headers as sent, so a hit skips the signature check too. */
function credentialsKey(authorization: string | null | undefined, cookie: string | null | undefined): string {
  return `${authorization ?? ''}\n${cookie ?? ''}`;
}

/**
 * The session these credential headers (Node's values) resolved to in the last seconds, from
 * memory only: null when resolving it needs the database or better-auth (resolveSession).
 */
export function cachedSession(
  services: Services,
  authorization: string | undefined,
  cookie: string | undefined,
): ResolvedSession | null {
  if (authorization === undefined && cookie === undefined) return null;
  const cached = sessionCacheOf(services).get(credentialsKey(authorization, cookie));
  return cached ? { sessionId: cached.sessionId, user: cached.user } : null;
}

/**
 * The cache first (a session seen in the last seconds, not expired nor due for refresh),
 * then one indexed query for the common case; better-auth itself when the session is due
 * for its daily refresh or is a "don't remember me" one, so expiry extension stays its own.
 */
export async function resolveSession(
  services: Services,
  headers: HeaderReader,
  /** The request's fetch Headers, for better-auth; `headers` when it is one. */
  fetchHeaders: () => Headers = () => (headers instanceof Headers ? headers : new Headers()),
): Promise<ResolvedSession | null> {
  const cache = sessionCacheOf(services);
  const credentials = credentialsKey(headers.get('authorization'), headers.get('cookie'));
  const cached = cache.get(credentials);
  if (cached) return { sessionId: cached.sessionId, user: cached.user };
  const token = sessionTokenFrom(headers, services.config.secret);
  if (!token) return null;
  if (hasDontRememberCookie(headers)) return resolveThroughAuth(services, fetchHeaders());
  const generation = cache.generation;
  const row = await services.db
    .selectFrom('session')
    .innerJoin('user', 'user.id', 'session.userId')
    .select([
      'session.id as sessionId',
      'session.expiresAt',
      'session.createdAt',
      'user.id',
      'user.email',
      'user.name',
      'user.firstName',
      'user.lastName',
      'user.profileAlias',
      'user.userType',
      'user.status',
    ])
    .where('session.token', '=', token)
    .executeTakeFirst();
  if (!row) return null;
  const expiresAt = new Date(row.expiresAt).getTime();
  const now = Date.now();
  if (!(expiresAt > now)) return null;
  const endsAt = absoluteEndOf(services, row.createdAt);
  if (endsAt <= now) return endSession(services, row.sessionId);
  const { expiresIn, updateAge } = services.auth.options.session as { expiresIn: number; updateAge: number };
  const refreshAt = expiresAt - expiresIn * 1000 + updateAge * 1000;
  if (refreshAt <= now) return resolveThroughAuth(services, fetchHeaders());
  const { sessionId, expiresAt: _expiresAt, createdAt: _createdAt, ...user } = row;
  cache.set(credentials, { sessionId, user, usableUntil: Math.min(expiresAt, refreshAt, endsAt) }, generation, now);
  return { sessionId, user };
}

/** When a session made at `createdAt` ends however much it is used (SESSION_ABSOLUTE_TIMEOUT_HOURS). */
function absoluteEndOf(services: Services, createdAt: Date | string | number): number {
  return new Date(createdAt).getTime() + services.config.session.absoluteTimeoutMs;
}

/** A session past its absolute timeout: its row goes, so better-auth's own routes refuse it too. */
async function endSession(services: Services, sessionId: string): Promise<null> {
  await services.db.deleteFrom('session').where('id', '=', sessionId).execute();
  return null;
}

async function resolveThroughAuth(services: Services, headers: Headers): Promise<ResolvedSession | null> {
  const answer = await withAuthContext(() => services.auth.api.getSession({ headers, returnHeaders: true })).catch(
    () => null,
  );
  const result = answer?.response;
  if (!result) return null;
  if (absoluteEndOf(services, result.session.createdAt) <= Date.now()) return endSession(services, result.session.id);
  const u = result.user as unknown as SessionUser;
  // Only a cookie's owner gets one back: a bearer client (the extension) keeps its token.
  const cookies = headers.has('authorization') ? [] : (answer?.headers.getSetCookie() ?? []);
  return {
    ...(cookies.length > 0 ? { renewedCookies: cookies } : {}),
    sessionId: result.session.id,
    user: {
      id: u.id,
      email: u.email,
      name: u.name,
      firstName: u.firstName,
      lastName: u.lastName,
      profileAlias: u.profileAlias,
      userType: u.userType,
      status: u.status,
    },
  };
}
