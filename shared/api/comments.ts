import { z } from 'zod';
import { zId } from './envelope';
import type { PostAuthor } from './posts';
import { LIKERS_LIMIT, REPLIES_LIMIT, SHARED_WITH_LIMIT } from '../rules';
export { commentEvents, likeEvents } from '../events';
export { LIKERS_LIMIT, REPLIES_LIMIT, SHARED_WITH_LIMIT };

/**
 * Comments, replies, likes, counts and shared-with lists (spec 3 §3, §5-§7, §9): a reply is
 * a comment whose entity is a comment. Lists answer `{ results, count }`, newest first.
 */
export const COMMENT_MAX = 5000;
/** Spec 3 §9: a comment context entry shows at most 150 characters. */
export const COMMENT_CONTEXT_CHARS = 150;

/**
 * Payload of comment and like events. History keeps the ids; live frames add what readers
 * show: `comment` (comment.created, comment.updated; `isLikedByRequestedUser: false`) and
 * `likes`, the new count (like events). Without them the client reads.
 */
export type CommentEventData = {
  postId: string;
  /** Who acted (commented, liked ...), so a client can tell its own events from others'. */
  userId?: string;
  commentId?: string;
  parentId?: string;
  groupId?: string;
  pairingId?: string;
  /** Live frames only. */
  comment?: Comment;
  /** Live frames only: the post's (post.liked) or the comment's (comment.liked) like count. */
  likes?: number;
};

const zMessage = z.string().trim().min(1).max(COMMENT_MAX);
const paging = (limit: number) => ({
  skip: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(limit),
});

export const zCreateCommentBody = z.object({
  createdBy: zId,
  userId: zId.optional(),
  message: zMessage,
  entityId: zId,
  entityName: z.enum(['Post', 'Comment']),
  source: z.string().max(100).optional(),
});
export type CreateCommentBody = z.infer<typeof zCreateCommentBody>;
export const zEditCommentBody = z.object({ commentId: zId, message: zMessage, modifiedBy: zId.optional() });
export const zDeleteCommentBody = z.object({ commentId: zId, deletedBy: zId.optional() });
export const zCommentIdQuery = z.object({ commentId: zId });
/** GET /api/comment/context?commentId */
export const zCommentContextQuery = zCommentIdQuery;
export const zPostCommentsQuery = z.object({ postId: zId, ...paging(10) });
export const zRepliesQuery = z.object({ commentId: zId, ...paging(REPLIES_LIMIT) });
export const zPostLikeBody = z.object({ userId: zId, postId: zId });
export const zCommentLikeBody = z.object({ userId: zId, commentId: zId });
export const zPostLikersQuery = z.object({ postId: zId, userId: zId.optional(), ...paging(LIKERS_LIMIT) });
export const zCommentLikersQuery = z.object({ commentId: zId, userId: zId.optional(), ...paging(LIKERS_LIMIT) });
export const zPostUserQuery = z.object({ postId: zId, userId: zId });
export const zSharedWithQuery = z.object({ postId: zId, ...paging(SHARED_WITH_LIMIT) });

export type Comment = {
  commentId: string;
  postId: string;
  parentId: string | null;
  message: string;
  createdAt: string;
  createdBy: PostAuthor;
  isEdited: boolean;
  likes: number;
  isLikedByRequestedUser: boolean;
  replyCount: number;
};
export type LikesSummary = { likes: number; isLikedByRequestedUser: boolean };
export type { CommentCounts } from './posts';

/**
 * One step of GET /comment/context: the chain from a comment up to its post, nearest first
 * (a reply: its comment, then the post; a comment: the post). `content` is the post's text or
 * the comment's message cut to COMMENT_CONTEXT_CHARS; `message` is the comment's (null for the post).
 */
export type CommentContextItem = {
  entityName: 'Post' | 'Comment';
  entityId: string;
  postId: string;
  commentId: string | null;
  /** The post's type (post, chat ...) or 'comment'. */
  type: string;
  content: string | null;
  message: string | null;
  createdBy: PostAuthor;
  createdAt: string;
};
