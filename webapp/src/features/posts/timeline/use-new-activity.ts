import type { Post } from '@shared/api/posts';
import { useMemo, useState } from 'react';

/**
 * Spec 3 §4.6: the new-activity counter counts items from others newer than the time the
 * screen opened. `since` moves forward when the user goes back to the top.
 */
export function useNewActivity(posts: Post[], viewerId: string) {
  const [since, setSince] = useState(() => new Date().toISOString());
  const count = useMemo(
    () => posts.filter((post) => post.createdBy.userId !== viewerId && post.createdAt > since).length,
    [posts, viewerId, since],
  );
  return { count, reset: () => setSince(new Date().toISOString()) };
}
