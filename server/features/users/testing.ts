import { forgetSessionsEverywhere } from '../../http/session';
import type { Services } from '../../services';

/**
 * Test helpers for states no API sets yet: a premium account, a deleted account. They change
 * the account the way a future API must: the row, then the user's cached sessions everywhere.
 */
export async function setUserType(services: Services, userId: string, userType: string): Promise<void> {
  await services.db.updateTable('user').set({ userType }).where('id', '=', userId).execute();
  await forgetSessionsEverywhere(services, userId);
}

export async function setUserStatus(services: Services, userId: string, status: string): Promise<void> {
  await services.db.updateTable('user').set({ status }).where('id', '=', userId).execute();
  await forgetSessionsEverywhere(services, userId);
}

export function idOf(client: { user?: { id: string } }): string {
  if (!client.user) throw new Error('test client has no user');
  return client.user.id;
}
