import type { Paging } from '@shared/api/envelope';
import type { InviteBody, NonRegisteredInvitee, SentInvitation } from '@shared/api/invitations';
import { messages } from '@shared/messages';
import { Conflict, Invalid, NotAllowed, NotFound } from '../../errors';
import { answerWith } from '../../http/idempotent-answer';
import type { SessionUser } from '../../http/app-env';
import type { Services } from '../../services';
import { RealtimeEffects } from '../pairings/effects';
import { notifyLink } from '../notify-events';
import { linkEffects, linkUsers, retryOnPairRace } from '../pairings/link';
import { pairingRepo } from '../pairings/repo';
import { issueInvitations, mailInvitations } from '../pairings/invitations/issue';
import { invitationRepo } from './repo';
import { newPostViews } from '../posts/targets';

/** The source recorded on pairings made through an invitation. */
export const INVITE_SOURCE = 'invite';

/**
 * POST /user/invite: members (named by id, or by an address that turns out to be a
 * member's) get a connect request; everyone else an e-mailed invitation. The whole call
 * is refused when an address is already in the sender's relationships or already invited.
 */
export function invitationService(services: Services) {
  const { db, realtime, config } = services;
  const repo = invitationRepo(db);

  async function membersByEmail(emails: string[]): Promise<Map<string, string>> {
    if (!emails.length) return new Map();
    const rows = await db.selectFrom('user').select(['id', 'email']).where('email', 'in', emails).execute();
    return new Map(rows.map((r) => [r.email, r.id]));
  }

  async function assertUsersExist(ids: string[]): Promise<void> {
    if (!ids.length) return;
    const rows = await db.selectFrom('user').select('id').where('id', 'in', ids).execute();
    if (rows.length !== ids.length) throw new NotFound(messages.people.userNotFound);
  }

  async function invite(actor: SessionUser, body: InviteBody): Promise<true> {
    const registeredIds = [...new Set(body.registeredUsers.map((u) => u.userId))];
    const invitees = [...new Map(body.nonRegisteredUsers.map((i) => [i.email, i])).values()];
    if (!registeredIds.length && !invitees.length) throw new Invalid(messages.people.enterEmailToConnect);
    const ownEmail = actor.email.toLowerCase();
    if (registeredIds.includes(actor.id) || invitees.some((i) => i.email === ownEmail))
      throw new Invalid(messages.people.cannotConnectWithSelf);
    await assertUsersExist(registeredIds);

    const now = new Date().toISOString();
    const { outcomes } = await retryOnPairRace(async () => {
      const memberIds = await membersByEmail(invitees.map((i) => i.email));
      const addressedMembers = invitees.flatMap((i) =>
        memberIds.has(i.email) ? [memberIds.get(i.email) as string] : [],
      );
      const outsiders = invitees.filter((i) => !memberIds.has(i.email));
      await refuseDuplicates(actor, invitees.length, addressedMembers, outsiders, now);
      const connectIds = [...new Set([...registeredIds, ...addressedMembers])];
      return db.transaction().execute(async (trx) => {
        const outcomes = [];
        for (const otherId of connectIds)
          outcomes.push(
            await linkUsers(trx, { actorId: actor.id, otherId, source: INVITE_SOURCE, mode: 'request', now }),
          );
        for (const outcome of outcomes) await notifyLink(services, outcome, trx);
        const issued = await issueInvitations(trx, {
          senderUserId: actor.id,
          message: body.invitationMessage,
          groupId: null,
          importId: null,
          invitees: outsiders,
          now,
          ttlMs: config.invitations.ttlMs,
        });
        await mailInvitations(services, trx, actor, issued, { message: body.invitationMessage, groupName: null });
        await answerWith(trx, true);
        return { outcomes };
      });
    });

    const effects = new RealtimeEffects();
    const views = await newPostViews(
      services,
      outcomes.map((o) => o.postId),
    );
    for (const outcome of outcomes) effects.merge(linkEffects(outcome, views));
    await effects.apply(realtime);
    return true;
  }

  /** The spec's duplicate messages (spec 1 §8): already related, or already invited by this sender. */
  async function refuseDuplicates(
    actor: SessionUser,
    addressCount: number,
    addressedMembers: string[],
    outsiders: NonRegisteredInvitee[],
    now: string,
  ): Promise<void> {
    const related = await pairingRepo(db).partnersAmong(actor.id, addressedMembers);
    if (related.size)
      throw new Conflict(
        addressCount === 1 ? messages.people.emailAlreadyInRelationship : messages.people.someAlreadyExist,
      );
    const pending = await repo.pendingTo(
      actor.id,
      outsiders.map((i) => i.email),
      null,
      now,
    );
    const first = pending[0];
    if (first) throw new Conflict(messages.people.invitationAlreadySent(first.email));
  }

  async function listSent(actor: SessionUser, paging: Paging): Promise<{ results: SentInvitation[]; count: number }> {
    const { rows, count } = await repo.pendingOf(actor.id, new Date().toISOString(), paging.skip, paging.limit);
    const results = rows.map((r) => ({
      invitationId: r.id,
      email: r.email,
      firstName: r.firstName,
      lastName: r.lastName,
      groupId: r.groupId,
      groupName: r.groupName ?? null,
      createdAt: r.createdAt,
      expiresAt: r.expiresAt,
    }));
    return { results, count };
  }

  /** The sender takes back a pending invitation; its link stops working. */
  async function withdraw(actor: SessionUser, invitationId: string): Promise<{ invitationId: string }> {
    const invitation = await repo.byId(invitationId);
    if (!invitation) throw new NotFound(messages.people.invitationNotFound);
    if (invitation.senderUserId !== actor.id) throw new NotAllowed();
    if (invitation.status === 'accepted') throw new Conflict(messages.people.invitationUsed);
    await repo.markWithdrawn(invitationId, new Date().toISOString());
    return { invitationId };
  }

  return { invite, listSent, withdraw };
}
