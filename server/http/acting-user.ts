import type { Context } from 'hono';
import { Unauthenticated, NotAllowed } from '../errors';
import type { AppEnv, SessionUser } from './app-env';

/** The signed-in user, or a 401. */
export function sessionUser(c: Context<AppEnv>): SessionUser {
  const user = c.get('user');
  if (!user) throw new Unauthenticated();
  return user;
}

/**
 * The acting-user rule (spec README, decision 3): every acting-user id a request
 * carries (userId, createdBy, modifiedBy, senderUserId ...) must be the session's.
 * Returns the session user; answers 403 when any given id names someone else.
 */
export function actingUser(c: Context<AppEnv>, ...claimedIds: (string | null | undefined)[]): SessionUser {
  const user = sessionUser(c);
  for (const id of claimedIds) {
    if (id !== undefined && id !== null && id !== user.id) throw new NotAllowed();
  }
  return user;
}
