import type { Post } from '@shared/api/posts';

/** Index of the first post already seen at the last visit (the line goes above it), or -1. */
export function boundaryIndex(posts: Post[], boundary: string | null): number {
  if (!boundary) return -1;
  const index = posts.findIndex((post) => post.pinned !== 'true' && post.createdAt <= boundary);
  const hasNewer = posts.some((post) => post.pinned !== 'true' && post.createdAt > boundary);
  return hasNewer ? index : -1;
}
