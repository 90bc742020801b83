import { Hono, type Context } from 'hono';
import { zPassword, zSignIn, zSignUp } from '@shared/api/auth';
import { messages } from '@shared/messages';
import { Invalid, RateLimited } from '../errors';
import type { AppEnv } from '../http/app-env';
import { sessionUser } from '../http/acting-user';
import { clientIp } from '../http/client-ip';
import { forgetSessionsEverywhere } from '../http/session';
import { withAuthContext } from './auth-async-context';
import { parseWith } from '../http/validate';
import { z } from 'zod';

/**
 * better-auth serves /api/auth/*; in front of it we validate with the spec's rules and
 * messages, apply sign-in limits, and make every failure carry the envelope's
 * `isSuccess: false` beside better-auth's own fields.
 */
export function authRoutes() {
  const app = new Hono<AppEnv>();

  app.post('/sign-up/email', async (c) => {
    const raw = (await jsonOf(c)) as Record<string, unknown>;
    const body = parseWith(zSignUp, raw);
    const { signIn } = c.get('services').config;
    await limitOrThrow(c, `signup:ip:${clientIp(c)}`, signIn.maxPerIp, signIn.windowMs);
    // better-auth requires `name`; the spec's clients may send only first and last names.
    return forward(c, { ...raw, ...body, name: body.name || `${body.firstName} ${body.lastName}` });
  });

  app.post('/sign-in/email', async (c) => {
    const body = parseWith(zSignIn, await jsonOf(c));
    const { config, rateLimiter } = c.get('services');
    const { maxPerIp, maxFailuresPerAccount, windowMs } = config.signIn;
    const accountKey = `signin:fail:${body.email}`;
    const failures = await rateLimiter.peek(accountKey, windowMs);
    if (failures.count >= maxFailuresPerAccount) throw tooMany(failures.retryAfterMs);
    await limitOrThrow(c, `signin:ip:${clientIp(c)}`, maxPerIp, windowMs);
    const response = await forward(c);
    if (response.status === 401) await rateLimiter.hit(accountKey, windowMs);
    else if (response.ok) await rateLimiter.reset(accountKey);
    return response;
  });

  app.post('/change-password', async (c) => {
    const user = sessionUser(c);
    const body = parseWith(
      z.object({ currentPassword: z.string().min(1, 'Current Password is required'), newPassword: zPassword }),
      await jsonOf(c),
    );
    const { db } = c.get('services');
    const credential = await db
      .selectFrom('account')
      .select('id')
      .where('userId', '=', user.id)
      .where('providerId', '=', 'credential')
      .executeTakeFirst();
    if (!credential) throw new Invalid(messages.auth.socialNoPassword);
    // Changing the password always ends the user's other sessions, live sockets included.
    const response = await forward(c, { ...body, revokeOtherSessions: true });
    const sessionId = c.get('sessionId');
    if (response.ok && sessionId) {
      // better-auth replaces this session too (a new token): every cached one of the user goes.
      await forgetSessionsEverywhere(c.get('services'), user.id);
      await c.get('services').realtime.disconnect(user.id, undefined, { exceptSessionId: sessionId });
    }
    return response;
  });

  // Only for the signed-in account's own address, at most 3 an hour: better-auth would also
  // send it for any unverified address named by anyone, a way to mail strangers.
  app.post('/send-verification-email', async (c) => {
    const user = sessionUser(c);
    const body = parseWith(zVerifyEmail, await jsonOf(c));
    await limitOrThrow(c, `verify-email:${user.id}`, 3, 3_600_000, messages.auth.tooManyVerificationEmails);
    return forward(c, { email: user.email, callbackURL: body.callbackURL });
  });

  app.post('/sign-out', async (c) => {
    const response = await forward(c);
    const user = c.get('user');
    const sessionId = c.get('sessionId');
    if (response.ok && user && sessionId) {
      await forgetSessionsEverywhere(c.get('services'), user.id);
      await c.get('services').realtime.disconnect(user.id, sessionId);
    }
    return response;
  });

  app.get('/*', (c) => forward(c));
  app.post('/*', async (c) => {
    const response = await forward(c);
    // Any other change (revoked sessions, a reset password, a changed or deleted user) may end
    // or alter sessions: cached ones go on every instance; a signed-out caller's, everyone's.
    const isSignIn = /^\/api\/auth\/sign-(in|up)\//.test(c.req.path);
    if (response.ok && !isSignIn) await forgetSessionsEverywhere(c.get('services'), c.get('user')?.id);
    return response;
  });
  return app;
}

/** Where the link in the e-mail lands: a path of this app only. */
const zVerifyEmail = z.object({
  callbackURL: z
    .string()
    .regex(/^\/(?![/\\])[\w\-./?=&%]*$/, messages.auth.signInLinkPath)
    .max(200)
    .default('/'),
});

async function jsonOf(c: Context<AppEnv>): Promise<unknown> {
  try {
    return await c.req.raw.clone().json();
  } catch {
    throw new Invalid(messages.generic.invalidJson);
  }
}

async function limitOrThrow(
  c: Context<AppEnv>,
  key: string,
  max: number,
  windowMs: number,
  message: (minutes: number) => string = messages.auth.tooManyAttempts,
) {
  const state = await c.get('services').rateLimiter.hit(key, windowMs);
  if (state.count > max) throw tooMany(state.retryAfterMs, message);
}

function tooMany(retryAfterMs: number, message: (minutes: number) => string = messages.auth.tooManyAttempts) {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return new RateLimited(message(minutes), Math.ceil(retryAfterMs / 1000));
}

async function forward(c: Context<AppEnv>, replaceBody?: unknown): Promise<Response> {
  const { auth } = c.get('services');
  let request = c.req.raw;
  if (replaceBody !== undefined) {
    const headers = new Headers(request.headers);
    headers.delete('content-length');
    request = new Request(request.url, { method: request.method, headers, body: JSON.stringify(replaceBody) });
  }
  const response = await withAuthContext(() => auth.handler(request));
  if (response.status < 400 || !response.headers.get('content-type')?.includes('application/json')) return response;
  const body = (await response.json().catch(() => ({}))) as { code?: string; message?: string };
  const status =
    body.code === 'USER_ALREADY_EXISTS' || body.code === 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL'
      ? 409
      : response.status;
  const message =
    status === 409
      ? messages.auth.emailTaken
      : body.code === 'INVALID_EMAIL_OR_PASSWORD'
        ? messages.auth.wrongCredentials
        : (body.message ?? messages.generic.somethingWentWrong);
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify({ ...body, isSuccess: false, message }), { status, headers });
}
