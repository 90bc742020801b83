import type { Db } from '../../db/database';

/** Test helpers for states no API sets: a premium account, a deleted account. */
export async function setUserType(db: Db, userId: string, userType: string): Promise<void> {
  await db.updateTable('user').set({ userType }).where('id', '=', userId).execute();
}

export async function setUserStatus(db: Db, userId: string, status: string): Promise<void> {
  await db.updateTable('user').set({ status }).where('id', '=', userId).execute();
}

export function idOf(client: { user?: { id: string } }): string {
  if (!client.user) throw new Error('test client has no user');
  return client.user.id;
}
