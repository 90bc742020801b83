import type { MiddlewareHandler } from 'hono';
import type { AppEnv, SessionUser } from './app-env';

/**
 * Resolves the session from the cookie or the `Authorization: Bearer` header (and,
 * for the WebSocket only, `?token=`). Sets `user` to null when there is none.
 */
export const sessionMiddleware: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.set('user', null);
  c.set('sessionId', null);
  // Header reads through c.req avoid building the full Request when there is no session.
  const hasCredentials = c.req.header('cookie') !== undefined || c.req.header('authorization') !== undefined;
  const resolved = hasCredentials ? await resolveSession(c.get('services'), c.req.raw.headers) : null;
  if (resolved) {
    c.set('user', resolved.user);
    c.set('sessionId', resolved.sessionId);
  }
  await next();
};

export async function resolveSession(
  services: AppEnv['Variables']['services'],
  headers: Headers,
): Promise<{ user: SessionUser; sessionId: string } | null> {
  if (!headers.get('cookie') && !headers.get('authorization')) return null;
  const result = await services.auth.api.getSession({ headers }).catch(() => null);
  if (!result) return null;
  const u = result.user as unknown as SessionUser;
  return {
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
