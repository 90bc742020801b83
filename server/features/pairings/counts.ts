import type { ConnectionsAndGroupsCount } from '@shared/api/pairings';
import { sql } from 'kysely';
import type { Db } from '../../db/database';

/** The composer's 'No Relationship Exists' / 'No Group Exists' check: two counts, one query each. */
export async function connectionsAndGroupsCount(db: Db, userId: string): Promise<ConnectionsAndGroupsCount> {
  const [connections, groups] = await Promise.all([
    db
      .selectFrom('pairing')
      .select(sql<number>`count(*)`.as('n'))
      .where('status', '=', 'connected')
      .where((eb) => eb.or([eb('userId1', '=', userId), eb('userId2', '=', userId)]))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('group_member')
      .select(sql<number>`count(*)`.as('n'))
      .where('userId', '=', userId)
      .executeTakeFirstOrThrow(),
  ]);
  return { connectionsCount: Number(connections.n), groupsCount: Number(groups.n) };
}
