import type { MarkReadBody } from '@shared/api/notifications';
import { notificationsCopy } from '@shared/ui-copy';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { useApiClient } from '../../lib/api-context';
import { toast } from '../../ui/toast-store';
import { useViewer } from '../session/viewer-context';
import { applyRead, setUnseen } from './notification-cache';
import {
  fetchNotifications,
  fetchUnseenCount,
  markNotificationsRead,
  markNotificationsSeen,
  NOTIFICATIONS_PAGE_SIZE,
  notificationKeys,
} from './notifications-api';
import { refreshAfterEvent } from '../../lib/refresh-after-event';

/**
 * The bell's number: unread notifications not yet seen in the drawer, kept live by the user
 * channel's frames (notifications-realtime).
 */
export function useUnseenNotifications(): number {
  const api = useApiClient();
  const viewer = useViewer();
  const query = useQuery({
    queryKey: notificationKeys.unseen(viewer.userId),
    queryFn: () => fetchUnseenCount(api),
    staleTime: Number.POSITIVE_INFINITY,
  });
  return query.data ?? 0;
}

/**
 * While the drawer is open, what it lists is seen (GitHub, LinkedIn and Slack do the same):
 * the bell clears at once, in every tab once the server announces it; rows stay unread until
 * clicked or "mark all read". One that arrives while it is open is seen too.
 */
export function useSeenWhileOpen(isOpen: boolean): void {
  const api = useApiClient();
  const viewer = useViewer();
  const queryClient = useQueryClient();
  const unseen = useUnseenNotifications();
  // A failed mark is not retried until the drawer opens again (the bell asks the server anew).
  const hasFailed = useRef(false);
  const { mutate, isPending } = useMutation({
    mutationFn: () => markNotificationsSeen(api),
    onMutate: () => setUnseen(queryClient, viewer.userId, 0),
    onSuccess: (answer) => setUnseen(queryClient, viewer.userId, answer.unseen),
    onError: () => {
      hasFailed.current = true;
      setUnseen(queryClient, viewer.userId, undefined);
    },
  });
  useEffect(() => {
    if (!isOpen) hasFailed.current = false;
    else if (unseen > 0 && !isPending && !hasFailed.current) mutate();
  }, [isOpen, unseen, isPending, mutate]);
}

/** The drawer's list, unread first, a page at a time; loaded while the drawer is open. */
export function useNotificationList(isEnabled: boolean) {
  const api = useApiClient();
  const viewer = useViewer();
  const query = useInfiniteQuery({
    queryKey: notificationKeys.list(viewer.userId),
    initialPageParam: 0,
    queryFn: ({ pageParam }) => fetchNotifications(api, pageParam, NOTIFICATIONS_PAGE_SIZE),
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.results.length, 0);
      return last.results.length > 0 && loaded < last.count ? loaded : undefined;
    },
    enabled: isEnabled,
  });
  const notifications = useMemo(() => {
    const seen = new Set<string>();
    return (query.data?.pages ?? [])
      .flatMap((page) => page.results)
      .filter((item) => !seen.has(item.notificationId) && seen.add(item.notificationId));
  }, [query.data]);
  const unread = query.data?.pages[0]?.unread ?? 0;
  return { ...query, notifications, unread };
}

/** Notifications this page has asked to mark read: a link that names one again asks no more. */
const requestedReads = new Set<string>();
export const wasRequestedRead = (notificationId: string) => requestedReads.has(notificationId);

/**
 * Marks one notification or all of them read; the rows and the bell take the server's answer
 * (its unread and unseen numbers). A failed "mark all" says so; a failed single mark stays
 * silent (the user is on their way to what they clicked) and the list is asked again.
 */
export function useMarkRead() {
  const api = useApiClient();
  const viewer = useViewer();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MarkReadBody) => {
      if ('notificationId' in body) requestedReads.add(body.notificationId);
      return markNotificationsRead(api, body);
    },
    onSuccess: (answer, body) =>
      applyRead(queryClient, viewer.userId, 'notificationId' in body ? body.notificationId : null, answer),
    onError: (_error, body) => {
      if ('notificationId' in body) requestedReads.delete(body.notificationId);
      if ('all' in body) toast.error(notificationsCopy.markAllReadFailed);
      void refreshAfterEvent(queryClient, notificationKeys.all(viewer.userId));
    },
  });
}
