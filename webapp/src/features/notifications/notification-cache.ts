import type { Notification, NotificationList } from '@shared/api/notifications';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { notificationKeys } from './notifications-api';

export type NotificationPages = InfiniteData<NotificationList, number>;

const allOf = (pages: NotificationPages | undefined) => (pages?.pages ?? []).flatMap((page) => page.results);

/** The loaded copy of one notification, if the drawer's list holds it. */
export function cachedNotification(pages: NotificationPages | undefined, notificationId: string) {
  return allOf(pages).find((item) => item.notificationId === notificationId) ?? null;
}

/**
 * A new (or regrouped) notification goes to the top of the list: it is the newest unread one.
 * A regrouped one leaves its old place, so it is listed once.
 */
export function withArrived(pages: NotificationPages, notification: Notification, unread: number): NotificationPages {
  const wasListed = cachedNotification(pages, notification.notificationId) !== null;
  return {
    ...pages,
    pages: pages.pages.map((page, index) => {
      const rest = page.results.filter((item) => item.notificationId !== notification.notificationId);
      return {
        results: index === 0 ? [notification, ...rest] : rest,
        count: wasListed ? page.count : page.count + 1,
        unread,
      };
    }),
  };
}

/** One notification (or all of them, `notificationId: null`) read; they keep their place until a refetch. */
export function withRead(pages: NotificationPages, notificationId: string | null, unread: number): NotificationPages {
  return {
    ...pages,
    pages: pages.pages.map((page) => ({
      ...page,
      unread,
      results: page.results.map((item) =>
        notificationId === null || item.notificationId === notificationId ? { ...item, isRead: true } : item,
      ),
    })),
  };
}

/**
 * Applies a notification frame that carries its record: the list gains it and the bell's
 * number moves without asking the server. Only a regrouped one the list does not hold leaves
 * the number unknown (it may have been unread already): that one is asked again.
 */
export function applyArrived(queryClient: QueryClient, viewerId: string, notification: Notification): void {
  const listKey = notificationKeys.list(viewerId);
  const unreadKey = notificationKeys.unread(viewerId);
  const pages = queryClient.getQueryData<NotificationPages>(listKey);
  const listed = cachedNotification(pages, notification.notificationId);
  const current = queryClient.getQueryData<number>(unreadKey);
  const isKnownNew = notification.count <= 1 || listed?.isRead === true;
  const isAlreadyUnread = listed !== null && !listed.isRead;
  let unread: number | undefined;
  if (current === undefined) unread = undefined;
  else if (isAlreadyUnread) unread = current;
  else if (isKnownNew) unread = current + 1;
  if (unread === undefined) void queryClient.invalidateQueries({ queryKey: unreadKey });
  else queryClient.setQueryData(unreadKey, unread);
  if (pages) queryClient.setQueryData(listKey, withArrived(pages, notification, unread ?? pages.pages[0]?.unread ?? 0));
}

/** Applies what the server answered (or announced) about read marks: the bell takes its number. */
export function applyRead(
  queryClient: QueryClient,
  viewerId: string,
  notificationId: string | null,
  unread: number,
): void {
  queryClient.setQueryData(notificationKeys.unread(viewerId), unread);
  const listKey = notificationKeys.list(viewerId);
  const pages = queryClient.getQueryData<NotificationPages>(listKey);
  if (pages) queryClient.setQueryData(listKey, withRead(pages, notificationId, unread));
}
