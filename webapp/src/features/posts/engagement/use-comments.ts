import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useApiClient } from '../../../lib/api-context';
import { uniqueNewestFirst } from './comment-cache';
import { fetchCommentCounts, fetchComments, fetchReplies } from './engagement-api';
import { engagementKeys } from './engagement-keys';

/** A post's comments, newest first and deduplicated; VIEW MORE while the server holds more. */
export function usePostComments(postId: string) {
  const api = useApiClient();
  const query = useInfiniteQuery({
    queryKey: engagementKeys.comments(postId),
    initialPageParam: 0,
    queryFn: ({ pageParam }) => fetchComments(api, postId, pageParam),
    getNextPageParam: (last, pages) => {
      // Skip what is loaded: comments that arrived meanwhile shift pages, and dedup absorbs the overlap.
      const loaded = uniqueNewestFirst(pages.flatMap((page) => page.results)).length;
      return last.results.length > 0 && loaded < last.count ? loaded : undefined;
    },
  });
  const comments = useMemo(
    () => uniqueNewestFirst(query.data?.pages.flatMap((page) => page.results) ?? []),
    [query.data],
  );
  return { ...query, comments };
}

/** Replies of one comment (one page of 50, newest first). */
export function useReplies(postId: string, commentId: string) {
  const api = useApiClient();
  const query = useQuery({
    queryKey: engagementKeys.replies(postId, commentId),
    queryFn: () => fetchReplies(api, commentId),
  });
  const replies = useMemo(() => uniqueNewestFirst(query.data?.results ?? []), [query.data]);
  return { ...query, replies };
}

/** Comments and replies of a post, for the Comment button. */
export function useCommentCounts(postId: string) {
  const api = useApiClient();
  return useQuery({ queryKey: engagementKeys.counts(postId), queryFn: () => fetchCommentCounts(api, postId) });
}
