import { betterAuth } from 'better-auth';
import { bearer } from 'better-auth/plugins';
import type { Kysely } from 'kysely';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@shared/rules';
import type { Config } from '../config';
import type { Db } from '../db/database';
import type { DialectName } from '../db/dialect';
import type { Logger } from '../logger';
import type { Mailer } from '../platform/mail';
import type { Queue } from '../platform/queue';
import { OWASP_SCRYPT, passwordHashing, TEST_SCRYPT } from './password-hash';
import { uniqueProfileAlias } from './profile-alias';

export type Auth = ReturnType<typeof createAuth>;

/** User fields beyond better-auth's own; only first and last name are set at sign-up. */
const profileFields = {
  firstName: { type: 'string', required: true, input: true },
  lastName: { type: 'string', required: true, input: true },
  avatar: { type: 'string', required: false, input: false },
  headline: { type: 'string', required: false, input: false },
  bio: { type: 'string', required: false, input: false },
  profileAlias: { type: 'string', required: false, input: false, unique: true },
  phone: { type: 'string', required: false, input: false },
  city: { type: 'string', required: false, input: false },
  state: { type: 'string', required: false, input: false },
  country: { type: 'string', required: false, input: false },
  userType: { type: 'string', required: false, input: false, defaultValue: 'user' },
  status: { type: 'string', required: false, input: false, defaultValue: 'active' },
  meetingLink: { type: 'string', required: false, input: false },
  calendarLink: { type: 'string', required: false, input: false },
} as const;

/** Seconds: the session's life without use, and how often a use pushes it back (a tenth of it, at most daily). */
function sessionTimes(config: Config): { expiresIn: number; updateAge: number } {
  const expiresIn = Math.ceil(config.session.idleTimeoutMs / 1000);
  return { expiresIn, updateAge: Math.max(1, Math.min(60 * 60 * 24, Math.floor(expiresIn / 10))) };
}

/**
 * A sign-in cancels a pending account deletion (issue 39): the request's row is marked
 * cancelled with the new session, and the job named here (features/account) sends the
 * cancellation e-mail. The table is read by its name only: auth imports no feature.
 */
export const ACCOUNT_DELETION_CANCELLED_JOB = 'account.deletion-cancelled';

async function cancelPendingDeletion(db: Db, queue: Queue | undefined, userId: string): Promise<void> {
  const now = new Date().toISOString();
  const cancelled = await db
    .updateTable('account_deletion')
    .set({ status: 'cancelled', cancelledAt: now })
    .where('userId', '=', userId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (Number(cancelled.numUpdatedRows) > 0) await queue?.enqueue(ACCOUNT_DELETION_CANCELLED_JOB, { userId });
}

export function createAuth(
  config: Config,
  authDb: Kysely<any>,
  db: Db,
  dialect: DialectName,
  logger: Logger,
  queue?: Queue,
  mail?: Mailer,
) {
  const social = config.social;
  return betterAuth({
    appName: config.productName,
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: config.secret,
    database: { db: authDb, type: dialect },
    telemetry: { enabled: false },
    logger: {
      level: 'warn',
      log: (level, message, ...args) => logger[level]({ args }, `auth: ${message}`),
    },
    // Sign-in and sign-up limits are ours (auth/sign-in-limits.ts), shared by every instance.
    rateLimit: { enabled: false },
    // The extension signs in from its own pages: Chrome's and Firefox's (whose add-on origin is
    // moz-extension://<a per-profile uuid>).
    trustedOrigins: [
      ...config.appOrigins,
      'http://localhost:5173',
      'http://127.0.0.1:5173',
      'chrome-extension://*',
      'moz-extension://*',
    ],
    // better-auth skips its origin check when NODE_ENV is test; ours runs it always, so the
    // API tests meet the same refusal a browser would.
    advanced: { cookiePrefix: 'rapport', disableOriginCheck: false },
    emailAndPassword: {
      enabled: true,
      autoSignIn: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      revokeSessionsOnPasswordReset: true,
      // OWASP's scrypt parameters; a cheaper cost only under NODE_ENV=test (password-hash.ts).
      password: passwordHashing(authDb, config.env === 'test' ? TEST_SCRYPT : OWASP_SCRYPT),
    },
    // Verifying an address is asked for, not forced: sign-up and sign-in stay as they are, and
    // an unverified account works. What needs proof of the mailbox asks for it: the documents
    // signed by e-mail with the address (issue 37) join the account only once it is verified.
    // The request goes through auth-routes.ts (signed in, rate-limited), never anonymously.
    emailVerification: {
      sendOnSignUp: false,
      expiresIn: 24 * 3600,
      sendVerificationEmail: async ({ user, url }) => {
        await mail?.send({
          to: user.email,
          subject: `Confirm your e-mail address for ${config.productName}`,
          text: [
            `Hello ${user.name},`,
            '',
            `Open this link to confirm that ${user.email} is yours (it works for 24 hours):`,
            url,
            '',
            'If you did not ask for this, you can ignore this e-mail.',
            '',
          ].join('\n'),
          tag: 'verify-email',
        });
      },
    },
    // Idle timeout: better-auth's sliding expiry. The absolute one is checked where sessions
    // are resolved (http/session.ts), which better-auth has no option for.
    session: sessionTimes(config),
    user: { additionalFields: profileFields },
    account: { accountLinking: { enabled: true, trustedProviders: ['google', 'linkedin', 'microsoft'] } },
    socialProviders: {
      ...(social.google ? { google: social.google } : {}),
      ...(social.linkedin ? { linkedin: social.linkedin } : {}),
      ...(social.microsoft ? { microsoft: social.microsoft } : {}),
    },
    databaseHooks: {
      session: {
        create: {
          async after(session) {
            await cancelPendingDeletion(db, queue, session.userId);
          },
        },
      },
      user: {
        create: {
          async before(user) {
            const u = user as typeof user & { firstName?: string; lastName?: string };
            const [first, ...rest] = (u.name ?? '').trim().split(/\s+/);
            const firstName = (u.firstName ?? first ?? '').trim() || 'New';
            const lastName = (u.lastName ?? rest.join(' ')).trim() || 'Member';
            return {
              data: {
                ...user,
                email: user.email.toLowerCase(),
                name: `${firstName} ${lastName}`,
                firstName,
                lastName,
                profileAlias: await uniqueProfileAlias(db, firstName, lastName),
                userType: 'user',
                status: 'active',
              },
            };
          },
        },
      },
    },
    plugins: [bearer()],
  });
}
