import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { threadPostIdOf } from '../views/thread-params';

type CommentPages = {
  comments: { commentId: string }[];
  hasNextPage: boolean;
  isFetching: boolean;
  isError: boolean;
  fetchNextPage: () => Promise<unknown>;
};

/**
 * The top-level comment a link into this post's thread points at: `commentId` (for a link to a
 * reply, its parent: the reply shows once the parent's replies open).
 */
export function useLinkedComment(postId: string): string | null {
  const [searchParams] = useSearchParams();
  if (threadPostIdOf(searchParams) !== postId) return null;
  return searchParams.get('commentId')?.trim() || null;
}

/**
 * Loads further pages of comments (VIEW MORE for the user) until the linked comment is among
 * them or the list ends, so a notification about an old comment lands on it: the comment
 * highlights itself and the thread scrolls to it when it mounts. A failed page stops the
 * search; VIEW MORE is still there to retry.
 */
export function useSeekComment(postId: string, pages: CommentPages): void {
  const targetId = useLinkedComment(postId);
  const isLoaded = !!targetId && pages.comments.some((comment) => comment.commentId === targetId);
  const shouldFetch = !!targetId && !isLoaded && pages.hasNextPage && !pages.isFetching && !pages.isError;
  const { fetchNextPage } = pages;
  // Keyed by how many are loaded too: a page can land without a render that saw it fetching.
  const loaded = pages.comments.length;
  useEffect(() => {
    if (shouldFetch && loaded >= 0) void fetchNextPage();
  }, [shouldFetch, loaded, fetchNextPage]);
}
