import type { TimelineScope } from './post-context';

/** React-query keys of everything post-shaped; `['posts']` is the root every post cache sits under. */
export const postKeys = {
  all: ['posts'] as const,
  timelines: ['posts', 'timeline'] as const,
  timeline: (scope: TimelineScope) => ['posts', 'timeline', scope.kind, scope.id] as const,
  detail: (postId: string) => ['posts', 'detail', postId] as const,
  lastViewed: (scope: TimelineScope) => ['posts', 'lastViewed', scope.kind, scope.id] as const,
  /** Comments, replies, likers, shared-with of one post (engagement/). */
  engagement: (postId: string) => ['posts', 'engagement', postId] as const,
};
