import type { Comment, CommentCounts } from '@shared/api/comments';
import type { ApiList } from '@shared/api/envelope';
import type { Post } from '@shared/api/posts';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { useApiClient } from '../../../lib/api-context';
import { uniqueNewestFirst } from './comment-cache';
import { fetchCommentCounts, fetchComments, fetchReplies } from './engagement-api';
import { engagementKeys } from './engagement-keys';

/** Skip what is loaded: comments that arrived meanwhile shift pages, and dedup absorbs the overlap. */
function nextSkip(last: ApiList<Comment>, pages: ApiList<Comment>[]): number | undefined {
  const loaded = uniqueNewestFirst(pages.flatMap((page) => page.results)).length;
  return last.results.length > 0 && loaded < last.count ? loaded : undefined;
}

/** A post's comments, newest first and deduplicated; VIEW MORE while the server holds more. */
export function usePostComments(postId: string) {
  const api = useApiClient();
  const query = useInfiniteQuery({
    queryKey: engagementKeys.comments(postId),
    initialPageParam: 0,
    queryFn: ({ pageParam }) => fetchComments(api, postId, pageParam),
    getNextPageParam: nextSkip,
  });
  const comments = useMemo(
    () => uniqueNewestFirst(query.data?.pages.flatMap((page) => page.results) ?? []),
    [query.data],
  );
  return { ...query, comments };
}

/** Replies of one comment, newest first, in pages of 50 (spec 3 §7); VIEW MORE while there are more. */
export function useReplies(postId: string, commentId: string) {
  const api = useApiClient();
  const query = useInfiniteQuery({
    queryKey: engagementKeys.replies(postId, commentId),
    initialPageParam: 0,
    queryFn: ({ pageParam }) => fetchReplies(api, commentId, pageParam),
    getNextPageParam: nextSkip,
  });
  const replies = useMemo(
    () => uniqueNewestFirst(query.data?.pages.flatMap((page) => page.results) ?? []),
    [query.data],
  );
  return { ...query, replies };
}

/**
 * Comments and replies of a post, for the Comment button. They start from the post (a timeline
 * page carries them: no call per card); comment events and writes patch or refresh them, and a
 * fresher copy of the post (a timeline refetch while the socket is down) brings its counts along.
 * A post without counts (an older payload) asks GET /api/post/commentAndReplyCount.
 */
export function useCommentCounts(post: Pick<Post, 'postId' | 'commentCounts'>) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const { postId } = post;
  const seeded = post.commentCounts as CommentCounts | undefined;
  const query = useQuery({
    queryKey: engagementKeys.counts(postId),
    queryFn: () => fetchCommentCounts(api, postId),
    initialData: seeded,
    staleTime: seeded ? Number.POSITIVE_INFINITY : 0,
  });
  const seen = useRef(seeded);
  useEffect(() => {
    const before = seen.current;
    seen.current = seeded;
    if (!seeded || !before || sameCounts(before, seeded)) return;
    queryClient.setQueryData(engagementKeys.counts(postId), seeded);
  }, [queryClient, postId, seeded]);
  return query;
}

const sameCounts = (a: CommentCounts, b: CommentCounts) =>
  a.comments === b.comments && a.replies === b.replies && a.count === b.count;
