/** Home, group and relationship timelines (spec 3 §2.2, §4.6). */
export const timelinesCopy = {
  /** Spec 3 §2.2: the home feed's back-to-top button. */
  newPosts: 'New Posts',
  /** Spec 3 §2.2: the group and relationship back-to-top button. */
  newActivity: (count: number) => `New Activity (${count})`,
  /** The same button while nothing new has arrived (no 'New Activity (0)'). */
  backToTop: 'Back to top',
  newPostsHint: (count: number) => (count === 1 ? '1 new post above' : `${count} new posts above`),
  unreadBoundary: 'New since your last visit',
  loading: 'Loading posts',
  loadingMore: 'Loading more posts',
  listLabel: 'Posts',
  endOfTimeline: "You're all caught up.",
  publicPosts: 'Public posts',
  publicPostsHint: 'Include posts shared publicly in your feed',
  homeEmptyTitle: 'Nothing here yet',
  homeEmptyText: 'Posts shared with you, by your relationships and your groups, will appear here.',
} as const;
