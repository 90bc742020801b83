import { createHash, createHmac, randomBytes } from 'node:crypto';
import { SIGN_IN_LINK_SECONDS, type SignInLink } from '@shared/api/sign-in-links';
import { DELETED_USER_STATUS } from '@shared/rules';
import { withAuthContext } from '../../auth/auth-async-context';
import { SESSION_COOKIE } from '../../auth/session-token';
import type { Services } from '../../services';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new link for `userId` to `path`, opened on `origin`: only the token's hash is stored. */
export async function mintSignInLink(
  services: Services,
  userId: string,
  path: string,
  origin: string,
): Promise<SignInLink> {
  const token = randomBytes(32).toString('base64url');
  const now = Date.now();
  const expiresAt = new Date(now + SIGN_IN_LINK_SECONDS * 1000).toISOString();
  const { db } = services;
  // Links of the past (used or expired) go as new ones are made: the table stays small.
  await db
    .deleteFrom('sign_in_link')
    .where('expiresAt', '<', new Date(now - 60_000).toISOString())
    .execute();
  await db
    .insertInto('sign_in_link')
    .values({ tokenHash: hashOf(token), userId, path, expiresAt, usedAt: null, createdAt: new Date(now).toISOString() })
    .execute();
  return { url: `${origin}/api/sign-in-link/${token}`, expiresAt };
}

/**
 * Uses a link once: marks it used only if unused and unexpired (of two uses at once, one
 * wins), and answers its user and path; null for an unknown, used or expired link, or a user
 * who is gone.
 */
export async function redeemSignInLink(
  services: Services,
  token: string,
): Promise<{ userId: string; path: string } | null> {
  const { db } = services;
  const tokenHash = hashOf(token);
  const now = new Date().toISOString();
  const used = await db
    .updateTable('sign_in_link')
    .set({ usedAt: now })
    .where('tokenHash', '=', tokenHash)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', now)
    .executeTakeFirst();
  if (Number(used.numUpdatedRows) !== 1) return null;
  const row = await db
    .selectFrom('sign_in_link')
    .innerJoin('user', 'user.id', 'sign_in_link.userId')
    .select(['sign_in_link.userId', 'sign_in_link.path', 'user.status'])
    .where('sign_in_link.tokenHash', '=', tokenHash)
    .executeTakeFirst();
  if (!row || row.status === DELETED_USER_STATUS) return null;
  return { userId: row.userId, path: row.path };
}

/**
 * A new session of `userId` made by better-auth, and the cookie that carries it, signed and
 * named as better-auth's own sign-in sets it (`token.HMAC`, HttpOnly, SameSite=Lax).
 */
export async function sessionCookieFor(
  services: Services,
  userId: string,
  client: { ipAddress: string; userAgent: string },
): Promise<string> {
  const { auth, config } = services;
  const session = await withAuthContext(async () => {
    const context = await auth.$context;
    return context.internalAdapter.createSession(userId, false, client);
  });
  if (!session) throw new Error('sign-in link: better-auth made no session');
  const signature = createHmac('sha256', config.secret).update(session.token).digest('base64');
  const isSecure = config.publicUrl.startsWith('https://');
  const maxAge = Math.max(0, Math.floor((new Date(session.expiresAt).getTime() - Date.now()) / 1000));
  const name = isSecure ? `__Secure-${SESSION_COOKIE}` : SESSION_COOKIE;
  return [
    `${name}=${encodeURIComponent(`${session.token}.${signature}`)}`,
    `Max-Age=${maxAge}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
    ...(isSecure ? ['Secure'] : []),
  ].join('; ');
}
