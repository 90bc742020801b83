import { channel } from '@shared/realtime';
import type { ChatTargetKind } from '@shared/api/chat';
import type { Db } from '../../db/database';
import { NotAllowed } from '../../errors';

/**
 * Who is in a chat: the two people of a pairing, or the members of a group (the same rule
 * as the pair and group channels). Anyone else gets a 403, whether or not the target exists.
 */
export async function assertPairingMember(db: Db, userId: string, pairingId: string): Promise<{ otherUserId: string }> {
  const row = await db
    .selectFrom('pairing')
    .select(['userId1', 'userId2'])
    .where('id', '=', pairingId)
    .where((eb) => eb.or([eb('userId1', '=', userId), eb('userId2', '=', userId)]))
    .executeTakeFirst();
  if (!row) throw new NotAllowed();
  return { otherUserId: row.userId1 === userId ? row.userId2 : row.userId1 };
}

export async function assertGroupMember(db: Db, userId: string, groupId: string): Promise<void> {
  const row = await db
    .selectFrom('group_member')
    .select('userId')
    .where('groupId', '=', groupId)
    .where('userId', '=', userId)
    .executeTakeFirst();
  if (!row) throw new NotAllowed();
}

/** Checks membership and names the chat's realtime channel. */
export async function chatChannel(db: Db, userId: string, kind: ChatTargetKind, targetId: string): Promise<string> {
  if (kind === 'Pairing') {
    await assertPairingMember(db, userId, targetId);
    return channel.pair(targetId);
  }
  await assertGroupMember(db, userId, targetId);
  return channel.group(targetId);
}
