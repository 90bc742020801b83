import { z } from 'zod';
import { zId, zMissingAsNull, zPaging } from './envelope';
export { pairingEvents } from '../events';

/**
 * Pairings (relationships): connect and accept, the four states seen from one side,
 * removal, last-viewed and unread, and the sidebar's relationship list.
 */
export const PAIRING_STATUSES = ['connected', 'requested', 'invited-to-connect', 'undefined'] as const;
/** Seen from one user: requested = I asked and wait; invited-to-connect = they asked me. */
export type PairingStatus = (typeof PAIRING_STATUSES)[number];

export type PairingEventData = {
  pairingId: string;
  userIds: [string, string];
  requestedBy?: string;
  acceptedBy?: string;
  removedBy?: string;
};

/** POST /api/user/connect: asks, or accepts when the other already asked the actor. */
export const zConnectBody = z.object({
  userId: zId,
  connectWithUserId: zId,
  /** Where the connection came from (a link, "search", "profile", "invite" ...); kept as first and last source. */
  source: z.string().trim().max(2048).optional(),
});
export type ConnectBody = z.infer<typeof zConnectBody>;
/** The state after the call, seen from the actor: `requested` or `connected`. */
export type ConnectAnswer = { pairingId: string; status: PairingStatus };

/** GET /api/pairing/status?userId&connectedWithUserId */
export const zPairingStatusQuery = z.object({ userId: zId, connectedWithUserId: zId });
export type PairingStatusAnswer = { status: PairingStatus; pairingId: string | null };

/** GET /api/pairing/userIds?userId1&userId2 (the actor is one of them) */
export const zPairingUserIdsQuery = z.object({ userId1: zId, userId2: zId });

/** GET /pairing/id: a relationship by its id, for its two users (routes accept pairing ids). */
export const zPairingIdQuery = z.object({ pairingId: zId });
export type PairingById = { pairingId: string; otherUserId: string; status: PairingStatus };
export type PairingIdAnswer = { pairingId: string | null };

/** GET /api/user/pairing/sources?userId&pairingUserId */
export const zPairingSourcesQuery = z.object({ userId: zId, pairingUserId: zId });
export type PairingSources = { first: string | null; last: string | null };

/** GET and POST /api/pairing/lastViewed: userId1 is the actor, userId2 the other person. */
export const zPairingLastViewedQuery = z.object({ userId1: zId, userId2: zId });
export const zPairingLastViewedBody = zPairingLastViewedQuery;
/** lastActivityAt: the pairing's latest activity; timestamp: when the actor last viewed it (null: never). */
export type LastViewed = { lastActivityAt: string; timestamp: string | null };

/** GET /api/pairing/user/unread?userId&limit (-1: all) and GET /api/group/user/unread. */
export const zUnreadQuery = z.object({
  userId: zId,
  limit: z.coerce.number().int().min(-1).max(1000).default(-1),
});
/** userId1 is the actor, userId2 the other person. */
export type UnreadPairing = { userId1: string; userId2: string; pairingId: string };

/** GET /api/user/connections/recent?skip&limit&userId&orderby */
export const RELATIONSHIP_ORDERS = ['lastActivityAt DESC', 'createdAt DESC'] as const;
/** Newest activity first unless the client asks for `createdAt DESC` (any case). */
export const zRecentConnectionsQuery = zPaging.extend({
  userId: zId,
  orderby: z
    .string()
    .max(100)
    .optional()
    .transform((v): (typeof RELATIONSHIP_ORDERS)[number] =>
      /^\s*createdAt\b/i.test(v ?? '') ? 'createdAt DESC' : 'lastActivityAt DESC',
    ),
});
export type RecentConnectionsQuery = z.infer<typeof zRecentConnectionsQuery>;

/** GET /api/user/connectionsAndGroups/count?userId (spec 2 §7): connected relationships and groups. */
export const zConnectionsAndGroupsCountQuery = z.object({ userId: zId });
export type ConnectionsAndGroupsCount = { connectionsCount: number; groupsCount: number };

/** A row's role: assistant and testUser rows show the assistant; support has no menu. */
export type RelationshipRole = 'assistant' | 'testUser' | 'support' | 'user';

/** One row of the sidebar's My Relationships list (connected and pending both ways). */
export type RelationshipRow = {
  userId: string;
  firstName: string;
  lastName: string;
  /** Only for a premium viewer, and only of a connected person; null otherwise. */
  email: string | null;
  avatar: string | null;
  headline: string | null;
  bio: string | null;
  role: RelationshipRole;
  /** The assistant's per-relationship switch, as the spec's string. */
  aiEnabled: 'true' | 'false';
  pairingId: string;
  connected: boolean;
  /** They asked the actor and wait for an answer (status invited-to-connect). */
  suggested: boolean;
  status: PairingStatus;
  lastActivityAt: string;
  createdAt: string;
  /** A post by the other person, newer than the actor's last view. */
  unread: boolean;
};

/** GET /api/user/email?email → `{ userId }`; 404 for a non-member. */
export const zEmailLookupQuery = z
  .object({ email: z.string().trim().toLowerCase().email().max(254) })
  .extend(zMissingAsNull.shape);
export type EmailLookupAnswer = { userId: string };

/** DELETE /api/pairing/{pairingId} → `{ pairingId }`. */
export type PairingRemoved = { pairingId: string };
