import type { Notification, NotificationList } from '@shared/api/notifications';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { patchAfterEvent } from '../../lib/patch-after-event';
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
 * The list's unread number once the notification arrived, by what the list knows; undefined
 * for a regrouped one the list does not hold (it may have been unread already). Counted from
 * the list itself, so it holds on an answer that already has the notification as well.
 */
function unreadAfterArrival(pages: NotificationPages, notification: Notification): number | undefined {
  const listed = cachedNotification(pages, notification.notificationId);
  const current = pages.pages[0]?.unread ?? 0;
  if (listed !== null && !listed.isRead) return current;
  return notification.count <= 1 || listed?.isRead === true ? current + 1 : undefined;
}

/**
 * Applies a notification frame that carries its record: the list gains it without asking the
 * server, and the bell takes the frame's `unseen` number. When the unread number is unknown
 * (see unreadAfterArrival), the list is asked again.
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
  patchAfterEvent<NotificationPages>(queryClient, listKey, (list) =>
    list ? withArrived(list, notification, unreadAfterArrival(list, notification) ?? list.pages[0]?.unread ?? 0) : list,
  );
  if (pages && unreadAfterArrival(pages, notification) === undefined) void refreshAfterEvent(queryClient, listKey);
}

/** The bell's number from the server; unknown (a replayed frame) asks again. */
export function setUnseen(queryClient: QueryClient, viewerId: string, unseen: number | undefined): void {
  const key = notificationKeys.unseen(viewerId);
  if (typeof unseen === 'number') patchAfterEvent(queryClient, key, () => unseen);
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
  patchAfterEvent<NotificationPages>(queryClient, listKey, (pages) =>
    pages ? withRead(pages, notificationId, counts.unread) : pages,
  );
}
