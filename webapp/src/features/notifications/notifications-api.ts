import type { MarkReadAnswer, MarkReadBody, MarkSeenAnswer, NotificationList } from '@shared/api/notifications';
import type { ApiClient } from '../../lib/api-client';

/** The drawer's page size: the contract's default page. */
export const NOTIFICATIONS_PAGE_SIZE = 20;

export const notificationKeys = {
  all: (viewerId: string) => ['notifications', viewerId] as const,
  list: (viewerId: string) => ['notifications', viewerId, 'list'] as const,
  /** The header's marker: unread ones not yet seen in the drawer. */
  unseen: (viewerId: string) => ['notifications', viewerId, 'unseen'] as const,
};

/** GET /api/notifications?skip&limit: unread first, then newest. */
export function fetchNotifications(api: ApiClient, skip: number, limit = NOTIFICATIONS_PAGE_SIZE) {
  return api.get<NotificationList>('/api/notifications', { skip, limit });
}

/** The bell's number: a page of none still answers `unseen`. */
export async function fetchUnseenCount(api: ApiClient): Promise<number> {
  return (await fetchNotifications(api, 0, 0)).unseen;
}

/** PATCH /api/notifications/read: one notification, or `{ all: true }`. */
export function markNotificationsRead(api: ApiClient, body: MarkReadBody) {
  return api.patch<MarkReadAnswer>('/api/notifications/read', body);
}

/** PATCH /api/notifications/seen: the drawer opened; the marker clears, rows stay unread. */
export function markNotificationsSeen(api: ApiClient) {
  return api.patch<MarkSeenAnswer>('/api/notifications/seen', {});
}
