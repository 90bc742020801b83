import type { Post, TimelinePage } from '@shared/api/posts';
import type { InfiniteData } from '@tanstack/react-query';

/** The newest chat message on a (newest-first) timeline written by someone other than the viewer. */
export function newestChatFromOthers(timeline: InfiniteData<TimelinePage> | undefined, viewerId: string): Post | null {
  let newest: Post | null = null;
  for (const page of timeline?.pages ?? []) {
    for (const post of page.results) {
      if (post.type !== 'chat' || post.createdBy.userId === viewerId || post.deletedBy) continue;
      if (!newest || post.createdAt > newest.createdAt) newest = post;
    }
  }
  return newest;
}
