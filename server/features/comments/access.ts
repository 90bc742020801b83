import type { CommentEventData, commentEvents, likeEvents } from '@shared/api/comments';
import { messages } from '@shared/messages';
import { channel } from '@shared/realtime';
import type { Db } from '../../db/database';
import { Gone, NotAllowed, NotFound } from '../../errors';
import type { Realtime } from '../../realtime';
import type { StageEvent } from '../../realtime';
import { postRepo, type PostRow } from '../posts/repo';
import { channelsOf, isPublic, publishEvents } from '../posts/targets';
import { canView } from '../posts/visibility';

/**
 * The post, if the viewer may see it (THE rule of posts/visibility.ts), answered as GET /post/id
 * does: 404 unknown, 403 restricted, 410 deleted (only to those who could see it).
 */
export async function viewablePost(db: Db, viewerId: string | null, postId: string): Promise<PostRow> {
  const row = await postRepo(db).byId(postId);
  if (!row) throw new NotFound(messages.posts.notFound);
  if (!(await canView(db, viewerId, postId, { includeDeleted: true }))) throw new NotAllowed(messages.posts.restricted);
  if (row.deletedAt) throw new Gone(messages.posts.deleted);
  return row;
}

/** The comment and its post, if the viewer may see the post. */
export async function viewableComment(db: Db, viewerId: string | null, commentId: string) {
  const comment = await db.selectFrom('comment').selectAll().where('id', '=', commentId).executeTakeFirst();
  if (!comment) throw new NotFound(messages.comments.notFound);
  const post = await viewablePost(db, viewerId, comment.postId);
  return { comment, post };
}

type Event = (typeof commentEvents)[keyof typeof commentEvents] | (typeof likeEvents)[keyof typeof likeEvents];
type Extra = Omit<CommentEventData, 'postId' | 'groupId' | 'pairingId' | 'comment' | 'likes'>;
/** What live frames add to the ids: the comment, or the new like count. */
type Live = Pick<CommentEventData, 'comment' | 'likes'>;

/**
 * The event on the channels that may hear of the post (posts/targets) and on its own channel.
 * History keeps the ids; live frames add `live` (on the post channel only while the post is
 * PUBLIC: its sockets were checked when they subscribed, not since; see postEventList).
 */
export async function audienceEvents(
  db: Db,
  post: PostRow,
  event: Event,
  extra: Extra = {},
  live?: Live,
): Promise<StageEvent[]> {
  const data: CommentEventData = {
    postId: post.id,
    ...extra,
    ...(post.groupId ? { groupId: post.groupId } : {}),
    ...(post.pairingId ? { pairingId: post.pairingId } : {}),
  };
  const withLive = live ? { live: { ...data, ...live } } : {};
  return [
    ...(await channelsOf(db, post)).map((name) => ({ channel: name, event, data, ...withLive })),
    { channel: channel.post(post.id), event, data, ...(isPublic(post) ? withLive : {}) },
  ];
}

export async function publishToAudience(
  db: Db,
  realtime: Realtime,
  post: PostRow,
  event: Event,
  extra: Extra = {},
  live?: Live,
): Promise<void> {
  await publishEvents(realtime, await audienceEvents(db, post, event, extra, live));
}
