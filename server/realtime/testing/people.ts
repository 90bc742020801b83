import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database';

/**
 * Rows the people features will own, written directly so realtime tests can put users in
 * a pairing or a group before those features exist.
 */
export async function insertPairing(
  db: Db,
  userA: string,
  userB: string,
  status: 'requested' | 'connected' = 'connected',
): Promise<string> {
  const [userId1, userId2] = [userA, userB].sort() as [string, string];
  const id = randomUUID();
  const now = new Date().toISOString();
  await db
    .insertInto('pairing')
    .values({
      id,
      userId1,
      userId2,
      status,
      requestedBy: userA,
      source: null,
      createdAt: now,
      connectedAt: status === 'connected' ? now : null,
      lastActivityAt: now,
    })
    .execute();
  return id;
}

export async function insertGroup(db: Db, createdBy: string, memberIds: string[]): Promise<string> {
  const id = randomUUID();
  const now = new Date().toISOString();
  await db
    .insertInto('groups')
    .values({ id, name: `Group ${id.slice(0, 8)}`, createdBy, createdAt: now, lastActivityAt: now })
    .execute();
  await db
    .insertInto('group_member')
    .values(
      [createdBy, ...memberIds.filter((m) => m !== createdBy)].map((userId) => ({
        groupId: id,
        userId,
        role: userId === createdBy ? ('admin' as const) : ('member' as const),
        joinedAt: now,
      })),
    )
    .execute();
  return id;
}
