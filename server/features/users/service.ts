import type { PublicUser, SelfUser, UserPatch } from '@shared/api/user';
import type { UserStatus } from '@shared/rules';
import { channel, events } from '@shared/realtime';
import { Conflict, NotFound } from '../../errors';
import { isUniqueViolation } from '../../db/dialect';
import type { SessionUser } from '../../http/app-env';
import type { Services } from '../../services';
import { toPublicUser, toSelfUser } from './mapping';
import { userRepo } from './repo';

/**
 * Reading and changing users. The viewer sees everything of themselves and the public
 * fields of others; later issues widen this for connections (e-mail for premium).
 */
export function userService(services: Services) {
  const repo = userRepo(services.db);

  async function view(viewer: SessionUser, userId: string): Promise<PublicUser | SelfUser> {
    const row = await repo.byId(userId);
    if (!row) throw new NotFound('This user does not exist.');
    if (row.id === viewer.id) return toSelfUser(row, await repo.hasPasswordAccount(row.id));
    return toPublicUser(row);
  }

  async function viewMany(viewer: SessionUser, userIds: string[]): Promise<(PublicUser | SelfUser)[]> {
    const unique = [...new Set(userIds)];
    const rows = await repo.byIds(unique);
    const byId = new Map(rows.map((r) => [r.id, r]));
    const hasPassword = byId.has(viewer.id) ? await repo.hasPasswordAccount(viewer.id) : false;
    return unique.flatMap((id) => {
      const row = byId.get(id);
      if (!row) return [];
      return [row.id === viewer.id ? toSelfUser(row, hasPassword) : toPublicUser(row)];
    });
  }

  async function update(actor: SessionUser, patch: UserPatch): Promise<SelfUser> {
    const { userId: _userId, modifiedBy: _modifiedBy, ...changes } = patch;
    const fields = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
    if (fields.firstName || fields.lastName) {
      const current = await repo.byId(actor.id);
      fields.name = `${fields.firstName ?? current?.firstName} ${fields.lastName ?? current?.lastName}`;
    }
    let row: Awaited<ReturnType<typeof repo.update>>;
    try {
      row = await repo.update(actor.id, fields);
    } catch (error) {
      if (isUniqueViolation(error)) throw new Conflict('This profile alias is already taken.');
      throw error;
    }
    if (!row) throw new NotFound('This user does not exist.');
    const self = toSelfUser(row, await repo.hasPasswordAccount(row.id));
    await services.realtime.publish(channel.user(actor.id), events.userUpdated, { userId: actor.id });
    return self;
  }

  async function setStatus(actor: SessionUser, status: UserStatus): Promise<SelfUser> {
    const row = await repo.update(actor.id, { status });
    if (!row) throw new NotFound('This user does not exist.');
    await services.realtime.publish(channel.user(actor.id), events.userUpdated, { userId: actor.id });
    return toSelfUser(row, await repo.hasPasswordAccount(row.id));
  }

  return { view, viewMany, update, setStatus };
}
