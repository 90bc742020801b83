import { randomUUID } from 'node:crypto';
import { type PairingStatus, pairingEvents } from '@shared/api/pairings';
import { channel } from '@shared/realtime';
import type { Kysely } from 'kysely';
import { isUniqueViolation } from '../../db/dialect';
import type { Database } from '../../db/schema';
import { RealtimeEffects } from './effects';
import { insertGraphPost, POST_CREATED_EVENT } from './graph-posts';
import { orderedPair, pairingRepo } from './repo';
import { pairingStatusFor } from '../users/visibility';
import type { Post } from '@shared/api/posts';
import { postCreatedLive } from '../posts/targets';

export type LinkOutcome = {
  pairingId: string;
  /** What this call changed: a new pairing, a pending request turned connected, or nothing. */
  change: 'created' | 'accepted' | 'unchanged';
  /** The state afterwards, seen from the actor. */
  status: PairingStatus;
  actorId: string;
  otherId: string;
  postId: string | null;
};

/**
 * `request`: the actor asks the other (POST /user/connect); when the other had already
 * asked the actor, this accepts. `accept-invitation`: the actor joined through the
 * other's invitation, so both are connected at once (the other asked, the actor accepted).
 * Runs inside the caller's transaction; the realtime work comes from `linkEffects`.
 */
export async function linkUsers(
  trx: Kysely<Database>,
  link: { actorId: string; otherId: string; source: string | null; mode: 'request' | 'accept-invitation'; now: string },
): Promise<LinkOutcome> {
  const repo = pairingRepo(trx);
  const { actorId, otherId, source, now } = link;
  const existing = await repo.between(actorId, otherId);
  const base = { actorId, otherId };

  if (!existing) {
    const [userId1, userId2] = orderedPair(actorId, otherId);
    const connectNow = link.mode === 'accept-invitation';
    const requestedBy = connectNow ? otherId : actorId;
    const id = randomUUID();
    await repo.insert({
      id,
      userId1,
      userId2,
      status: connectNow ? 'connected' : 'requested',
      requestedBy,
      source,
      lastSource: source,
      createdAt: now,
      connectedAt: connectNow ? now : null,
      lastActivityAt: now,
    });
    const postId = await insertGraphPost(trx, { type: 'connection', createdBy: requestedBy, pairingId: id, now });
    return { ...base, pairingId: id, change: 'created', status: connectNow ? 'connected' : 'requested', postId };
  }

  const sourceChange = source ? { lastSource: source } : {};
  const waitsForActor = existing.status === 'requested' && existing.requestedBy !== actorId;
  const invitationClosesRequest = existing.status === 'requested' && link.mode === 'accept-invitation';
  if (waitsForActor || invitationClosesRequest) {
    await repo.update(existing.id, { status: 'connected', connectedAt: now, lastActivityAt: now, ...sourceChange });
    return { ...base, pairingId: existing.id, change: 'accepted', status: 'connected', postId: null };
  }
  if (source) await repo.update(existing.id, sourceChange);
  return {
    ...base,
    pairingId: existing.id,
    change: 'unchanged',
    status: pairingStatusFor(actorId, existing),
    postId: null,
  };
}

/** The realtime work of a link, applied after the transaction commits. */
export function linkEffects(outcome: LinkOutcome, views?: Map<string, Post>): RealtimeEffects {
  const effects = new RealtimeEffects();
  if (outcome.change === 'unchanged') return effects;
  const { pairingId, actorId, otherId } = outcome;
  const userIds = [actorId, otherId];
  const pair = channel.pair(pairingId);
  if (outcome.change === 'created') for (const userId of userIds) effects.grant(userId, pair);
  // Connected from now on: each hears the other's relationship-wide posts (realtime/audience).
  if (outcome.status === 'connected') {
    effects.grant(actorId, channel.audience(otherId));
    effects.grant(otherId, channel.audience(actorId));
  }
  const event =
    outcome.change === 'created' && outcome.status === 'requested' ? pairingEvents.created : pairingEvents.accepted;
  const data =
    event === pairingEvents.created
      ? { pairingId, userIds, requestedBy: actorId }
      : { pairingId, userIds, acceptedBy: actorId };
  for (const userId of userIds) effects.publish(channel.user(userId), event, data);
  if (outcome.postId) {
    const data = { postId: outcome.postId, pairingId };
    effects.publish(pair, POST_CREATED_EVENT, data, postCreatedLive(data, views?.get(outcome.postId)));
  }
  return effects;
}

/**
 * Runs a transaction that may insert a pairing; when a concurrent request inserted the
 * same pair first (unique violation), runs it once more, now finding that pairing.
 */
export async function retryOnPairRace<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return run();
  }
}
