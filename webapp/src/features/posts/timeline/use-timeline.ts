import type { Post, TimelinePage } from '@shared/api/posts';
import { HOME_POLL_MS, WORKSPACE_POLL_MS } from '@shared/rules';
import { type InfiniteData, useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useApiClient } from '../../../lib/api-context';
import { startFromFirstAnswer } from '../../../lib/first-answers';
import { compareOrdinal } from '../../../lib/compare-ordinal';
import { useRealtimeState } from '../../../lib/realtime-context';
import type { TimelineScope } from '../post-context';
import { postKeys } from '../post-keys';
import { fetchTimelinePage, firstTimelinePage, type TimelinePageParam } from './timeline-api';

/**
 * Posts the server counted for a page: those created up to its asOf. Live posts prepended
 * to the first page are newer and do not move the skip of later pages.
 */
function pagedCount(pages: TimelinePage[]): number {
  const asOf = pages[0]?.asOf;
  return pages.reduce((sum, page) => sum + page.results.filter((post) => !asOf || post.createdAt <= asOf).length, 0);
}

/** Pinned first in a group or relationship, then newest, as the server orders them (spec 3 §4.2). */
export function orderPosts(posts: Post[], pinnedFirst: boolean): Post[] {
  const seen = new Set<string>();
  const unique = posts.filter((post) => !seen.has(post.postId) && seen.add(post.postId));
  return unique.sort((a, b) => {
    if (pinnedFirst && a.pinned !== b.pinned) return a.pinned === 'true' ? -1 : 1;
    return compareOrdinal(b.createdAt, a.createdAt) || compareOrdinal(b.postId, a.postId);
  });
}

/**
 * A timeline paged by 15 with the first page's asOf (no overlap, no gap while posts arrive),
 * de-duplicated by postId. Live events prepend and patch (posts-realtime.ts); while the socket
 * is down the timeline is polled at the spec's interval instead (15 s workspaces, 30 s home).
 */
export function useTimeline(scope: TimelineScope) {
  const api = useApiClient();
  const realtime = useRealtimeState();
  const query = useInfiniteQuery({
    queryKey: postKeys.timeline(scope),
    initialPageParam: { skip: 0 } as TimelinePageParam,
    queryFn: ({ pageParam }) => fetchTimelinePage(api, scope, pageParam),
    getNextPageParam: (last, pages): TimelinePageParam | undefined => {
      const loaded = pagedCount(pages);
      return last.results.length > 0 && loaded < last.count ? { skip: loaded, asOf: pages[0]?.asOf } : undefined;
    },
    enabled: Boolean(scope.id),
    ...startFromFirstAnswer(() => {
      const first = scope.id ? firstTimelinePage(scope) : undefined;
      return first ? { pages: [first], pageParams: [{ skip: 0 } as TimelinePageParam] } : undefined;
    }),
  });

  const isSocketDown = realtime.status !== 'open';
  const { refetch } = query;
  useEffect(() => {
    if (!isSocketDown || !scope.id) return;
    const timer = setInterval(() => void refetch(), scope.kind === 'home' ? HOME_POLL_MS : WORKSPACE_POLL_MS);
    return () => clearInterval(timer);
  }, [isSocketDown, refetch, scope.id, scope.kind]);

  const posts = useMemo(
    () =>
      orderPosts(
        (query.data?.pages ?? []).flatMap((page) => page.results),
        scope.kind !== 'home',
      ),
    [query.data, scope.kind],
  );
  return { ...query, posts };
}

/** Puts a live post at the top of a cached timeline (no-op when that timeline is not loaded). */
export function prependToTimeline(data: InfiniteData<TimelinePage> | undefined, post: Post) {
  if (!data || data.pages.length === 0) return data;
  if (data.pages.some((page) => page.results.some((p) => p.postId === post.postId))) return data;
  const [first, ...rest] = data.pages;
  if (!first) return data;
  return { ...data, pages: [{ ...first, results: [post, ...first.results] }, ...rest] };
}
