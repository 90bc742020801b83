import type { PublicSwitch } from '@shared/api/posts';
import type { Db } from '../../db/database';
import type { SessionUser } from '../../http/app-env';
import { viewersPairing } from './timelines';

/**
 * The public-posts switch (spec 3 §4.2, §7): global (scope '') or per relationship. On by
 * default; when off, the home feed shows only posts that are not PUBLIC (privateOnly).
 */
export async function readPublicSwitch(db: Db, actor: SessionUser, relationshipId?: string): Promise<PublicSwitch> {
  const scope = relationshipId ? (await viewersPairing(db, actor, { pairingId: relationshipId })).id : '';
  const row = await db
    .selectFrom('post_public_switch')
    .select('isPublic')
    .where('userId', '=', actor.id)
    .where('scope', '=', scope)
    .executeTakeFirst();
  return { isPublic: row ? Number(row.isPublic) === 1 : true, relationshipId: relationshipId ?? null };
}

export async function setPublicSwitch(
  db: Db,
  actor: SessionUser,
  isPublic: boolean,
  relationshipId?: string,
): Promise<PublicSwitch> {
  const scope = relationshipId ? (await viewersPairing(db, actor, { pairingId: relationshipId })).id : '';
  const values = { isPublic: isPublic ? 1 : 0, updatedAt: new Date().toISOString() };
  await db
    .insertInto('post_public_switch')
    .values({ userId: actor.id, scope, ...values })
    .onConflict((oc) => oc.columns(['userId', 'scope']).doUpdateSet(values))
    .execute();
  return { isPublic, relationshipId: relationshipId ?? null };
}
