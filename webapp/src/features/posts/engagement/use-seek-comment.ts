import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { threadPostIdOf } from '../views/thread-params';

type CommentPages = {
  comments?: { commentId: string }[];
  replies?: { commentId: string }[];
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
  useSeekInPages(useLinkedComment(postId), pages);
}

/** The reply a link into this post's thread points at, when it is one of this comment's. */
export function useLinkedReply(postId: string, parentId: string): string | null {
  const [searchParams] = useSearchParams();
  if (threadPostIdOf(searchParams) !== postId || searchParams.get('commentId')?.trim() !== parentId) return null;
  return searchParams.get('commentReplyId')?.trim() || null;
}

/** The same for a comment's replies (pages of 50): a link to an old reply loads until it is there. */
export function useSeekReply(postId: string, parentId: string, pages: CommentPages): void {
  useSeekInPages(useLinkedReply(postId, parentId), pages);
}

/**
 * How far a link seeks on its own: 20 pages of comments, 4 of replies. A link to something
 * older (or deleted from a long thread) stops there instead of reading the whole thread;
 * VIEW MORE goes on from where it stopped.
 */
export const SEEK_MAX_ROWS = 200;

function useSeekInPages(targetId: string | null, pages: CommentPages): void {
  const rows = pages.comments ?? pages.replies ?? [];
  const isLoaded = !!targetId && rows.some((comment) => comment.commentId === targetId);
  const shouldFetch =
    !!targetId && !isLoaded && rows.length < SEEK_MAX_ROWS && pages.hasNextPage && !pages.isFetching && !pages.isError;
  const { fetchNextPage } = pages;
  // Keyed by how many are loaded too: a page can land without a render that saw it fetching.
  const loaded = rows.length;
  useEffect(() => {
    if (shouldFetch && loaded >= 0) void fetchNextPage();
  }, [shouldFetch, loaded, fetchNextPage]);
}
