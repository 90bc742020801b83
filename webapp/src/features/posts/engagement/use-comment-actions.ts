import type { Comment, CommentCounts } from '@shared/api/comments';
import { messages } from '@shared/messages';
import { engagementCopy } from '@shared/ui-copy';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-context';
import { refreshAfterEvent } from '../../../lib/refresh-after-event';
import { toast } from '../../../ui/toast-store';
import { useViewer } from '../../session/viewer-context';
import { patchCommentInCaches, prependComment } from './comment-cache';
import { createComment, deleteComment, editComment, toggleCommentLike } from './engagement-api';
import { engagementKeys } from './engagement-keys';

type Target = { entityId: string; entityName: 'Post' | 'Comment' };

/** POST /api/comment for a comment (entity Post) or a reply (entity Comment). */
export function useCreateComment(postId: string, target: Target) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const viewer = useViewer();
  return useMutation({
    mutationFn: ({ message, idempotencyKey }: { message: string; idempotencyKey: string }) =>
      createComment(api, { createdBy: viewer.userId, message, ...target }, idempotencyKey),
    onSuccess: (comment) => {
      prependComment(queryClient, postId, comment);
      queryClient.setQueryData<CommentCounts>(engagementKeys.counts(postId), (counts) =>
        counts
          ? {
              comments: counts.comments + (comment.parentId ? 0 : 1),
              replies: counts.replies + (comment.parentId ? 1 : 0),
              count: counts.count + 1,
            }
          : counts,
      );
      void refreshAfterEvent(queryClient, engagementKeys.counts(postId));
    },
  });
}

/** PATCH /api/comment by its author. */
export function useEditComment(postId: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const viewer = useViewer();
  return useMutation({
    mutationFn: ({ commentId, message }: { commentId: string; message: string }) =>
      editComment(api, commentId, message, viewer.userId),
    onSuccess: (updated) => patchCommentInCaches(queryClient, postId, updated.commentId, () => updated),
  });
}

/** DELETE /api/comment by its author: the row goes, with the spec's toast. */
export function useDeleteComment(postId: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const viewer = useViewer();
  return useMutation({
    mutationFn: (comment: Comment) => deleteComment(api, comment.commentId, viewer.userId),
    onSuccess: (_answer, comment) => {
      patchCommentInCaches(queryClient, postId, comment.commentId, () => null);
      if (comment.parentId) {
        patchCommentInCaches(
          queryClient,
          postId,
          comment.parentId,
          (parent) => ({ ...parent, replyCount: Math.max(0, parent.replyCount - 1) }),
          { once: true },
        );
      }
      toast.success(messages.comments.deleted);
      void refreshAfterEvent(queryClient, engagementKeys.counts(postId));
    },
    onError: (error) => toast.error(error.message || engagementCopy.comments.deleteFailed),
  });
}

/** POST /api/reaction/comment/like: optimistic, rolled back on failure. */
export function useCommentLike(postId: string, comment: Comment) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const viewer = useViewer();
  const { commentId } = comment;
  return useMutation({
    mutationFn: () => toggleCommentLike(api, viewer.userId, commentId),
    onMutate: () => {
      const before = { likes: comment.likes, isLikedByRequestedUser: comment.isLikedByRequestedUser };
      // From the state shown when clicked, so applying it again (over a refetch) toggles once.
      patchCommentInCaches(queryClient, postId, commentId, (row) => ({
        ...row,
        isLikedByRequestedUser: !before.isLikedByRequestedUser,
        likes: Math.max(0, before.likes + (before.isLikedByRequestedUser ? -1 : 1)),
      }));
      return { before };
    },
    onError: (error, _vars, context) => {
      if (context) patchCommentInCaches(queryClient, postId, commentId, (row) => ({ ...row, ...context.before }));
      toast.error(error.message);
    },
    onSuccess: (summary) => {
      patchCommentInCaches(queryClient, postId, commentId, (row) => ({ ...row, ...summary }));
      void refreshAfterEvent(queryClient, engagementKeys.commentLikers(postId, commentId));
    },
  });
}
