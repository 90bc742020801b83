import { z } from 'zod';
import { messages } from '../messages';

/**
 * One-time sign-in links: the extension, signed in with its bearer token, asks for one per
 * navigation to the web app (`POST /api/sign-in-link {path}` → `data: SignInLink`); opening
 * `url` once, within `SIGN_IN_LINK_SECONDS`, gives that browser a session of the same user
 * and lands on `path`. A used, expired or unknown link lands on the sign-in page instead.
 */
export const SIGN_IN_LINK_SECONDS = 60;
export const SIGN_IN_LINK_PATH_MAX = 2000;

/** A path of this app: one '/' first, no backslash nor control character (never another site). */
function isAppPath(path: string): boolean {
  if (!/^\/(?![/\\])/.test(path) || path.includes('\\')) return false;
  return [...path].every((char) => char.charCodeAt(0) >= 0x20);
}

export const zSignInLinkBody = z.object({
  path: z
    .string()
    .max(SIGN_IN_LINK_PATH_MAX, messages.auth.signInLinkPath)
    .refine(isAppPath, messages.auth.signInLinkPath),
});
export type SignInLinkBody = z.infer<typeof zSignInLinkBody>;
export type SignInLink = { url: string; expiresAt: string };

/** The token in the link: 32 random bytes, base64url. */
export const zSignInLinkToken = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/) });
