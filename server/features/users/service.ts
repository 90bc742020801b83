import type { Profile, SelfProfile } from '@shared/api/profiles';
import type { UserPatch } from '@shared/api/user';
import { messages } from '@shared/messages';
import { DELETED_USER_STATUS, type UserStatus } from '@shared/rules';
import { channel, events } from '@shared/realtime';
import { isUniqueViolation } from '../../db/dialect';
import type { UserTable } from '../../db/schema';
import { Conflict, Invalid, NotFound } from '../../errors';
import type { SessionUser } from '../../http/app-env';
import { forgetSessionsEverywhere } from '../../http/session';
import type { Services } from '../../services';
import { isCountryCode } from './countries';
import { linksRepo } from './links-repo';
import { loadProfileParts } from './profile-parts';
import { toProfile, toSelfProfile } from './mapping';
import { userRepo } from './repo';
import { selfProfileCacheOf } from './self-profile-cache';
import { canSeeEmail, canSeePhone, pairingStatusFor } from './visibility';

/**
 * Reading and changing users. A viewer sees everything of themselves; of others the
 * public profile, their phone when connected, and their e-mail when the viewer is premium
 * and connected (visibility.ts). A deleted user is not found by anyone else.
 */
export function userService(services: Services) {
  const repo = userRepo(services.db);

  /** Profiles of `rows` as `viewer` sees them: three queries for any number of users. */
  async function present(viewer: SessionUser, rows: UserTable[]): Promise<(Profile | SelfProfile)[]> {
    const ids = rows.map((r) => r.id);
    const others = ids.filter((id) => id !== viewer.id);
    const [parts, pairings, hasPassword] = await Promise.all([
      loadProfileParts(services.db, ids),
      repo.pairingsWith(viewer.id, others),
      ids.includes(viewer.id) ? repo.hasPasswordAccount(viewer.id) : Promise.resolve(false),
    ]);
    return rows.map((row) => {
      const part = parts.get(row.id) ?? { userLinks: [], company: null };
      if (row.id === viewer.id) return toSelfProfile(row, part, hasPassword);
      const status = pairingStatusFor(viewer.id, pairings.get(row.id));
      return toProfile(row, part, { email: canSeeEmail(viewer, status), phone: canSeePhone(status) });
    });
  }

  const isVisibleTo = (viewer: SessionUser, row: UserTable) =>
    row.id === viewer.id || row.status !== DELETED_USER_STATUS;

  async function view(viewer: SessionUser, userId: string): Promise<Profile | SelfProfile> {
    if (userId === viewer.id) {
      // The most common call (the web app's own profile): cached, else three reads, not four.
      const cache = selfProfileCacheOf(services);
      const cached = cache.get(userId);
      if (cached) return cached;
      const generation = cache.generation;
      const found = await repo.byIdWithPasswordFlag(userId);
      if (!found) throw new NotFound(messages.profile.userNotFound);
      const parts = await loadProfileParts(services.db, [userId]);
      const profile = toSelfProfile(
        found.row,
        parts.get(userId) ?? { userLinks: [], company: null },
        found.hasPassword,
      );
      cache.set(userId, profile, generation);
      return profile;
    }
    const row = await repo.byId(userId);
    if (!row || !isVisibleTo(viewer, row)) throw new NotFound(messages.profile.userNotFound);
    const [profile] = await present(viewer, [row]);
    return profile as Profile | SelfProfile;
  }

  /** The known, visible users once each, in the order asked. */
  async function viewMany(viewer: SessionUser, userIds: string[]): Promise<(Profile | SelfProfile)[]> {
    const unique = [...new Set(userIds)];
    const byId = new Map((await repo.byIds(unique)).map((r) => [r.id, r]));
    const rows = unique.flatMap((id) => {
      const row = byId.get(id);
      return row && isVisibleTo(viewer, row) ? [row] : [];
    });
    return present(viewer, rows);
  }

  async function self(actor: SessionUser, row: UserTable | undefined): Promise<SelfProfile> {
    if (!row) throw new NotFound(messages.profile.userNotFound);
    const [profile] = await present(actor, [row]);
    return profile as SelfProfile;
  }

  async function update(actor: SessionUser, patch: UserPatch): Promise<SelfProfile> {
    const { userId: _userId, modifiedBy: _modifiedBy, userLinks, ...changes } = patch;
    const fields: Partial<UserTable> = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
    if (fields.country && !isCountryCode(fields.country)) throw new Invalid(messages.profile.unknownCountry);
    let row: UserTable | undefined;
    try {
      row = await services.db.transaction().execute(async (trx) => {
        const tx = userRepo(trx);
        if (fields.firstName || fields.lastName) {
          const current = await tx.byId(actor.id);
          fields.name = `${fields.firstName ?? current?.firstName} ${fields.lastName ?? current?.lastName}`;
        }
        const updated = Object.keys(fields).length ? await tx.update(actor.id, fields) : await tx.byId(actor.id);
        if (updated && userLinks) await linksRepo(trx).replace(actor.id, userLinks);
        return updated;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new Conflict(messages.profile.aliasTaken);
      throw error;
    }
    selfProfileCacheOf(services).forget(actor.id);
    const profile = await self(actor, row);
    await services.realtime.publish(
      channel.user(actor.id),
      events.userUpdated,
      { userId: actor.id },
      { untilHeard: true },
    );
    return profile;
  }

  /** Deactivating ('inactive') ends every session of the account, here and on every instance, sockets included. */
  async function setStatus(actor: SessionUser, status: UserStatus): Promise<SelfProfile> {
    const row = await repo.update(actor.id, { status });
    selfProfileCacheOf(services).forget(actor.id);
    const profile = await self(actor, row);
    await services.realtime.publish(
      channel.user(actor.id),
      events.userUpdated,
      { userId: actor.id },
      { untilHeard: true },
    );
    if (status === 'inactive') {
      await repo.deleteSessions(actor.id);
      await forgetSessionsEverywhere(services, actor.id);
      await services.realtime.disconnect(actor.id);
    }
    return profile;
  }

  return { view, viewMany, update, setStatus };
}
