import type { Notification, NotificationList } from '@shared/api/notifications';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { notificationKeys } from './notifications-api';
import { refreshAfterEvent } from '../../lib/refresh-after-event';

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
        ...page,
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
 * Applies a notification frame that carries its record: the list gains it without asking the
 * server, and the bell takes the frame's `unseen` number. The list's unread number moves by
 * what the list knows; only a regrouped one the list does not hold leaves it unknown (it may
 * have been unread already): then the list is asked again.
 */
export function applyArrived(
  queryClient: QueryClient,
  viewerId: string,
  notification: Notification,
  unseen: number | undefined,
): void {
  setUnseen(queryClient, viewerId, unseen);
  const listKey = notificationKeys.list(viewerId);
  const pages = queryClient.getQueryData<NotificationPages>(listKey);
  if (!pages) return;
  const listed = cachedNotification(pages, notification.notificationId);
  const current = pages.pages[0]?.unread ?? 0;
  const isKnownNew = notification.count <= 1 || listed?.isRead === true;
  const isAlreadyUnread = listed !== null && !listed.isRead;
  const unread = isAlreadyUnread ? current : isKnownNew ? current + 1 : undefined;
  queryClient.setQueryData(listKey, withArrived(pages, notification, unread ?? current));
  if (unread === undefined) void refreshAfterEvent(queryClient, listKey);
}

/** The bell's number from the server; unknown (a replayed frame) asks again. */
export function setUnseen(queryClient: QueryClient, viewerId: string, unseen: number | undefined): void {
  const key = notificationKeys.unseen(viewerId);
  if (typeof unseen === 'number') queryClient.setQueryData(key, unseen);
  else void refreshAfterEvent(queryClient, key);
}

/** Applies what the server answered (or announced) about read marks: rows and both numbers. */
export function applyRead(
  queryClient: QueryClient,
  viewerId: string,
  notificationId: string | null,
  counts: { unread: number; unseen: number | undefined },
): void {
  setUnseen(queryClient, viewerId, counts.unseen);
  const listKey = notificationKeys.list(viewerId);
  const pages = queryClient.getQueryData<NotificationPages>(listKey);
  if (pages) queryClient.setQueryData(listKey, withRead(pages, notificationId, counts.unread));
}
