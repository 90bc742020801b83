import type { PinAnswer, Post } from '@shared/api/posts';
import { messages } from '@shared/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-context';
import { toast } from '../../../ui/toast-store';
import { useViewer } from '../../session/viewer-context';
import { patchPostInCaches, removePostFromCaches } from '../post-cache';
import { isWorkspaceContext, type PostContext } from '../post-context';
import { postKeys } from '../post-keys';
import { refreshAfterEvent } from '../../../lib/refresh-after-event';

/** Where a pin or an unread mark applies: the group, or the relationship's pairing. */
function workspaceTarget(context: PostContext) {
  if (!isWorkspaceContext(context)) return null;
  return context.kind === 'group'
    ? { targetId: context.groupId, targetKind: 'Group' as const, unread: { groupId: context.groupId } }
    : { targetId: context.pairingId, targetKind: 'Pairing' as const, unread: { relationshipId: context.pairingId } };
}

/** The card's menu actions (spec 3 §6, §8): each patches the cached timelines and says how it went. */
export function usePostActions(post: Post, context: PostContext) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const viewer = useViewer();
  const { postId } = post;
  const target = workspaceTarget(context);
  // Spec 3 §8: a chat message has its own delete toasts.
  const deleted = post.type === 'chat' ? messages.chat.deleted : messages.posts.deleteSuccess;
  const deleteFailed = post.type === 'chat' ? messages.chat.deleteFailed : messages.posts.deleteFailed;

  const remove = useMutation({
    mutationFn: () => api.delete<unknown>('/api/post', { postId, deletedBy: viewer.userId }),
    onSuccess: () => {
      removePostFromCaches(queryClient, postId);
      toast.success(deleted);
    },
    onError: () => toast.error(deleteFailed),
  });

  const pin = useMutation({
    mutationFn: () => {
      if (!target) throw new Error('Pin needs a group or relationship');
      return api.post<PinAnswer>('/api/post/pin', { postId, targetId: target.targetId, targetKind: target.targetKind });
    },
    onSuccess: ({ pinned }) => {
      patchPostInCaches(queryClient, postId, { pinned: pinned ? 'true' : 'false' });
      void refreshAfterEvent(queryClient, postKeys.timelines);
      toast.success(pinned ? messages.posts.pinned : messages.posts.unpinned);
    },
    onError: () => toast.error(messages.generic.somethingWentWrong),
  });

  const markUnread = useMutation({
    mutationFn: () => {
      if (!target) throw new Error('Mark as unread needs a group or relationship');
      return api.post<unknown>('/api/post/unread', { postId, userId: viewer.userId, ...target.unread });
    },
    onSuccess: () => {
      void refreshAfterEvent(queryClient, ['posts', 'lastViewed']);
      toast.success(messages.posts.markedUnread);
    },
    onError: () => toast.error(messages.generic.somethingWentWrong),
  });

  return { remove, pin, markUnread };
}
