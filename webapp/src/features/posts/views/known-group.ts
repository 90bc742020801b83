import type { Post, TimelinePage } from '@shared/api/posts';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { postKeys } from '../post-keys';

/**
 * The group a post belongs to, when the client knows it without asking the server (which
 * tells a viewer without access only 403): the URL's groupId, or a copy of the post cached
 * by a timeline or an earlier detail read.
 */
export function knownGroupOf(queryClient: QueryClient, postId: string, params: URLSearchParams): string | null {
  const fromUrl = params.get('groupId')?.trim();
  if (fromUrl) return fromUrl;
  const detail = queryClient.getQueryData<Post>(postKeys.detail(postId));
  if (detail?.groupId) return detail.groupId;
  for (const [, timeline] of queryClient.getQueriesData<InfiniteData<TimelinePage>>({ queryKey: postKeys.timelines })) {
    for (const page of timeline?.pages ?? []) {
      const cached = page.results.find((post) => post.postId === postId);
      if (cached?.groupId) return cached.groupId;
    }
  }
  return null;
}
