import { randomUUID } from 'node:crypto';
import type { NonRegisteredInvitee } from '@shared/api/invitations';
import type { Paging } from '@shared/api/envelope';
import {
  type CreateGroupBody,
  type GroupCreated,
  type GroupDetails,
  type GroupForUsers,
  type GroupMembersAdded,
  groupEvents,
} from '@shared/api/groups';
import type { LastViewed } from '@shared/api/pairings';
import { messages } from '@shared/messages';
import { channel } from '@shared/realtime';
import { Invalid, NotAllowed, NotFound } from '../../errors';
import type { SessionUser } from '../../http/app-env';
import type { Services } from '../../services';
import { notify } from '../notify-events';
import { issueInvitations, mailInvitations } from '../pairings/invitations/issue';
import { insertGraphPost, POST_CREATED_EVENT } from '../pairings/graph-posts';
import { inviteToGroup, invitedEffects, splitByConsent } from './consent';
import { membersAddedEffects } from './effects';
import { groupsOf, membersOf, unreadGroupsOf } from './lists';
import { groupRepo } from './repo';
import { newPostViews, postCreatedLive } from '../posts/targets';
import { answerWith } from '../../http/idempotent-answer';
import { BUDGETS } from '../../platform/rate-limit';

/** Groups: create, add members, details, lists, last viewed. Leaving and removing: membership.ts. */
export function groupService(services: Services) {
  const { db, realtime } = services;
  const repo = groupRepo(db);

  /** The group and the actor's role in it: 404 without the group, 403 for a non-member. */
  async function asMember(actor: SessionUser, groupId: string) {
    const group = await repo.byId(groupId);
    if (!group) throw new NotFound(messages.groups.notFound);
    const membership = await repo.membership(groupId, actor.id);
    if (!membership) throw new NotAllowed();
    return { group, role: membership.role };
  }

  async function existingUserIds(ids: string[]): Promise<void> {
    if (!ids.length) return;
    const rows = await db.selectFrom('user').select('id').where('id', 'in', ids).execute();
    if (rows.length !== ids.length) throw new Invalid(messages.people.userNotFound);
  }

  /** Addresses that belong to a member name that member (who is then added or invited by consent); the others are e-mailed. */
  async function splitByMembership(actor: SessionUser, invitees: NonRegisteredInvitee[]) {
    const ownEmail = actor.email.toLowerCase();
    const unique = [...new Map(invitees.filter((i) => i.email !== ownEmail).map((i) => [i.email, i])).values()];
    if (!unique.length) return { memberIds: [], toInvite: [] };
    const emails = unique.map((i) => i.email);
    const rows = await db.selectFrom('user').select(['id', 'email']).where('email', 'in', emails).execute();
    const byEmail = new Map(rows.map((r) => [r.email, r.id]));
    return {
      memberIds: unique.flatMap((i) => (byEmail.has(i.email) ? [byEmail.get(i.email) as string] : [])),
      toInvite: unique.filter((i) => !byEmail.has(i.email)),
    };
  }

  async function create(actor: SessionUser, body: CreateGroupBody): Promise<GroupCreated> {
    const byAddress = await splitByMembership(actor, body.nonRegisteredUsers);
    const named = [...new Set([...body.members, ...byAddress.memberIds])].filter((id) => id !== actor.id);
    await existingUserIds(named);
    const { direct: memberIds, invite } = await splitByConsent(db, actor.id, named);
    await services.rateLimiter.spend(BUDGETS.invitations, actor.id, invite.length + byAddress.toInvite.length);
    const groupId = randomUUID();
    const now = new Date().toISOString();
    const created: GroupCreated = {
      groupId,
      name: body.name,
      createdBy: actor.id,
      createdAt: now,
      lastActivityAt: now,
      membersCount: memberIds.length + 1,
      isAdmin: true,
      jobId: null,
      invitedUserIds: invite,
    };
    const { postId } = await db.transaction().execute(async (trx) => {
      const tx = groupRepo(trx);
      await tx.insertGroup({ id: groupId, name: body.name, createdBy: actor.id, now });
      await tx.insertMembers([
        { groupId, userId: actor.id, role: 'admin', joinedAt: now },
        ...memberIds.map((userId) => ({ groupId, userId, role: 'member' as const, joinedAt: now })),
      ]);
      const postId = await insertGraphPost(trx, { type: 'groupCreated', createdBy: actor.id, groupId, now });
      if (memberIds.length)
        await notify(services, { kind: 'groupAdded', actorId: actor.id, groupId, userIds: memberIds }, trx);
      await inviteToGroup(trx, { groupId, invitedBy: actor.id, userIds: invite, now });
      const issued = await issueInvitations(trx, {
        senderUserId: actor.id,
        message: '',
        groupId,
        importId: null,
        invitees: byAddress.toInvite,
        now,
        ttlMs: services.config.invitations.ttlMs,
      });
      await mailInvitations(services, trx, actor, issued, { message: '', groupName: body.name });
      await answerWith(trx, created);
      return { postId };
    });

    const effects = invitedEffects(groupId, invite);
    for (const userId of [actor.id, ...memberIds]) {
      effects.grant(userId, channel.group(groupId));
      effects.publish(channel.user(userId), groupEvents.created, { groupId, name: body.name, createdBy: actor.id });
    }
    const post = { postId, groupId };
    const views = await newPostViews(services, [postId]);
    effects.publish(channel.group(groupId), POST_CREATED_EVENT, post, postCreatedLive(post, views.get(postId)));
    await effects.apply(realtime);
    return created;
  }

  /** Admins add their relationships directly and invite anyone else (membership by consent). */
  async function addMembers(actor: SessionUser, groupId: string, userIds: string[]): Promise<GroupMembersAdded> {
    const { role } = await asMember(actor, groupId);
    if (role !== 'admin') throw new NotAllowed(messages.groups.adminsOnly);
    const wanted = [...new Set(userIds)].filter((id) => id !== actor.id);
    await existingUserIds(wanted);
    const already = await repo.memberIdsAmong(groupId, wanted);
    const { direct: added, invite } = await splitByConsent(
      db,
      actor.id,
      wanted.filter((id) => !already.has(id)),
    );
    if (!added.length && !invite.length) return { groupId, userIds: [], invitedUserIds: [] };
    await services.rateLimiter.spend(BUDGETS.invitations, actor.id, invite.length);
    const now = new Date().toISOString();
    const { postId, invitedUserIds } = await db.transaction().execute(async (trx) => {
      const invitedUserIds = await inviteToGroup(trx, { groupId, invitedBy: actor.id, userIds: invite, now });
      if (!added.length) {
        await answerWith(trx, { groupId, userIds: [], invitedUserIds });
        return { postId: null, invitedUserIds };
      }
      await groupRepo(trx).insertMembers(added.map((userId) => ({ groupId, userId, role: 'member', joinedAt: now })));
      await groupRepo(trx).touch(groupId, now);
      await notify(services, { kind: 'groupAdded', actorId: actor.id, groupId, userIds: added }, trx);
      await answerWith(trx, { groupId, userIds: added, invitedUserIds });
      const postId = await insertGraphPost(trx, { type: 'groupMembersAdded', createdBy: actor.id, groupId, now });
      return { postId, invitedUserIds };
    });
    const views = postId ? await newPostViews(services, [postId]) : undefined;
    await membersAddedEffects({ groupId, addedBy: actor.id, userIds: added, postId }, views)
      .merge(invitedEffects(groupId, invitedUserIds))
      .apply(realtime);
    return { groupId, userIds: added, invitedUserIds };
  }

  async function details(actor: SessionUser, groupId: string): Promise<GroupDetails> {
    const { group, role } = await asMember(actor, groupId).catch(async (error: unknown) => {
      if (!(error instanceof NotAllowed)) throw error;
      // A non-member who follows a link (typically someone who left or was removed) learns
      // whom to ask; nothing else of the group (spec 3 §1, 'Group Content Only').
      throw new NotAllowed(messages.groups.membersOnly(await creatorName(groupId)));
    });
    const [membersCount, jobId] = await Promise.all([repo.countMembers(groupId), repo.workspaceJobId(groupId)]);
    return {
      groupId: group.id,
      name: group.name,
      createdBy: group.createdBy,
      createdAt: group.createdAt,
      lastActivityAt: group.lastActivityAt,
      membersCount,
      isAdmin: role === 'admin',
      jobId,
    };
  }

  async function creatorName(groupId: string): Promise<string> {
    const creator = await db
      .selectFrom('groups as g')
      .innerJoin('user as u', 'u.id', 'g.createdBy')
      .select(['u.firstName', 'u.lastName'])
      .where('g.id', '=', groupId)
      .executeTakeFirst();
    return creator ? `${creator.firstName} ${creator.lastName}`.trim() : messages.groups.administrator;
  }

  async function members(actor: SessionUser, groupId: string, paging: { skip: number; limit: number }) {
    await asMember(actor, groupId);
    return membersOf(db, actor, groupId, paging);
  }

  async function forUsers(actor: SessionUser, userIds: string[]): Promise<GroupForUsers> {
    const set = [...new Set([...userIds, actor.id])];
    if (set.length < 2) return null;
    return (await repo.exactlyWith(actor.id, set)) ?? null;
  }

  async function lastViewed(actor: SessionUser, groupId: string): Promise<LastViewed> {
    const { group } = await asMember(actor, groupId);
    const view = await repo.viewedAt(groupId, actor.id);
    return { lastActivityAt: group.lastActivityAt, timestamp: view?.viewedAt ?? null };
  }

  async function markViewed(actor: SessionUser, groupId: string): Promise<LastViewed> {
    const { group } = await asMember(actor, groupId);
    const now = new Date().toISOString();
    await repo.markViewed(groupId, actor.id, now);
    await realtime.publish(channel.user(actor.id), groupEvents.viewed, { groupId });
    return { lastActivityAt: group.lastActivityAt, timestamp: now };
  }

  return {
    create,
    addMembers,
    details,
    members,
    forUsers,
    lastViewed,
    markViewed,
    mine: (actor: SessionUser, paging: Paging) => groupsOf(db, actor.id, paging),
    unread: (actor: SessionUser, limit: number) => unreadGroupsOf(db, actor.id, limit),
  };
}
