import type { PostAuthor, VisibilityType } from '@shared/api/posts';
import type { Db } from '../../db/database';
import { canView } from '../posts/visibility';
import { postAuthorColumns, toPostAuthor } from '../users/post-author';
import { viewablePost } from './access';

type Paging = { skip: number; limit: number };

/**
 * GET /post/sharedWith: the people a post is shared with, by its audience (spec 3 §6): the
 * named people, the other person of its relationship, its group's members, or the author's
 * connections. A PUBLIC post names nobody (everyone may see it). The author is not listed.
 */
export async function sharedWith(db: Db, viewerId: string | null, postId: string, paging: Paging) {
  const post = await viewablePost(db, viewerId, postId);
  const visibility = post.visibility as VisibilityType;
  const author = post.createdBy;
  const base = db.selectFrom('user').where('user.id', '!=', author);
  const filtered = post.groupId
    ? base.where('user.id', 'in', db.selectFrom('group_member').select('userId').where('groupId', '=', post.groupId))
    : post.pairingId
      ? base.where((eb) =>
          eb.or([
            eb('user.id', 'in', db.selectFrom('pairing').select('userId1').where('id', '=', post.pairingId)),
            eb('user.id', 'in', db.selectFrom('pairing').select('userId2').where('id', '=', post.pairingId)),
          ]),
        )
      : visibility === 'SPECIFIC_PEOPLE'
        ? base.where('user.id', 'in', db.selectFrom('post_audience').select('userId').where('postId', '=', post.id))
        : visibility === 'ALL_OF_MY_RELATIONSHIPS'
          ? base.where((eb) =>
              eb.or([
                eb(
                  'user.id',
                  'in',
                  db
                    .selectFrom('pairing')
                    .select('userId2')
                    .where('userId1', '=', author)
                    .where('status', '=', 'connected'),
                ),
                eb(
                  'user.id',
                  'in',
                  db
                    .selectFrom('pairing')
                    .select('userId1')
                    .where('userId2', '=', author)
                    .where('status', '=', 'connected'),
                ),
              ]),
            )
          : null;
  if (!filtered) return { results: [] as PostAuthor[], count: 0, visibility };
  const [rows, total] = await Promise.all([
    filtered
      .select(postAuthorColumns)
      .orderBy('user.firstName')
      .orderBy('user.lastName')
      .orderBy('user.id')
      .offset(paging.skip)
      .limit(paging.limit)
      .execute(),
    filtered.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const results: PostAuthor[] = rows.map(toPostAuthor);
  return { results, count: Number(total.n), visibility };
}

/** GET /post/user/isSharedWith: whether the acting user may see the post (the visibility rule). */
export async function isSharedWith(db: Db, userId: string, postId: string) {
  return { isSharedWith: await canView(db, userId, postId) };
}
