import { type InvitationAccepted, type InvitationPreview, invitationEvents } from '@shared/api/invitations';
import { messages } from '@shared/messages';
import { channel } from '@shared/realtime';
import { Conflict, Gone, Invalid, NotFound } from '../../errors';
import type { SessionUser } from '../../http/app-env';
import type { InvitationTable } from '../../db/schema';
import type { Services } from '../../services';
import { membersAddedEffects } from '../groups/effects';
import { groupRepo } from '../groups/repo';
import { insertGraphPost } from '../pairings/graph-posts';
import { notifyLink } from '../notify-events';
import { linkEffects, linkUsers, retryOnPairRace } from '../pairings/link';
import { pairingRepo } from '../pairings/repo';
import { invitationRepo } from './repo';
import { INVITE_SOURCE } from './service';
import { hashInvitationToken } from '../pairings/invitations/token';
import { newPostViews } from '../posts/targets';

/** A link that worked once and no longer does: the route answers 410 with the message. */

const isExpired = (invitation: InvitationTable, now: string) =>
  invitation.status === 'expired' || (invitation.status === 'pending' && invitation.expiresAt <= now);

/**
 * The invitation link (GET /invitations/{token}, POST /invitations/{token}/accept). The
 * token is the credential: whoever signs in with it is the invitee, connected with the
 * sender at once (the sender asked, the invitee accepted by joining) and added to the
 * group the invitation names.
 */
export function invitationAcceptance(services: Services) {
  const { db, realtime } = services;
  const repo = invitationRepo(db);

  /** Unknown and withdrawn links are 404s; the others are answered. */
  async function find(token: string): Promise<InvitationTable> {
    const invitation = await repo.byTokenHash(hashInvitationToken(token));
    if (!invitation) throw new NotFound(messages.people.invitationNotFound);
    if (invitation.status === 'withdrawn') throw new NotFound(messages.people.invitationWithdrawn);
    return invitation;
  }

  async function preview(token: string): Promise<InvitationPreview> {
    const invitation = await find(token);
    const [sender, group] = await Promise.all([
      db
        .selectFrom('user')
        .select(['id', 'firstName', 'lastName', 'avatar'])
        .where('id', '=', invitation.senderUserId)
        .executeTakeFirstOrThrow(),
      invitation.groupId ? groupRepo(db).byId(invitation.groupId) : undefined,
    ]);
    const expired = isExpired(invitation, new Date().toISOString());
    return {
      email: invitation.email,
      firstName: invitation.firstName,
      lastName: invitation.lastName,
      sender: { userId: sender.id, firstName: sender.firstName, lastName: sender.lastName, avatar: sender.avatar },
      groupId: group?.id ?? null,
      groupName: group?.name ?? null,
      message: invitation.message,
      expired,
      state: expired ? 'expired' : invitation.status,
      expiresAt: invitation.expiresAt,
    };
  }

  async function accept(actor: SessionUser, token: string): Promise<InvitationAccepted> {
    const invitation = await find(token);
    const now = new Date().toISOString();
    if (invitation.status === 'accepted') {
      // A repeat by the invitee answers the same; anyone else, or after the relationship was removed, is refused.
      const pairing =
        invitation.acceptedBy === actor.id && (await pairingRepo(db).between(actor.id, invitation.senderUserId));
      if (!pairing) throw new Gone(messages.people.invitationUsed);
      return { senderUserId: invitation.senderUserId, pairingId: pairing.id, groupId: invitation.groupId };
    }
    if (isExpired(invitation, now)) throw new Gone(messages.people.invitationExpired);
    if (invitation.senderUserId === actor.id) throw new Invalid(messages.people.cannotConnectWithSelf);

    const senderUserId = invitation.senderUserId;
    // The group still counts only while the sender is in it.
    const groupId =
      invitation.groupId && (await groupRepo(db).membership(invitation.groupId, senderUserId))
        ? invitation.groupId
        : null;
    const joined = await retryOnPairRace(() =>
      db.transaction().execute(async (trx) => {
        if (!(await invitationRepo(trx).markAccepted(invitation.id, actor.id, now)))
          throw new Conflict(messages.people.invitationUsed);
        const link = await linkUsers(trx, {
          actorId: actor.id,
          otherId: senderUserId,
          source: INVITE_SOURCE,
          mode: 'accept-invitation',
          now,
        });
        await notifyLink(services, link, trx);
        const group = groupId ? await joinGroup(trx, groupId, actor.id, senderUserId, now) : null;
        return { link, group };
      }),
    );

    const views = await newPostViews(services, [joined.link.postId, joined.group?.postId]);
    const effects = linkEffects(joined.link, views);
    effects.publish(channel.user(senderUserId), invitationEvents.accepted, {
      invitationId: invitation.id,
      userId: actor.id,
    });
    if (joined.group) effects.merge(membersAddedEffects(joined.group, views));
    await effects.apply(realtime);
    return { senderUserId, pairingId: joined.link.pairingId, groupId };
  }

  return { preview, accept };
}

/** Adds the invitee to the group the invitation named, as if the sender added them. */
async function joinGroup(
  trx: Parameters<typeof groupRepo>[0],
  groupId: string,
  userId: string,
  addedBy: string,
  now: string,
) {
  const groups = groupRepo(trx);
  if (await groups.membership(groupId, userId)) return null;
  await groups.insertMembers([{ groupId, userId, role: 'member', joinedAt: now }]);
  await groups.touch(groupId, now);
  const postId = await insertGraphPost(trx, { type: 'groupMembersAdded', createdBy: addedBy, groupId, now });
  return { groupId, addedBy, userIds: [userId], postId };
}
