import { notificationEvents } from '@shared/events';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../lib/api-client';
import { RealtimeBridge } from '../../lib/realtime-bridge';
import { createQueryClient } from '../../lib/query-client';
import type { NotificationPages } from './notification-cache';
import { notificationKeys } from './notifications-api';
import { notificationRealtimeHandlers } from './notifications-realtime';
import { testNotification } from './test-notification';

function setUp(options: { unseen?: number; list?: ReturnType<typeof testNotification>[] } = {}) {
  const queryClient = createQueryClient();
  const bridge = new RealtimeBridge({ queryClient, viewerId: 'me', api: createApiClient() });
  bridge.register(notificationRealtimeHandlers);
  if (options.unseen !== undefined) queryClient.setQueryData(notificationKeys.unseen('me'), options.unseen);
  if (options.list) {
    const unread = options.list.filter((item) => !item.isRead).length;
    queryClient.setQueryData<NotificationPages>(notificationKeys.list('me'), {
      pages: [{ results: options.list, count: options.list.length, unread, unseen: 0 }],
      pageParams: [0],
    });
  }
  const send = (event: string, data: unknown) =>
    bridge.dispatch({ channel: 'user:me', event, data, seq: 1, replayed: false });
  /** The bell's number. */
  const unseen = () => queryClient.getQueryData<number>(notificationKeys.unseen('me'));
  /** The drawer's unread number (Mark all read). */
  const unread = () => queryClient.getQueryData<NotificationPages>(notificationKeys.list('me'))?.pages[0]?.unread;
  const listed = () =>
    queryClient.getQueryData<NotificationPages>(notificationKeys.list('me'))?.pages.flatMap((page) => page.results);
  const isStale = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated === true;
  return { send, unseen, unread, listed, isStale };
}

describe('notification frames on the user channel', () => {
  it('a new notification sets the bell from the frame and tops the list without a refetch', () => {
    const older = testNotification({ notificationId: 'old', isRead: true });
    const { send, unseen, unread, listed, isStale } = setUp({ unseen: 2, list: [older] });
    const arrived = testNotification({ notificationId: 'new' });
    send(notificationEvents.created, { notificationId: 'new', notification: arrived, unseen: 3 });
    expect(unseen()).toBe(3);
    expect(unread()).toBe(1);
    expect(listed()?.map((item) => item.notificationId)).toEqual(['new', 'old']);
    expect(isStale(notificationKeys.unseen('me'))).toBe(false);
    expect(isStale(notificationKeys.list('me'))).toBe(false);
  });

  it('a regrouped unread notification moves to the top and counts once', () => {
    const liked = testNotification({ notificationId: 'like', kind: 'postLike', count: 1 });
    const other = testNotification({ notificationId: 'other' });
    const { send, unread, listed } = setUp({ unseen: 0, list: [other, liked] });
    send(notificationEvents.created, { notificationId: 'like', notification: { ...liked, count: 2 }, unseen: 1 });
    expect(unread()).toBe(2);
    expect(listed()?.map((item) => [item.notificationId, item.count])).toEqual([
      ['like', 2],
      ['other', 1],
    ]);
  });

  it('a regrouped read notification is unread again', () => {
    const liked = testNotification({ notificationId: 'like', kind: 'postLike', isRead: true });
    const { send, unread, listed } = setUp({ unseen: 0, list: [liked] });
    send(notificationEvents.created, {
      notificationId: 'like',
      notification: { ...liked, count: 2, isRead: false },
      unseen: 1,
    });
    expect(unread()).toBe(1);
    expect(listed()?.[0]?.isRead).toBe(false);
  });

  it('a regrouped one the list has not loaded asks the server for the list', () => {
    const { send, isStale, unseen } = setUp({ unseen: 4, list: [testNotification()] });
    send(notificationEvents.created, {
      notificationId: 'x',
      notification: testNotification({ notificationId: 'x', kind: 'postLike', count: 3 }),
      unseen: 4,
    });
    expect(unseen()).toBe(4);
    expect(isStale(notificationKeys.list('me'))).toBe(true);
  });

  it('a replayed frame (the id only) refetches the bell and the list', () => {
    const { send, isStale } = setUp({ unseen: 1, list: [testNotification()] });
    send(notificationEvents.created, { notificationId: 'n9' });
    expect(isStale(notificationKeys.unseen('me'))).toBe(true);
    expect(isStale(notificationKeys.list('me'))).toBe(true);
  });

  it('a read frame from another tab sets the numbers and the row', () => {
    const { send, unseen, unread, listed } = setUp({
      unseen: 2,
      list: [testNotification({ notificationId: 'a' }), testNotification({ notificationId: 'b' })],
    });
    send(notificationEvents.read, { notificationId: 'a', unread: 1, unseen: 1 });
    expect(unseen()).toBe(1);
    expect(unread()).toBe(1);
    expect(listed()?.map((item) => item.isRead)).toEqual([true, false]);
    send(notificationEvents.read, { notificationId: null, unread: 0, unseen: 0 });
    expect(unseen()).toBe(0);
    expect(listed()?.map((item) => item.isRead)).toEqual([true, true]);
  });

  it('a seen frame (the drawer opened in another tab) clears the bell; the rows stay unread', () => {
    const { send, unseen, unread, listed } = setUp({
      unseen: 2,
      list: [testNotification({ notificationId: 'a' }), testNotification({ notificationId: 'b' })],
    });
    send(notificationEvents.seen, { unseen: 0 });
    expect(unseen()).toBe(0);
    expect(unread()).toBe(2);
    expect(listed()?.map((item) => item.isRead)).toEqual([false, false]);
  });
});
