import type { Notification, NotificationList } from '@shared/api/notifications';
import { notificationEvents } from '@shared/events';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { eventBridge, heldServer, watchPages, watchQuery } from '../../test/held-server';
import { notificationKeys } from './notifications-api';
import { notificationRealtimeHandlers } from './notifications-realtime';
import { testNotification } from './test-notification';

/** Notification frames arriving while the bell or the drawer's list is being fetched. */
const listOf = (results: Notification[]): NotificationList => ({
  results,
  count: results.length,
  unread: results.filter((item) => !item.isRead).length,
  unseen: 0,
});
const older = testNotification({ notificationId: 'old', isRead: true });
const arrived = testNotification({ notificationId: 'new' });

function setUp() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const send = eventBridge(queryClient, [notificationRealtimeHandlers]);
  const listServer = heldServer(listOf([older]));
  const drawer = watchPages(queryClient, notificationKeys.list('me'), listServer.answer);
  const shown = () => drawer.shown()?.[0];
  return { queryClient, send, listServer, shown };
}

describe('notification frames while the bell or the list is being fetched', () => {
  it('a notification arriving while the drawer’s list loads is on top of it, counted unread', async () => {
    const { send, listServer, shown } = setUp();
    send(notificationEvents.created, { notificationId: 'new', notification: arrived, unseen: 1 });
    await listServer.releaseAll();
    expect(shown()?.results.map((item) => item.notificationId)).toEqual(['new', 'old']);
    expect(shown()?.unread).toBe(1);
  });

  it('counted once when the list in flight already had it', async () => {
    const { queryClient, send, listServer, shown } = setUp();
    await listServer.releaseAll();
    listServer.write(listOf([arrived, older]));
    void queryClient.refetchQueries({ queryKey: notificationKeys.list('me') });
    send(notificationEvents.created, { notificationId: 'new', notification: arrived, unseen: 1 });
    await listServer.releaseAll();
    expect(shown()?.results.map((item) => item.notificationId)).toEqual(['new', 'old']);
    expect(shown()?.unread).toBe(1);
  });

  it('the bell takes the frame’s number over an answer read before it', async () => {
    const { queryClient, send } = setUp();
    const bellServer = heldServer(0);
    const bell = watchQuery(queryClient, notificationKeys.unseen('me'), bellServer.answer);
    send(notificationEvents.created, { notificationId: 'new', notification: arrived, unseen: 1 });
    await bellServer.releaseAll();
    expect(bell.shown()).toBe(1);
  });

  it('a read mark from another tab holds over a refetch of the list in flight', async () => {
    const { queryClient, send, listServer, shown } = setUp();
    listServer.write(listOf([arrived, older]));
    await listServer.releaseAll();
    void queryClient.refetchQueries({ queryKey: notificationKeys.list('me') });
    send(notificationEvents.read, { notificationId: 'new', unread: 0, unseen: 0 });
    await listServer.releaseAll();
    expect(shown()?.results.map((item) => item.isRead)).toEqual([true, true]);
    expect(shown()?.unread).toBe(0);
  });
});
