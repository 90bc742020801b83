import type { Post } from '@shared/api/posts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useApiClient } from '../../../lib/api-context';
import { patchPostInCaches } from '../post-cache';
import { postKeys } from '../post-keys';
import { fetchPost } from '../timeline/timeline-api';

/** How often a card re-reads a post whose files are still being checked. */
const PENDING_REFRESH_MS = 4000;

/**
 * A pending post (files being checked) is published by a `post.updated` event; should that
 * event be missed (a socket between reconnects), the card re-reads the post until it is out of
 * 'pending', and then every cached copy takes the published post.
 */
export function usePendingPostRefresh(post: Post) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const isPending = post.status === 'pending';
  const latest = useQuery({
    queryKey: postKeys.detail(post.postId),
    queryFn: () => fetchPost(api, post.postId),
    enabled: isPending,
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? PENDING_REFRESH_MS : false),
  });
  const fresh = latest.data;
  useEffect(() => {
    if (isPending && fresh && fresh.status !== 'pending') patchPostInCaches(queryClient, post.postId, fresh);
  }, [fresh, isPending, post.postId, queryClient]);
}
