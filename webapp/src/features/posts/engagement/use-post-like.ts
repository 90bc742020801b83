import type { LikesSummary } from '@shared/api/comments';
import type { Post } from '@shared/api/posts';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useApiClient } from '../../../lib/api-context';
import { toast } from '../../../ui/toast-store';
import { useViewer } from '../../session/viewer-context';
import { patchPostInCaches } from '../post-cache';
import { fetchPostLikeSummary, togglePostLike } from './engagement-api';
import { engagementKeys, engagementMutationKeys } from './engagement-keys';
import { refreshAfterEvent } from '../../../lib/refresh-after-event';

const summaryOf = (post: Pick<Post, 'likes' | 'isLikedByRequestedUser'>): LikesSummary => ({
  likes: post.likes,
  isLikedByRequestedUser: post.isLikedByRequestedUser,
});

const isToggling = (queryClient: QueryClient, postId: string) =>
  queryClient.isMutating({ mutationKey: engagementMutationKeys.postLike(postId) }) > 0;

/** Writes a like summary to the card's query and to the post wherever it is cached. */
function applySummary(queryClient: QueryClient, postId: string, summary: LikesSummary) {
  queryClient.setQueryData(engagementKeys.likeSummary(postId), summary);
  patchPostInCaches(queryClient, postId, summary);
}

/**
 * The post's likes as shown on its card. Starts from the post; a realtime like event
 * invalidates it, and the refetch (GET /api/post/id) patches the post in every cache.
 */
export function usePostLikeSummary(post: Post): LikesSummary {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const { postId, likes, isLikedByRequestedUser } = post;
  const query = useQuery({
    queryKey: engagementKeys.likeSummary(postId),
    queryFn: async () => {
      const fresh = await fetchPostLikeSummary(api, postId);
      // A toggle in flight answers for itself; an older read would undo its optimistic state.
      if (isToggling(queryClient, postId)) {
        return queryClient.getQueryData<LikesSummary>(engagementKeys.likeSummary(postId)) ?? fresh;
      }
      patchPostInCaches(queryClient, postId, fresh);
      return fresh;
    },
    initialData: () => summaryOf(post),
    staleTime: Number.POSITIVE_INFINITY,
  });
  // The post itself may be refreshed (a timeline refetch): follow it.
  useEffect(() => {
    if (!isToggling(queryClient, postId)) {
      queryClient.setQueryData(engagementKeys.likeSummary(postId), { likes, isLikedByRequestedUser });
    }
  }, [queryClient, postId, likes, isLikedByRequestedUser]);
  return query.data;
}

/** POST /api/reaction/post/like: optimistic toggle, rolled back with an error toast on failure. */
export function usePostLike(postId: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const viewer = useViewer();
  return useMutation({
    mutationKey: engagementMutationKeys.postLike(postId),
    mutationFn: () => togglePostLike(api, viewer.userId, postId),
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey: engagementKeys.likeSummary(postId) });
      const before = queryClient.getQueryData<LikesSummary>(engagementKeys.likeSummary(postId));
      if (before) {
        applySummary(queryClient, postId, {
          likes: Math.max(0, before.likes + (before.isLikedByRequestedUser ? -1 : 1)),
          isLikedByRequestedUser: !before.isLikedByRequestedUser,
        });
      }
      return { before };
    },
    onError: (error, _vars, context) => {
      if (context?.before) applySummary(queryClient, postId, context.before);
      toast.error(error.message);
    },
    onSuccess: (summary) => {
      applySummary(queryClient, postId, summary);
      void refreshAfterEvent(queryClient, engagementKeys.postLikers(postId));
    },
  });
}
