import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';

/**
 * THE visibility rule, used by every read path (feeds, by id, pins, unread, realtime).
 * A viewer sees a post iff it is not deleted and: they wrote it; or it is PUBLIC; or it is
 * for ALL_OF_MY_RELATIONSHIPS and they are connected with the author; or it is for
 * SPECIFIC_PEOPLE and names them; or it lives in a pairing of theirs; or in a group of
 * theirs. Signed out: PUBLIC posts only. `includeDeleted` asks whether the viewer could
 * see a deleted post (to tell them it was deleted, never to show it).
 */
export function visiblePostsFor(viewerId: string | null, options: { includeDeleted?: boolean } = {}) {
  return (eb: ExpressionBuilder<Database, 'post'>): Expression<SqlBool> => {
    const notDeleted = options.includeDeleted ? eb.lit(true) : eb('post.deletedAt', 'is', null);
    const isPublic = eb('post.visibility', '=', 'PUBLIC');
    if (!viewerId) return eb.and([notDeleted, isPublic]);
    return eb.and([
      notDeleted,
      eb.or([
        eb('post.createdBy', '=', viewerId),
        isPublic,
        eb.and([
          eb('post.visibility', '=', 'ALL_OF_MY_RELATIONSHIPS'),
          eb.exists(
            eb
              .selectFrom('pairing')
              .select('pairing.id')
              .where('pairing.status', '=', 'connected')
              .where((p) =>
                p.or([
                  p.and([p('pairing.userId1', '=', viewerId), p('pairing.userId2', '=', p.ref('post.createdBy'))]),
                  p.and([p('pairing.userId2', '=', viewerId), p('pairing.userId1', '=', p.ref('post.createdBy'))]),
                ]),
              ),
          ),
        ]),
        eb.and([
          eb('post.visibility', '=', 'SPECIFIC_PEOPLE'),
          eb.exists(
            eb
              .selectFrom('post_audience')
              .select('post_audience.userId')
              .whereRef('post_audience.postId', '=', 'post.id')
              .where('post_audience.userId', '=', viewerId),
          ),
        ]),
        eb.and([
          eb('post.pairingId', 'is not', null),
          eb.exists(
            eb
              .selectFrom('pairing')
              .select('pairing.id')
              .whereRef('pairing.id', '=', 'post.pairingId')
              .where((p) => p.or([p('pairing.userId1', '=', viewerId), p('pairing.userId2', '=', viewerId)])),
          ),
        ]),
        eb.and([
          eb('post.groupId', 'is not', null),
          eb.exists(
            eb
              .selectFrom('group_member')
              .select('group_member.userId')
              .whereRef('group_member.groupId', '=', 'post.groupId')
              .where('group_member.userId', '=', viewerId),
          ),
        ]),
      ]),
    ]);
  };
}

/** Whether the viewer may see the post (the rule above, for one id). */
export async function canView(
  db: Db,
  viewerId: string | null,
  postId: string,
  options: { includeDeleted?: boolean } = {},
): Promise<boolean> {
  const row = await db
    .selectFrom('post')
    .select('post.id')
    .where('post.id', '=', postId)
    .where(visiblePostsFor(viewerId, options))
    .executeTakeFirst();
  return !!row;
}
