import type { MarkReadBody } from '@shared/api/notifications';
import { notificationsCopy } from '@shared/ui-copy';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useApiClient } from '../../lib/api-context';
import { toast } from '../../ui/toast-store';
import { useViewer } from '../session/viewer-context';
import { applyRead } from './notification-cache';
import {
  fetchNotifications,
  fetchUnreadCount,
  markNotificationsRead,
  NOTIFICATIONS_PAGE_SIZE,
  notificationKeys,
} from './notifications-api';

/** The bell's number, kept live by the user channel's frames (notifications-realtime). */
export function useUnreadNotifications(): number {
  const api = useApiClient();
  const viewer = useViewer();
  const query = useQuery({
    queryKey: notificationKeys.unread(viewer.userId),
    queryFn: () => fetchUnreadCount(api),
    staleTime: Number.POSITIVE_INFINITY,
  });
  return query.data ?? 0;
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
  return { ...query, notifications };
}

/** Notifications this page has asked to mark read: a link that names one again asks no more. */
const requestedReads = new Set<string>();
export const wasRequestedRead = (notificationId: string) => requestedReads.has(notificationId);

/**
 * Marks one notification or all of them read; the rows and the bell take the server's answer
 * (its unread number). A failed "mark all" says so; a failed single mark stays
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
      applyRead(queryClient, viewer.userId, 'notificationId' in body ? body.notificationId : null, answer.unread),
    onError: (_error, body) => {
      if ('notificationId' in body) requestedReads.delete(body.notificationId);
      if ('all' in body) toast.error(notificationsCopy.markAllReadFailed);
      void queryClient.invalidateQueries({ queryKey: notificationKeys.all(viewer.userId) });
    },
  });
}
