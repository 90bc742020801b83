import type { PagePerson } from '@shared/api/page-people';
import { DELETED_USER_STATUS } from '@shared/rules';
import type { SessionUser } from '../../http/app-env';
import { BUDGETS } from '../../platform/rate-limit';
import type { Services } from '../../services';
import { pairingStatusFor } from '../users/visibility';

/**
 * POST /api/user/email/lookup: the people of a page, one call (issue 37).
 *
 * It tells no more than `GET /api/user/email` for each address (member or not, the member's
 * id) plus what any signed-in member sees of a member by id (name, avatar, headline) and the
 * caller's own pairing with them. It spends the same budget, one lookup per address, except
 * for an address whose member the caller already has a pairing with (connected or requested
 * either way) and the caller's own: those answers tell nothing the caller does not know, and
 * the cost cannot leak anything either (it depends only on the caller's own pairings). A batch
 * the budget has no room for is refused whole and spends nothing.
 */
export async function lookUpEmails(services: Services, actor: SessionUser, emails: string[]): Promise<PagePerson[]> {
  const { db } = services;
  const users = await db
    .selectFrom('user')
    .select(['id', 'email', 'status', 'firstName', 'lastName', 'avatar', 'headline'])
    .where('email', 'in', emails)
    .where('status', '!=', DELETED_USER_STATUS)
    .execute();
  const byEmail = new Map(users.map((user) => [user.email.toLowerCase(), user]));
  const others = users.filter((user) => user.id !== actor.id).map((user) => user.id);
  const pairings = others.length
    ? await db
        .selectFrom('pairing')
        .select(['id', 'userId1', 'userId2', 'status', 'requestedBy'])
        .where((eb) =>
          eb.or([
            eb.and([eb('userId1', '=', actor.id), eb('userId2', 'in', others)]),
            eb.and([eb('userId2', '=', actor.id), eb('userId1', 'in', others)]),
          ]),
        )
        .execute()
    : [];
  const pairingOf = new Map(pairings.map((p) => [p.userId1 === actor.id ? p.userId2 : p.userId1, p]));

  const asked = emails.filter((email) => byEmail.get(email)?.id !== actor.id);
  const known = asked.filter((email) => pairingOf.has(byEmail.get(email)?.id ?? ''));
  await services.rateLimiter.spendWhole(BUDGETS.memberLookups, actor.id, asked.length - known.length);

  return asked.map((email): PagePerson => {
    const user = byEmail.get(email);
    if (!user) return { email, state: 'not-member' };
    const pairing = pairingOf.get(user.id);
    const status = pairingStatusFor(actor.id, pairing);
    return {
      email,
      state: status === 'undefined' ? 'member' : status,
      userId: user.id,
      pairingId: pairing?.id ?? null,
      firstName: user.firstName,
      lastName: user.lastName,
      avatar: user.avatar,
      headline: user.headline,
    };
  });
}
