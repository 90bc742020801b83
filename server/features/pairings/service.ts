import {
  type ConnectAnswer,
  type LastViewed,
  type PairingById,
  type PairingSources,
  type PairingStatusAnswer,
  pairingEvents,
  type RecentConnectionsQuery,
  type UnreadPairing,
} from '@shared/api/pairings';
import { seesSourceLinks } from '@shared/api/app-config';
import { messages } from '@shared/messages';
import { channel } from '@shared/realtime';
import { DELETED_USER_STATUS } from '@shared/rules';
import { Invalid, NotAllowed, NotFound } from '../../errors';
import type { SessionUser } from '../../http/app-env';
import { answerWith } from '../../http/idempotent-answer';
import type { Services } from '../../services';
import { RealtimeEffects } from './effects';
import { notifyLink } from '../notify-events';
import { linkEffects, linkUsers, retryOnPairRace } from './link';
import { relationshipsOf } from './relationship-list';
import { pairingRepo } from './repo';
import { pairingStatusFor } from '../users/visibility';
import { newPostViews } from '../posts/targets';

/** Relationships between two people: connect, accept, look up, remove, last viewed, unread. */
export function pairingService(services: Services) {
  const { db, realtime } = services;
  const repo = pairingRepo(db);

  async function existingMember(userId: string) {
    const user = await db
      .selectFrom('user')
      .select(['id', 'email', 'status'])
      .where('id', '=', userId)
      .executeTakeFirst();
    if (!user || user.status === DELETED_USER_STATUS) throw new NotFound(messages.people.userNotFound);
    return user;
  }

  /** POST /user/connect: a request, or the acceptance of the other's request. Repeats change nothing. */
  async function connect(actor: SessionUser, otherId: string, source: string | null): Promise<ConnectAnswer> {
    if (otherId === actor.id) throw new Invalid(messages.people.cannotConnectWithSelf);
    await existingMember(otherId);
    const now = new Date().toISOString();
    const outcome = await retryOnPairRace(() =>
      db.transaction().execute(async (trx) => {
        const linked = await linkUsers(trx, { actorId: actor.id, otherId, source, mode: 'request', now });
        await notifyLink(services, linked, trx);
        await answerWith(trx, { pairingId: linked.pairingId, status: linked.status });
        return linked;
      }),
    );
    await linkEffects(outcome, await newPostViews(services, [outcome.postId])).apply(realtime);
    return { pairingId: outcome.pairingId, status: outcome.status };
  }

  async function status(viewer: SessionUser, otherId: string): Promise<PairingStatusAnswer> {
    const pairing = otherId === viewer.id ? undefined : await repo.between(viewer.id, otherId);
    return { status: pairingStatusFor(viewer.id, pairing), pairingId: pairing?.id ?? null };
  }

  /** The pairing the actor has with someone, or 404 when they have none. */
  async function pairingWith(actor: SessionUser, otherId: string) {
    const pairing = otherId === actor.id ? undefined : await repo.between(actor.id, otherId);
    if (!pairing) throw new NotFound(messages.people.relationshipNotFound);
    return pairing;
  }

  async function pairingIdOf(
    actor: SessionUser,
    userId1: string,
    userId2: string,
  ): Promise<{ pairingId: string | null }> {
    if (actor.id !== userId1 && actor.id !== userId2) throw new NotAllowed();
    const pairing = userId1 === userId2 ? undefined : await repo.between(userId1, userId2);
    return { pairingId: pairing?.id ?? null };
  }

  async function byId(actor: SessionUser, pairingId: string): Promise<PairingById> {
    const pairing = await repo.byId(pairingId);
    if (!pairing) throw new NotFound(messages.people.relationshipNotFound);
    if (pairing.userId1 !== actor.id && pairing.userId2 !== actor.id) throw new NotAllowed();
    const otherUserId = pairing.userId1 === actor.id ? pairing.userId2 : pairing.userId1;
    return { pairingId: pairing.id, otherUserId, status: pairingStatusFor(actor.id, pairing) };
  }

  async function remove(actor: SessionUser, pairingId: string): Promise<{ pairingId: string }> {
    const pairing = await repo.byId(pairingId);
    if (!pairing) throw new NotFound(messages.people.relationshipNotFound);
    if (pairing.userId1 !== actor.id && pairing.userId2 !== actor.id) throw new NotAllowed();
    await repo.remove(pairing.id);
    const userIds = [pairing.userId1, pairing.userId2];
    const effects = new RealtimeEffects();
    // First: neither hears the other's relationship-wide posts from now on.
    effects.revoke(pairing.userId1, channel.audience(pairing.userId2));
    effects.revoke(pairing.userId2, channel.audience(pairing.userId1));
    for (const userId of userIds) {
      effects.publish(channel.user(userId), pairingEvents.removed, { pairingId, userIds, removedBy: actor.id });
      effects.revoke(userId, channel.pair(pairingId));
    }
    await effects.apply(realtime);
    return { pairingId };
  }

  async function sources(actor: SessionUser, otherId: string): Promise<PairingSources> {
    if (!seesSourceLinks(actor.email, services.config.sourceLinkDomains)) {
      throw new NotAllowed(messages.people.sourceLinksStaffOnly);
    }
    const pairing = await pairingWith(actor, otherId);
    return { first: pairing.source, last: pairing.lastSource ?? pairing.source };
  }

  async function lastViewed(actor: SessionUser, otherId: string): Promise<LastViewed> {
    const pairing = await pairingWith(actor, otherId);
    const view = await repo.viewedAt(pairing.id, actor.id);
    return { lastActivityAt: pairing.lastActivityAt, timestamp: view?.viewedAt ?? null };
  }

  async function markViewed(actor: SessionUser, otherId: string): Promise<LastViewed> {
    const pairing = await pairingWith(actor, otherId);
    const now = new Date().toISOString();
    await repo.markViewed(pairing.id, actor.id, now);
    await realtime.publish(channel.user(actor.id), pairingEvents.viewed, { pairingId: pairing.id });
    return { lastActivityAt: pairing.lastActivityAt, timestamp: now };
  }

  async function unread(actor: SessionUser, limit: number): Promise<UnreadPairing[]> {
    const rows = await repo.unreadOf(actor.id, limit);
    return rows.map((r) => ({
      userId1: actor.id,
      userId2: r.userId1 === actor.id ? r.userId2 : r.userId1,
      pairingId: r.pairingId,
    }));
  }

  function recent(actor: SessionUser, query: RecentConnectionsQuery) {
    return relationshipsOf(db, actor, query);
  }

  async function memberIdByEmail(email: string): Promise<{ userId: string }> {
    const user = await db
      .selectFrom('user')
      .select(['id', 'status'])
      .where('email', '=', email.toLowerCase())
      .executeTakeFirst();
    if (!user || user.status === DELETED_USER_STATUS) throw new NotFound(messages.people.notAMember);
    return { userId: user.id };
  }

  return {
    connect,
    status,
    pairingIdOf,
    byId,
    remove,
    sources,
    lastViewed,
    markViewed,
    unread,
    recent,
    memberIdByEmail,
  };
}
