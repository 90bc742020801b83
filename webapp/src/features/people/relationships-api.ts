import type { ApiList } from '@shared/api/envelope';
import { type ApiClient, isApiStatus } from '../../lib/api-client';

/** A row of the relationship list (spec 1 §3, relationship user). */
export type RelationshipUser = {
  userId: string;
  firstName: string;
  lastName: string;
  email?: string | null;
  avatar?: string | null;
  bio?: string | null;
  headline?: string | null;
  role?: 'assistant' | 'testUser' | 'support' | string | null;
  aiEnabled?: 'true' | 'false' | null;
  pairingId?: string | null;
  connected?: boolean | null;
};

export const RECENT_CONNECTIONS_FIRST_PAGE = 20;

export const peopleKeys = {
  all: ['people'] as const,
  recent: (userId: string) => ['people', 'recent', userId] as const,
};

/** The viewer's relationships, latest activity first. A 404 means there are none yet. */
export async function fetchRecentConnections(api: ApiClient, userId: string): Promise<RelationshipUser[]> {
  try {
    const page = await api.get<ApiList<RelationshipUser>>('/api/user/connections/recent', {
      skip: 0,
      limit: RECENT_CONNECTIONS_FIRST_PAGE,
      userId,
    });
    return page?.results ?? [];
  } catch (error) {
    if (isApiStatus(error, 404)) return [];
    throw error;
  }
}

export const displayNameOf = (user: Pick<RelationshipUser, 'firstName' | 'lastName' | 'email'>) =>
  `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim() || user.email || '';

/** Client-side narrowing of the loaded rows by name or e-mail. */
export function matchesTerm(user: RelationshipUser, term: string): boolean {
  const needle = term.trim().toLowerCase();
  if (!needle) return true;
  return `${displayNameOf(user)} ${user.email ?? ''}`.toLowerCase().includes(needle);
}
