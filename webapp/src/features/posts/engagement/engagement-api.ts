import type { Comment, CommentCounts, LikesSummary } from '@shared/api/comments';
import { LIKERS_LIMIT, REPLIES_LIMIT, SHARED_WITH_LIMIT } from '@shared/rules';
import type { ApiList } from '@shared/api/envelope';
import type { Post, PostAuthor, VisibilityType } from '@shared/api/posts';
import type { ApiClient } from '../../../lib/api-client';

/** Top-level comments loaded per VIEW MORE. */
export const COMMENTS_PAGE = 10;

export type SharedWithPage = ApiList<PostAuthor> & { visibility: VisibilityType };

export const fetchComments = (api: ApiClient, postId: string, skip: number) =>
  api.get<ApiList<Comment>>('/api/comment/post', { postId, skip, limit: COMMENTS_PAGE });

export const fetchReplies = (api: ApiClient, commentId: string, skip: number) =>
  api.get<ApiList<Comment>>('/api/comment/replies', { commentId, skip, limit: REPLIES_LIMIT });

export const fetchCommentCounts = (api: ApiClient, postId: string) =>
  api.get<CommentCounts>('/api/post/commentAndReplyCount', { postId });

export type NewComment = { createdBy: string; message: string; entityId: string; entityName: 'Post' | 'Comment' };

/** POST /api/comment; the same idempotency key on a retry answers the first comment. */
export const createComment = (api: ApiClient, body: NewComment, idempotencyKey: string) =>
  api.post<Comment>('/api/comment', body, { headers: { 'Idempotency-Key': idempotencyKey } });

export const editComment = (api: ApiClient, commentId: string, message: string, modifiedBy: string) =>
  api.patch<Comment>('/api/comment', { commentId, message, modifiedBy });

export const deleteComment = (api: ApiClient, commentId: string, deletedBy: string) =>
  api.delete<{ commentId: string; message: string }>('/api/comment', { commentId, deletedBy });

export const togglePostLike = (api: ApiClient, userId: string, postId: string) =>
  api.post<LikesSummary>('/api/reaction/post/like', { userId, postId });

export const toggleCommentLike = (api: ApiClient, userId: string, commentId: string) =>
  api.post<LikesSummary>('/api/reaction/comment/like', { userId, commentId });

export type LikersTarget = { kind: 'post'; postId: string } | { kind: 'comment'; postId: string; commentId: string };

export const fetchLikers = (api: ApiClient, target: LikersTarget, skip: number) =>
  target.kind === 'post'
    ? api.get<ApiList<PostAuthor>>('/api/reaction/post/likes/users', {
        postId: target.postId,
        skip,
        limit: LIKERS_LIMIT,
      })
    : api.get<ApiList<PostAuthor>>('/api/reaction/comment/likes/users', {
        commentId: target.commentId,
        skip,
        limit: LIKERS_LIMIT,
      });

export const fetchSharedWith = (api: ApiClient, postId: string, skip: number) =>
  api.get<SharedWithPage>('/api/post/sharedWith', { postId, skip, limit: SHARED_WITH_LIMIT });

/** The post's like summary as the server holds it now (GET /api/post/id). */
export async function fetchPostLikeSummary(api: ApiClient, postId: string): Promise<LikesSummary> {
  const post = await api.get<Post>('/api/post/id', { postId });
  return { likes: post.likes, isLikedByRequestedUser: post.isLikedByRequestedUser };
}
