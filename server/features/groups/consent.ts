import { randomUUID } from 'node:crypto';
import { groupEvents } from '@shared/api/groups';
import { channel } from '@shared/realtime';
import type { Kysely } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { RealtimeEffects } from '../pairings/effects';

/**
 * Membership by consent (issue 33). Every path that puts someone in a group splits the people
 * it names here: the inviter's relationships (a connected pairing) are added directly; anyone
 * else is invited and becomes a member only by accepting. Until then they see nothing of the
 * group and hear nothing from it.
 */
export async function splitByConsent(
  db: Db,
  inviterId: string,
  userIds: string[],
): Promise<{ direct: string[]; invite: string[] }> {
  const wanted = [...new Set(userIds)].filter((id) => id !== inviterId);
  if (!wanted.length) return { direct: [], invite: [] };
  const rows = await db
    .selectFrom('pairing')
    .select(['userId1', 'userId2'])
    .where('status', '=', 'connected')
    .where((eb) =>
      eb.or([
        eb.and([eb('userId1', '=', inviterId), eb('userId2', 'in', wanted)]),
        eb.and([eb('userId2', '=', inviterId), eb('userId1', 'in', wanted)]),
      ]),
    )
    .execute();
  const related = new Set(rows.map((r) => (r.userId1 === inviterId ? r.userId2 : r.userId1)));
  return { direct: wanted.filter((id) => related.has(id)), invite: wanted.filter((id) => !related.has(id)) };
}

/**
 * Writes pending group invitations in the caller's transaction; someone already invited to the
 * group keeps their first invitation. Answers the invitees newly invited.
 */
export async function inviteToGroup(
  trx: Kysely<Database>,
  invitation: { groupId: string; invitedBy: string; userIds: string[]; now: string },
): Promise<string[]> {
  const { groupId, invitedBy, userIds, now } = invitation;
  if (!userIds.length) return [];
  const existing = await trx
    .selectFrom('group_invitation')
    .select('userId')
    .where('groupId', '=', groupId)
    .where('userId', 'in', userIds)
    .execute();
  const already = new Set(existing.map((r) => r.userId));
  const fresh = userIds.filter((id) => !already.has(id));
  if (!fresh.length) return [];
  await trx
    .insertInto('group_invitation')
    .values(fresh.map((userId) => ({ id: randomUUID(), groupId, userId, invitedBy, createdAt: now })))
    .onConflict((oc) => oc.columns(['groupId', 'userId']).doNothing())
    .execute();
  return fresh;
}

/** Each invitee's own channel learns there is an invitation to show (nothing of the group itself). */
export function invitedEffects(groupId: string, userIds: string[]): RealtimeEffects {
  const effects = new RealtimeEffects();
  for (const userId of userIds) effects.publish(channel.user(userId), groupEvents.invited, { groupId });
  return effects;
}
