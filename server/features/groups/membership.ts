import { type GroupMemberRemoved, groupEvents } from '@shared/api/groups';
import { messages } from '@shared/messages';
import { channel } from '@shared/realtime';
import { NotAllowed, NotFound } from '../../errors';
import type { SessionUser } from '../../http/app-env';
import type { Services } from '../../services';
import { RealtimeEffects } from '../pairings/effects';
import { groupRepo } from './repo';

/**
 * DELETE /group/member: anyone may leave; only an admin removes someone else. When the
 * last admin goes, the longest-standing member becomes admin; when the last member goes,
 * the group is deleted with its posts.
 */
export async function removeGroupMember(
  services: Services,
  actor: SessionUser,
  target: { groupId: string; userId: string },
): Promise<GroupMemberRemoved> {
  const { db, realtime } = services;
  const { groupId, userId } = target;
  const repo = groupRepo(db);
  const group = await repo.byId(groupId);
  if (!group) throw new NotFound(messages.groups.notFound);
  const actorMembership = await repo.membership(groupId, actor.id);
  if (!actorMembership) throw new NotAllowed();
  const left = userId === actor.id;
  if (!left && actorMembership.role !== 'admin') throw new NotAllowed(messages.groups.adminsOnly);
  if (!left && !(await repo.membership(groupId, userId))) throw new NotFound(messages.groups.memberNotFound);

  const outcome = await db.transaction().execute(async (trx) => {
    const tx = groupRepo(trx);
    await tx.removeMember(groupId, userId);
    if ((await tx.countMembers(groupId)) === 0) {
      await tx.deleteGroup(groupId);
      return { groupDeleted: true, newAdminId: null };
    }
    if (await tx.hasAdmin(groupId)) return { groupDeleted: false, newAdminId: null };
    const heir = await tx.longestStanding(groupId);
    if (heir) await tx.setRole(groupId, heir.userId, 'admin');
    return { groupDeleted: false, newAdminId: heir?.userId ?? null };
  });

  const removed: GroupMemberRemoved = { groupId, userId, left, ...outcome };
  const data = { ...removed, removedBy: actor.id, name: group.name };
  const effects = new RealtimeEffects();
  if (!outcome.groupDeleted) effects.publish(channel.group(groupId), groupEvents.memberRemoved, data);
  effects.publish(channel.user(userId), groupEvents.memberRemoved, data);
  effects.revoke(userId, channel.group(groupId));
  await effects.apply(realtime);
  return removed;
}
