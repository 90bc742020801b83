import { postKeys } from '../post-keys';

/** React-query keys of one post's engagement, all under postKeys.engagement(postId). */
export const engagementKeys = {
  all: (postId: string) => postKeys.engagement(postId),
  comments: (postId: string) => [...postKeys.engagement(postId), 'comments'] as const,
  repliesAll: (postId: string) => [...postKeys.engagement(postId), 'replies'] as const,
  replies: (postId: string, commentId: string) => [...postKeys.engagement(postId), 'replies', commentId] as const,
  counts: (postId: string) => [...postKeys.engagement(postId), 'counts'] as const,
  likeSummary: (postId: string) => [...postKeys.engagement(postId), 'likeSummary'] as const,
  likersAll: (postId: string) => [...postKeys.engagement(postId), 'likers'] as const,
  postLikers: (postId: string) => [...postKeys.engagement(postId), 'likers', 'post'] as const,
  commentLikers: (postId: string, commentId: string) =>
    [...postKeys.engagement(postId), 'likers', 'comment', commentId] as const,
  sharedWith: (postId: string) => [...postKeys.engagement(postId), 'sharedWith'] as const,
};

/** Mutation keys, so realtime refetches can tell a like toggle is still in flight. */
export const engagementMutationKeys = {
  postLike: (postId: string) => ['engagement', 'postLike', postId] as const,
};
