import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useApiClient } from '../../../lib/api-context';
import { startFromFirstAnswer } from '../../../lib/first-answers';
import { groupKeys } from '../../groups/groups-api';
import { peopleKeys } from '../../people/relationships-api';
import { useScrolledPast } from '../../shell/use-scrolled-past';
import { fetchLastViewed, firstLastViewed, markViewed, type ViewedTarget } from './timeline-api';
import { clearRowUnread } from './clear-row-unread';
import { refreshAfterEvent } from '../../../lib/refresh-after-event';

/** How near the top counts as "looking at the newest posts" (spec 3 §4.2). */
const NEAR_TOP_PX = 200;

function useDocumentVisible(): boolean {
  const [isVisible, setIsVisible] = useState(() => document.visibilityState === 'visible');
  useEffect(() => {
    const update = () => setIsVisible(document.visibilityState === 'visible');
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);
  return isVisible;
}

/**
 * The unread boundary of a group or relationship: the last-viewed time as it was when the
 * screen opened (so the line stays put during the visit), and marking viewed whenever the
 * user is near the top of a visible tab and something newer has arrived.
 */
export function useViewedMarker(target: ViewedTarget | null, newestActivity: string | undefined) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const key = target ? JSON.stringify(target) : '';
  const lastViewed = useQuery({
    queryKey: ['posts', 'lastViewed', key],
    queryFn: () => fetchLastViewed(api, target as ViewedTarget),
    enabled: Boolean(target),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
    ...startFromFirstAnswer(() => (target ? firstLastViewed(target) : undefined)),
  });
  const isNearTop = !useScrolledPast(NEAR_TOP_PX);
  const isVisible = useDocumentVisible();
  const markedFor = useRef<string | null>(null);
  const isLoaded = lastViewed.isSuccess || lastViewed.isError;

  useEffect(() => {
    if (!target || !isLoaded || !isNearTop || !isVisible) return;
    const mark = `${key} ${newestActivity ?? ''}`;
    if (markedFor.current === mark) return;
    markedFor.current = mark;
    const unreadKey = target.kind === 'group' ? groupKeys.unread(target.userId) : peopleKeys.unread(target.userId);
    // A missed mark only leaves the unread dot until the next visit: no message for it.
    markViewed(api, target).then(
      () => {
        clearRowUnread(queryClient, target);
        return refreshAfterEvent(queryClient, unreadKey);
      },
      () => undefined,
    );
  }, [api, isLoaded, isNearTop, isVisible, key, newestActivity, queryClient, target]);

  const data = lastViewed.data;
  const boundary = data?.timestamp && data.lastActivityAt > data.timestamp ? data.timestamp : null;
  return { boundary };
}
