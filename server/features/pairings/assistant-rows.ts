import type { Db } from '../../db/database';

/**
 * The pairings that head the viewer's relationship list: the test persona's while test mode is
 * on, then the assistant's (features/assistant keeps both on the `assistant` row).
 */
export async function pinnedPairings(db: Db, viewerId: string): Promise<string[]> {
  const row = await db
    .selectFrom('assistant')
    .select(['pairingId', 'testPairingId', 'status'])
    .where('ownerId', '=', viewerId)
    .executeTakeFirst();
  if (!row) return [];
  return row.status === 'testMode' && row.testPairingId ? [row.testPairingId, row.pairingId] : [row.pairingId];
}

/** The relationships, among these, where the viewer switched their assistant off. */
export async function aiDisabledAmong(db: Db, viewerId: string, pairingIds: string[]): Promise<Set<string>> {
  if (!pairingIds.length) return new Set();
  const rows = await db
    .selectFrom('assistant_pairing_setting')
    .select('pairingId')
    .where('ownerId', '=', viewerId)
    .where('pairingId', 'in', pairingIds)
    .where('enabled', '=', 0)
    .execute();
  return new Set(rows.map((row) => row.pairingId));
}
