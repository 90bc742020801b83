import type { Post } from '@shared/api/posts';
import { messages } from '@shared/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../lib/api-context';
import { toast } from '../../ui/toast-store';
import { patchPostInCaches } from '../posts/post-cache';
import { useViewer } from '../session/viewer-context';
import { editChatMessage } from './chat-api';

/** PATCH /api/post with the new text of one's chat message; every cached copy follows (spec 3 §8 toasts). */
export function useEditChatMessage(post: Post) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const viewer = useViewer();
  const { postId } = post;
  return useMutation({
    mutationFn: (content: string) => editChatMessage(api, postId, viewer.userId, content),
    onSuccess: (saved, content) => {
      patchPostInCaches(queryClient, postId, (current) =>
        saved && saved.postId === postId ? { ...current, ...saved } : { ...current, content, isEdited: true },
      );
      toast.success(messages.chat.updated);
    },
    onError: () => toast.error(messages.chat.updateFailed),
  });
}
