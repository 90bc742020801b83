import { likeEvents } from '@shared/api/comments';
import type { PostAuthor } from '@shared/api/posts';
import type { SessionUser } from '../../http/app-env';
import { answerWith } from '../../http/idempotent-answer';
import type { Services } from '../../services';
import { publishToAudience, viewableComment, viewablePost } from '../comments/access';
import { notify } from '../notify-events';
import { toPostAuthor } from '../users/post-author';
import { type LikeSummary, likeRepo } from './repo';

type Paging = { skip: number; limit: number };

/** Likes of posts and comments (spec 3 §6-§7): any viewer of the post may like; likers lists. */
export function likeService(services: Services) {
  const { db, realtime } = services;
  const repo = likeRepo(db);

  /** The like flips and its count is read in one transaction, with a keyed request's answer. */
  const toggle = (kind: 'post' | 'comment', id: string, viewerId: string) =>
    db.transaction().execute(async (trx) => {
      const tx = likeRepo(trx);
      const liked = await tx.toggle(kind, id, viewerId);
      const summary = (await tx.summaries(kind, [id], viewerId)).get(id) ?? { likes: 0, isLikedByRequestedUser: false };
      await answerWith(trx, summary);
      return { liked, summary };
    });

  const likersPage = async (kind: 'post' | 'comment', id: string, paging: Paging) => {
    const { rows, count } = await repo.likers(kind, id, paging.skip, paging.limit);
    const results: PostAuthor[] = rows.map(toPostAuthor);
    return { results, count };
  };

  return {
    /** POST /reaction/post/like: toggles; the post's audience hears post.liked or post.unliked. */
    async togglePost(actor: SessionUser, postId: string): Promise<LikeSummary> {
      const post = await viewablePost(db, actor.id, postId);
      const { liked, summary } = await toggle('post', postId, actor.id);
      const event = liked ? likeEvents.liked : likeEvents.unliked;
      if (liked) await notify(services, { kind: 'postLike', actorId: actor.id, postId });
      await publishToAudience(db, realtime, post, event, { userId: actor.id }, { likes: summary.likes });
      return summary;
    },

    /**
     * POST /reaction/comment/like: toggles a comment's or reply's like (a chat reply is a
     * comment on a chat post); the post's audience hears comment.liked or comment.unliked.
     */
    async toggleComment(actor: SessionUser, commentId: string): Promise<LikeSummary> {
      const { post } = await viewableComment(db, actor.id, commentId);
      const { liked, summary } = await toggle('comment', commentId, actor.id);
      const event = liked ? likeEvents.commentLiked : likeEvents.commentUnliked;
      if (liked) await notify(services, { kind: 'commentLike', actorId: actor.id, commentId });
      await publishToAudience(db, realtime, post, event, { userId: actor.id, commentId }, { likes: summary.likes });
      return summary;
    },

    async postLikers(viewerId: string | null, postId: string, paging: Paging) {
      await viewablePost(db, viewerId, postId);
      return likersPage('post', postId, paging);
    },

    async commentLikers(viewerId: string | null, commentId: string, paging: Paging) {
      await viewableComment(db, viewerId, commentId);
      return likersPage('comment', commentId, paging);
    },
  };
}
