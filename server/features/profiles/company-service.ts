import type { Company, CompanyPut } from '@shared/api/profiles';
import { messages } from '@shared/messages';
import { DELETED_USER_STATUS } from '@shared/rules';
import { channel, events } from '@shared/realtime';
import { isUniqueViolation } from '../../db/dialect';
import { Conflict, NotFound } from '../../errors';
import type { SessionUser } from '../../http/app-env';
import type { Services } from '../../services';
import { userRepo } from '../users/repo';
import { selfProfileCacheOf } from '../users/self-profile-cache';
import { companyRepo, toCompany } from '../users/company-repo';

/**
 * Companies of users. Anyone signed in may read a member's companies (the public profile
 * shows the current one); only the user sets their own.
 */
export function companyService(services: Services) {
  const repo = companyRepo(services.db);

  async function list(viewer: SessionUser, userId: string, skip: number, limit: number) {
    if (userId !== viewer.id) {
      const user = await userRepo(services.db).byId(userId);
      if (!user || user.status === DELETED_USER_STATUS) throw new NotFound(messages.profile.userNotFound);
    }
    const { rows, count } = await repo.byUser(userId, skip, limit);
    return { results: rows.map(toCompany), count };
  }

  /** Edits the named (or the current) company of the actor and makes it current. */
  async function setCurrent(actor: SessionUser, body: CompanyPut): Promise<Company> {
    const fields = {
      name: body.name,
      title: body.title ?? null,
      website: body.website ?? null,
      description: body.description ?? null,
      logo: body.logo ?? null,
    };
    let company: Company;
    try {
      company = await services.db.transaction().execute(async (trx) => {
        const tx = companyRepo(trx);
        const target = body.companyId ? await tx.byIdOf(actor.id, body.companyId) : await tx.current(actor.id);
        if (body.companyId && !target) throw new NotFound(messages.profile.companyNotFound);
        const row = target ? await tx.update(target.id, fields) : await tx.create(actor.id, fields);
        await tx.makeCurrent(actor.id, row.id);
        return toCompany(row);
      });
    } catch (error) {
      // Two first saves at once: the one-current-company index refuses the second.
      if (isUniqueViolation(error)) throw new Conflict(messages.generic.tryAgainLater);
      throw error;
    }
    selfProfileCacheOf(services).forget(actor.id);
    await services.realtime.publish(
      channel.user(actor.id),
      events.userUpdated,
      { userId: actor.id },
      { untilHeard: true },
    );
    return company;
  }

  return { list, setCurrent };
}
