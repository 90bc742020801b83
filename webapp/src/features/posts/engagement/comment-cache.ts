import type { Comment } from '@shared/api/comments';
import type { ApiList } from '@shared/api/envelope';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { compareOrdinal } from '../../../lib/compare-ordinal';
import { type EventPatchOptions, patchAfterEvent } from '../../../lib/patch-after-event';
import { engagementKeys } from './engagement-keys';

export type CommentPages = InfiniteData<ApiList<Comment>, number>;
/** Returns the changed comment, or null to remove it. */
type CommentPatch = (comment: Comment) => Comment | null;

function patchList(list: ApiList<Comment>, commentId: string, patch: CommentPatch): ApiList<Comment> {
  let removed = 0;
  const results = list.results.flatMap((comment) => {
    if (comment.commentId !== commentId) return [comment];
    const next = patch(comment);
    if (next) return [next];
    removed += 1;
    return [];
  });
  return { results, count: Math.max(0, list.count - removed) };
}

/**
 * Changes (or removes) one comment or reply wherever this post's lists hold it; `once` for a
 * patch that counts something (a reply count + 1), which must not be applied twice.
 */
export function patchCommentInCaches(
  queryClient: QueryClient,
  postId: string,
  commentId: string,
  patch: CommentPatch,
  options: Pick<EventPatchOptions, 'once'> = {},
) {
  const patchPages = (data: CommentPages | undefined) =>
    data ? { ...data, pages: data.pages.map((page) => patchList(page, commentId, patch)) } : data;
  patchAfterEvent(queryClient, engagementKeys.comments(postId), patchPages, options);
  patchAfterEvent(queryClient, engagementKeys.repliesAll(postId), patchPages, { ...options, prefix: true });
}

/** Puts a new comment on top of the first page (lists are newest first and deduplicated). */
export function prependComment(queryClient: QueryClient, postId: string, comment: Comment) {
  if (comment.parentId) {
    patchAfterEvent<CommentPages>(queryClient, engagementKeys.replies(postId, comment.parentId), (data) =>
      prependToPages(data, comment),
    );
    patchCommentInCaches(
      queryClient,
      postId,
      comment.parentId,
      (parent) => ({ ...parent, replyCount: parent.replyCount + 1 }),
      { once: true },
    );
    return;
  }
  patchAfterEvent<CommentPages>(queryClient, engagementKeys.comments(postId), (data) => prependToPages(data, comment));
}

function prependToPages(data: CommentPages | undefined, comment: Comment): CommentPages | undefined {
  if (!data || data.pages.some((page) => page.results.some((row) => row.commentId === comment.commentId))) {
    return data;
  }
  return {
    ...data,
    pages: data.pages.map((page, index) => ({
      results: index === 0 ? [comment, ...page.results] : page.results,
      count: page.count + 1,
    })),
  };
}

/** Newest first, one row per commentId (pages shift as comments arrive). */
export function uniqueNewestFirst(comments: readonly Comment[]): Comment[] {
  const byId = new Map<string, Comment>();
  for (const comment of comments) if (!byId.has(comment.commentId)) byId.set(comment.commentId, comment);
  return [...byId.values()].sort(
    (a, b) => compareOrdinal(b.createdAt, a.createdAt) || compareOrdinal(b.commentId, a.commentId),
  );
}
