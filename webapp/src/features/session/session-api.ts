import type { SignUpInput } from '@shared/api/auth';
import type { ApiClient } from '../../lib/api-client';
import { firstAnswer } from '../../lib/first-answers';

/** The user better-auth puts in a session (our server adds the profile fields). */
export type SessionUser = {
  id: string;
  email: string;
  name?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  avatar?: string | null;
  image?: string | null;
  profileAlias?: string | null;
  socialAuth?: boolean | null;
};

export type Session = { user: SessionUser; session: { id?: string; expiresAt?: string } };

export const sessionQueryKey = ['session'] as const;

const SESSION_PATH = '/api/auth/get-session';
const asSession = (session: Session | null | undefined): Session | null => (session?.user?.id ? session : null);

/** The current session, or null when signed out (also for an invalid bearer token). */
export async function fetchSession(api: ApiClient): Promise<Session | null> {
  return asSession(await api.get<Session | null>(SESSION_PATH));
}

/** The session the page came with (lib/first-answers.ts), or undefined. */
export function firstSession(): Session | null | undefined {
  const session = firstAnswer<Session | null>(SESSION_PATH);
  return session === undefined ? undefined : asSession(session);
}

export type SignInResult = { token: string | null };

/** Signs in; the web app keeps the cookie, the extension keeps the returned bearer token. */
export async function signInWithEmail(
  api: ApiClient,
  input: { email: string; password: string },
): Promise<SignInResult> {
  const { headers } = await api.requestWithResponse('/api/auth/sign-in/email', { method: 'POST', body: input });
  return { token: headers.get('set-auth-token') };
}

export async function signUpWithEmail(api: ApiClient, input: SignUpInput): Promise<SignInResult> {
  const body = { ...input, name: input.name ?? `${input.firstName} ${input.lastName}`.trim() };
  const { headers } = await api.requestWithResponse('/api/auth/sign-up/email', { method: 'POST', body });
  return { token: headers.get('set-auth-token') };
}

export async function signOutSession(api: ApiClient): Promise<void> {
  await api.post('/api/auth/sign-out', {});
}

/** Changes the password and signs out every other session (spec 1 §5). */
export async function changePassword(
  api: ApiClient,
  input: { currentPassword: string; newPassword: string },
): Promise<void> {
  const { currentPassword, newPassword } = input;
  await api.post('/api/auth/change-password', { currentPassword, newPassword, revokeOtherSessions: true });
}

/** Only same-site paths may follow a sign-in; anything else lands on Home. */
export function safeNextPath(next: string | null | undefined): string {
  if (!next?.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/';
  return next;
}

/** The sign-in URL that brings the user back to `path` afterwards. */
export function loginPathFor(path: string): string {
  return path === '/' ? '/login' : `/login?next=${encodeURIComponent(path)}`;
}
