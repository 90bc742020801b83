import type { GroupInvitation, GroupInvitationAnswered } from '@shared/api/groups';
import { groupEvents } from '@shared/api/groups';
import { messages } from '@shared/messages';
import { channel } from '@shared/realtime';
import { NotFound } from '../../errors';
import type { SessionUser } from '../../http/app-env';
import type { Services } from '../../services';
import { insertGraphPost } from '../pairings/graph-posts';
import { newPostViews } from '../posts/targets';
import { membersAddedEffects } from './effects';
import { groupRepo } from './repo';

/**
 * The invitee's side of membership by consent: their pending invitations, accept (they become
 * a member, as if the inviter had added them) and decline (the invitation is deleted; nothing
 * of it stays on their side). Nobody else can see or answer someone's invitation: another
 * user's invitation id is a 404, like an unknown one.
 */
export function groupInvitations(services: Services) {
  const { db, realtime } = services;

  async function mine(actor: SessionUser): Promise<GroupInvitation[]> {
    const rows = await db
      .selectFrom('group_invitation as i')
      .innerJoin('groups as g', 'g.id', 'i.groupId')
      .innerJoin('user as u', 'u.id', 'i.invitedBy')
      .select(['i.id', 'i.groupId', 'g.name', 'i.invitedBy', 'u.firstName', 'u.lastName', 'u.avatar', 'i.createdAt'])
      .where('i.userId', '=', actor.id)
      .orderBy('i.createdAt', 'desc')
      .orderBy('i.id')
      .limit(200)
      .execute();
    return rows.map((r) => ({
      invitationId: r.id,
      groupId: r.groupId,
      groupName: r.name,
      invitedBy: { userId: r.invitedBy, firstName: r.firstName, lastName: r.lastName, avatar: r.avatar },
      createdAt: r.createdAt,
    }));
  }

  async function own(actor: SessionUser, invitationId: string) {
    const invitation = await db
      .selectFrom('group_invitation')
      .selectAll()
      .where('id', '=', invitationId)
      .where('userId', '=', actor.id)
      .executeTakeFirst();
    if (!invitation) throw new NotFound(messages.groups.invitationGone);
    return invitation;
  }

  async function accept(actor: SessionUser, invitationId: string): Promise<GroupInvitationAnswered> {
    const invitation = await own(actor, invitationId);
    const { groupId, invitedBy } = invitation;
    const now = new Date().toISOString();
    const joined = await db.transaction().execute(async (trx) => {
      const groups = groupRepo(trx);
      const deleted = await trx.deleteFrom('group_invitation').where('id', '=', invitationId).executeTakeFirst();
      if (Number(deleted.numDeletedRows) !== 1) throw new NotFound(messages.groups.invitationGone);
      // The invitation counts only while its sender is still in the group.
      if (!(await groups.membership(groupId, invitedBy))) return null;
      if (await groups.membership(groupId, actor.id)) return { postId: null };
      await groups.insertMembers([{ groupId, userId: actor.id, role: 'member', joinedAt: now }]);
      await groups.touch(groupId, now);
      return { postId: await insertGraphPost(trx, { type: 'groupMembersAdded', createdBy: invitedBy, groupId, now }) };
    });
    if (!joined) {
      await realtime.publish(channel.user(actor.id), groupEvents.invited, { groupId: null });
      throw new NotFound(messages.groups.invitationGone);
    }
    const views = joined.postId ? await newPostViews(services, [joined.postId]) : undefined;
    await membersAddedEffects({ groupId, addedBy: invitedBy, userIds: [actor.id], postId: joined.postId }, views)
      .publish(channel.user(actor.id), groupEvents.invited, { groupId })
      .apply(realtime);
    return { invitationId, groupId };
  }

  async function decline(actor: SessionUser, invitationId: string): Promise<GroupInvitationAnswered> {
    await own(actor, invitationId);
    await db.deleteFrom('group_invitation').where('id', '=', invitationId).where('userId', '=', actor.id).execute();
    await realtime.publish(channel.user(actor.id), groupEvents.invited, { groupId: null });
    return { invitationId, groupId: null };
  }

  return { mine, accept, decline };
}
