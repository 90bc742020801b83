import { type ExpressionBuilder, sql } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';

/**
 * Signatures by e-mail that belong to an account (issue 37): an outside signer's entry whose
 * address is the account's, when that address is verified and the signer confirmed it with the
 * one-time code. Both proofs are needed: the code shows the signer held the mailbox, the
 * verification that the account holder does. An address merely typed at sign-up (better-auth
 * here signs up without verifying) claims nothing, nor does an invitation never confirmed.
 * Nothing is copied: the link holds as long as both proofs do.
 */

/** The account's address when it is verified, else null. */
export async function verifiedEmailOf(db: Db, userId: string): Promise<string | null> {
  const user = await db
    .selectFrom('user')
    .select(['email', 'emailVerified'])
    .where('id', '=', userId)
    .executeTakeFirst();
  return user?.emailVerified ? user.email.toLowerCase() : null;
}

/** In a query of `esign_content`: whether an outside signer of it confirmed `email` by code. */
export function confirmedByEmail(eb: ExpressionBuilder<Database, 'esign_content'>, email: string) {
  return eb.exists(
    eb
      .selectFrom('esign_signer as ls')
      .innerJoin('esign_link as ll', (join) =>
        join.onRef('ll.contentId', '=', 'ls.contentId').onRef('ll.signerNumber', '=', 'ls.signerNumber'),
      )
      .select('ls.contentId')
      .whereRef('ls.contentId', '=', 'esign_content.id')
      .where('ls.userId', 'is', null)
      .where(sql<string>`lower(${sql.ref('ls.email')})`, '=', email)
      .where('ll.purpose', '=', 'sign')
      .where('ll.confirmedAt', 'is not', null),
  );
}

/** Whether the content was signed by e-mail with the user's verified address. */
export async function isLinkedSigner(db: Db, contentId: string, userId: string): Promise<boolean> {
  const email = await verifiedEmailOf(db, userId);
  if (!email) return false;
  const row = await db
    .selectFrom('esign_content')
    .select('id')
    .where('id', '=', contentId)
    .where('sentAt', 'is not', null)
    .where((eb) => confirmedByEmail(eb, email))
    .executeTakeFirst();
  return !!row;
}
