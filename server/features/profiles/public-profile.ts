import type { PublicProfile } from '@shared/api/profiles';
import { messages } from '@shared/messages';
import { DELETED_USER_STATUS } from '@shared/rules';
import { NotFound, RateLimited } from '../../errors';
import type { Services } from '../../services';
import { toPublicProfile } from '../users/mapping';
import { userRepo } from '../users/repo';
import { loadProfileParts } from '../users/profile-parts';

/** Lookups of public profiles per client address and minute: enough for people, not for scraping. */
export const PUBLIC_PROFILE_LIMIT = { max: 60, windowMs: 60_000 };

/** GET /profile/{alias}, readable signed out: the public fields only (never e-mail nor phone). */
export function publicProfileService(services: Services) {
  async function byAlias(alias: string, clientIp: string): Promise<PublicProfile> {
    const hit = await services.rateLimiter.hit(`public-profile:${clientIp}`, PUBLIC_PROFILE_LIMIT.windowMs);
    if (hit.count > PUBLIC_PROFILE_LIMIT.max) {
      throw new RateLimited(messages.generic.rateLimited, Math.ceil(hit.retryAfterMs / 1000));
    }
    const row = await userRepo(services.db).byProfileAlias(alias);
    if (!row || row.status === DELETED_USER_STATUS) throw new NotFound(messages.profile.profileNotFound);
    const parts = await loadProfileParts(services.db, [row.id]);
    return toPublicProfile(row, parts.get(row.id) ?? { userLinks: [], company: null });
  }

  return { byAlias };
}
