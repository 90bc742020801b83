import type { LeanRead } from '../../http/lean-reads';
import { selfProfileCacheOf } from './self-profile-cache';

/**
 * GET /api/user/id for oneself (the web app's and the side panel's first call) while the
 * profile is in the own-profile cache: answered before the app (http/lean-reads.ts). Any
 * other query (another user, a second parameter) goes through the route.
 */
export const ownProfileRead: LeanRead = {
  path: '/api/user/id',
  answer(services, query, session) {
    if (query.size !== 1 || query.get('userId') !== session.user.id) return undefined;
    return selfProfileCacheOf(services).get(session.user.id) ?? undefined;
  },
};
