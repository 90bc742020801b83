import type { ApiList } from '@shared/api/envelope';
import type {
  ConnectAnswer,
  EmailLookupAnswer,
  PairingRemoved,
  PairingStatusAnswer,
  RelationshipRow,
  UnreadPairing,
} from '@shared/api/pairings';
import { type ApiClient, isApiStatus } from '../../lib/api-client';

export type { RelationshipRow } from '@shared/api/pairings';

/** What the list, search and cards need of a person; rows and search hits both fit. */
export type PersonLike = {
  userId: string;
  firstName: string;
  lastName: string;
  email?: string | null;
  avatar?: string | null;
  headline?: string | null;
  bio?: string | null;
};

export const peopleKeys = {
  all: ['people'] as const,
  recent: (userId: string) => ['people', 'recent', userId] as const,
  unread: (userId: string) => ['people', 'unread', userId] as const,
  status: (userId: string, otherId: string) => ['people', 'status', userId, otherId] as const,
  byEmail: (email: string) => ['people', 'email', email] as const,
};

/** One page of the viewer's relationships, latest activity first. A 404 means none yet. */
export async function fetchRelationshipsPage(
  api: ApiClient,
  userId: string,
  skip: number,
  limit: number,
): Promise<ApiList<RelationshipRow>> {
  try {
    return await api.get<ApiList<RelationshipRow>>('/api/user/connections/recent', {
      skip,
      limit,
      userId,
      orderby: 'lastActivityAt DESC',
    });
  } catch (error) {
    if (isApiStatus(error, 404)) return { results: [], count: 0 };
    throw error;
  }
}

/** The pairings with something the viewer has not seen. */
export async function fetchUnreadPairings(api: ApiClient, userId: string): Promise<UnreadPairing[]> {
  const page = await api.get<ApiList<UnreadPairing>>('/api/pairing/user/unread', { userId, limit: -1 });
  return page?.results ?? [];
}

export function fetchPairingStatus(api: ApiClient, userId: string, otherId: string): Promise<PairingStatusAnswer> {
  return api.get<PairingStatusAnswer>('/api/pairing/status', { userId, connectedWithUserId: otherId });
}

/** Asks to connect, or accepts when the other person already asked (spec README, decision 6). */
export function connectWith(api: ApiClient, userId: string, otherId: string, source: string): Promise<ConnectAnswer> {
  return api.post<ConnectAnswer>('/api/user/connect', { userId, connectWithUserId: otherId, source });
}

export function removePairing(api: ApiClient, pairingId: string): Promise<PairingRemoved> {
  return api.delete<PairingRemoved>(`/api/pairing/${encodeURIComponent(pairingId)}`);
}

/** The member id of an address, or null when nobody has it (the API answers 404). */
export async function lookUpMemberByEmail(api: ApiClient, email: string): Promise<string | null> {
  try {
    return (await api.get<EmailLookupAnswer>('/api/user/email', { email })).userId;
  } catch (error) {
    if (isApiStatus(error, 404)) return null;
    throw error;
  }
}

export const displayNameOf = (user: Pick<PersonLike, 'firstName' | 'lastName' | 'email'>) =>
  `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim() || user.email || '';

/** The line under a name: headline, else bio, else e-mail. */
export const sublineOf = (user: PersonLike) => user.headline || user.bio || user.email || '';
