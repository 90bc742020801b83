import { type AccountDeletion, ACCOUNT_DELETION_GRACE_DAYS, FRESH_SIGN_IN_MINUTES } from '@shared/api/account';
import { messages } from '@shared/messages';
import { verifyPassword } from '../../auth/password-hash';
import { Conflict, Invalid, NotAllowed, RateLimited } from '../../errors';
import { forgetSessionsEverywhere } from '../../http/session';
import type { Services } from '../../services';

export const ERASE_JOB = 'account.erase';
/** The rate_limit key's prefix of password tries on the deletion call (the erasure removes it with the user's). */
export const DELETION_TRIES = 'account-deletion:tries:';
export const GRACE_MS = ACCOUNT_DELETION_GRACE_DAYS * 24 * 60 * 60 * 1000;

export function deletionService(services: Services) {
  const { db } = services;
  const passwordOf = async (userId: string) =>
    (
      await db
        .selectFrom('account')
        .select('password')
        .where('userId', '=', userId)
        .where('providerId', '=', 'credential')
        .executeTakeFirst()
    )?.password ?? null;

  /**
   * A password try on the deletion call, under sign-in's per-account limit (SIGNIN_MAX_FAILURES_PER_ACCOUNT
   * in SIGNIN_WINDOW_MINUTES): every try counts before the check (so parallel tries cannot pass
   * the limit), a right password clears the count. A stolen session cannot guess its way to
   * deleting the account.
   */
  const tryPassword = async (userId: string, verify: () => Promise<boolean>) => {
    const { maxFailuresPerAccount, windowMs } = services.config.signIn;
    const key = `${DELETION_TRIES}${userId}`;
    const tries = await services.rateLimiter.hit(key, windowMs);
    if (tries.count > maxFailuresPerAccount) {
      const seconds = Math.max(1, Math.ceil(tries.retryAfterMs / 1000));
      throw new RateLimited(messages.accountData.tooManyPasswordTries(Math.ceil(seconds / 60)), seconds);
    }
    if (!(await verify())) throw new NotAllowed(messages.accountData.wrongPassword);
    await services.rateLimiter.reset(key);
  };

  return {
    async state(userId: string): Promise<AccountDeletion> {
      const row = await db.selectFrom('account_deletion').selectAll().where('userId', '=', userId).executeTakeFirst();
      const hasPassword = (await passwordOf(userId)) !== null;
      return row?.status === 'pending'
        ? { status: 'pending', requestedAt: row.requestedAt, purgeAt: row.purgeAt, hasPassword }
        : { status: 'none', requestedAt: null, purgeAt: null, hasPassword };
    },

    /**
     * Schedules the erasure in 14 days, confirmed by the password (a social-only account: by
     * a sign-in of the last minutes), and signs the user out everywhere: signing in again
     * cancels it (auth.ts).
     */
    async request(userId: string, sessionId: string | null, password: string | undefined): Promise<AccountDeletion> {
      const hash = await passwordOf(userId);
      if (hash !== null) {
        if (!password) throw new Invalid(messages.accountData.passwordRequired);
        await tryPassword(userId, async () => verifyPassword(hash, password));
      } else {
        const session = sessionId
          ? await db.selectFrom('session').select('createdAt').where('id', '=', sessionId).executeTakeFirst()
          : undefined;
        const age = session ? Date.now() - new Date(session.createdAt).getTime() : Number.POSITIVE_INFINITY;
        if (!(age <= FRESH_SIGN_IN_MINUTES * 60_000)) throw new NotAllowed(messages.accountData.freshSignInRequired);
      }
      const now = new Date();
      const requestedAt = now.toISOString();
      const purgeAt = new Date(now.getTime() + GRACE_MS).toISOString();
      await db.transaction().execute(async (trx) => {
        const current = await trx
          .selectFrom('account_deletion')
          .select('status')
          .where('userId', '=', userId)
          .executeTakeFirst();
        if (current?.status === 'pending') throw new Conflict(messages.accountData.deletionAlready);
        if (current) await trx.deleteFrom('account_deletion').where('userId', '=', userId).execute();
        await trx
          .insertInto('account_deletion')
          .values({ userId, status: 'pending', requestedAt, purgeAt, cancelledAt: null, erasedAt: null })
          .execute();
        await services.queue.enqueue(ERASE_JOB, { userId, requestedAt }, { executor: trx, delayMs: GRACE_MS });
        const user = await trx
          .selectFrom('user')
          .select(['email', 'firstName'])
          .where('id', '=', userId)
          .executeTakeFirstOrThrow();
        await services.mail.send(
          {
            to: user.email,
            subject: `Your ${services.config.productName} account will be deleted on ${purgeAt.slice(0, 10)}`,
            text: `Hello ${user.firstName},\n\nWe received your request to delete your account. It will be deleted for good on ${purgeAt.slice(0, 10)}, with your profile, files and Meg.\n\nChanged your mind? Sign in before then and your account stays as it is:\n${services.config.publicUrl}/login\n`,
            tag: 'account-deletion',
          },
          { executor: trx },
        );
        await trx.deleteFrom('session').where('userId', '=', userId).execute();
      });
      await forgetSessionsEverywhere(services, userId);
      await services.realtime.disconnect(userId);
      return { status: 'pending', requestedAt, purgeAt, hasPassword: hash !== null };
    },

    /** Cancels a pending deletion (a sign-in does the same in auth.ts). */
    async cancel(userId: string): Promise<AccountDeletion> {
      const cancelled = await db
        .updateTable('account_deletion')
        .set({ status: 'cancelled', cancelledAt: new Date().toISOString() })
        .where('userId', '=', userId)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      if (Number(cancelled.numUpdatedRows) === 0) throw new Conflict(messages.accountData.deletionNotPending);
      await sendCancelled(services, userId);
      return this.state(userId);
    },
  };
}

/** The e-mail that confirms a cancellation (also the job auth.ts queues on a sign-in). */
export async function sendCancelled(services: Services, userId: string): Promise<void> {
  const user = await services.db
    .selectFrom('user')
    .select(['email', 'firstName'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) return;
  await services.mail.send({
    to: user.email,
    subject: `Your ${services.config.productName} account will not be deleted`,
    text: `Hello ${user.firstName},\n\nYou signed in, so your account's deletion is cancelled. Everything stays as it was.\n`,
    tag: 'account-deletion',
  });
}
