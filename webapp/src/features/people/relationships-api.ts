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
import { firstAnswer } from '../../lib/first-answers';

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

const unreadPairingsCall = (userId: string) => ['/api/pairing/user/unread', { userId, limit: -1 }] as const;
const pairingStatusCall = (userId: string, otherId: string) =>
  ['/api/pairing/status', { userId, connectedWithUserId: otherId }] as const;

/** The pairings with something the viewer has not seen. */
export async function fetchUnreadPairings(api: ApiClient, userId: string): Promise<UnreadPairing[]> {
  const page = await api.get<ApiList<UnreadPairing>>(...unreadPairingsCall(userId));
  return page?.results ?? [];
}

/** The page's answer for the viewer's unread pairings (lib/first-answers.ts), or undefined. */
export function firstUnreadPairings(userId: string): UnreadPairing[] | undefined {
  return firstAnswer<ApiList<UnreadPairing>>(...unreadPairingsCall(userId))?.results;
}

export function fetchPairingStatus(api: ApiClient, userId: string, otherId: string): Promise<PairingStatusAnswer> {
  return api.get<PairingStatusAnswer>(...pairingStatusCall(userId, otherId));
}

/** The page's answer for the pairing's status (lib/first-answers.ts), or undefined. */
export function firstPairingStatus(userId: string, otherId: string): PairingStatusAnswer | undefined {
  return firstAnswer<PairingStatusAnswer>(...pairingStatusCall(userId, otherId));
}

/** Asks to connect, or accepts when the other person already asked (spec README, decision 6). */
export function connectWith(api: ApiClient, userId: string, otherId: string, source: string): Promise<ConnectAnswer> {
  return api.post<ConnectAnswer>('/api/user/connect', { userId, connectWithUserId: otherId, source });
}

export function removePairing(api: ApiClient, pairingId: string): Promise<PairingRemoved> {
  return api.delete<PairingRemoved>(`/api/pairing/${encodeURIComponent(pairingId)}`);
}

/** The member id of an address, or null when nobody has it (the API answers 404). */
/** A member's id, or null for an address that is not a member (an answer, not a failed request). */
export async function lookUpMemberByEmail(api: ApiClient, email: string): Promise<string | null> {
  try {
    const answer = await api.get<EmailLookupAnswer | null>('/api/user/email', { email, missing: 'null' });
    return answer?.userId ?? null;
  } catch (error) {
    if (isApiStatus(error, 404)) return null;
    throw error;
  }
}

export const displayNameOf = (user: Pick<PersonLike, 'firstName' | 'lastName' | 'email'>) =>
  `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim() || user.email || '';

/** The line under a name: headline, else bio, else e-mail. */
export const sublineOf = (user: PersonLike) => user.headline || user.bio || user.email || '';
