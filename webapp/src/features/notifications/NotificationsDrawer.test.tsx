import type { NotificationList } from '@shared/api/notifications';
import { notificationsCopy } from '@shared/ui-copy';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useToastStore } from '../../ui/toast-store';
import { LocationProbe } from '../posts/views/test-location';
import { renderAsViewer } from '../profile/test-viewer';
import { useShellStore } from '../shell/shell-store';
import { NotificationsDrawer } from './NotificationsDrawer';
import { testNotification } from './test-notification';

beforeEach(() => {
  useToastStore.getState().clear();
  useShellStore.setState({ panel: 'notifications' });
});
afterEach(cleanup);

const copy = notificationsCopy;
const unreadOne = testNotification({ notificationId: 'n1' });
const readOne = testNotification({
  notificationId: 'n2',
  kind: 'postLike',
  title: 'Cy Chen liked your post',
  message: null,
  actor: { userId: 'cy', firstName: 'Cy', lastName: 'Chen', avatar: null },
  isRead: true,
  url: '/?postId=p1&notificationId=n2',
  createdAt: new Date(Date.now() - 3 * 3600_000).toISOString(),
});
const page = (results = [unreadOne, readOne], unread = 1, unseen = 0): NotificationList => ({
  results,
  count: results.length,
  unread,
  unseen,
});

function renderDrawer(routes: Parameters<typeof renderAsViewer>[1]) {
  return renderAsViewer(
    <>
      <NotificationsDrawer open onClose={() => useShellStore.getState().closePanel()} />
      <LocationProbe />
    </>,
    routes,
  );
}

const rowOf = (title: string) => screen.getByText(title).closest('a') as HTMLAnchorElement;

describe('NotificationsDrawer', () => {
  it('lists notifications with their text, relative time and unread marks', async () => {
    renderDrawer({ 'GET /api/notifications': () => ({ body: page() }) });
    await waitFor(() => expect(screen.getByRole('list', { name: copy.listLabel })).toBeTruthy());
    const items = within(screen.getByRole('list', { name: copy.listLabel })).getAllByRole('link');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Bea Brown commented on your post'),
      expect.stringContaining('Cy Chen liked your post'),
    ]);
    expect(within(items[0] as HTMLElement).getByText('Looks great')).toBeTruthy();
    expect(within(items[0] as HTMLElement).getByText('5 min. ago')).toBeTruthy();
    expect(within(items[0] as HTMLElement).getByText(copy.unread)).toBeTruthy();
    expect(within(items[1] as HTMLElement).queryByText(copy.unread)).toBeNull();
    expect(within(items[1] as HTMLElement).getByText('3 hr. ago')).toBeTruthy();
    expect(rowOf('Bea Brown commented on your post').getAttribute('href')).toBe(unreadOne.url);
  });

  it('shows skeletons while loading, then the designed empty state', async () => {
    renderDrawer({ 'GET /api/notifications': () => ({ body: page([], 0) }) });
    expect(screen.getByRole('status', { name: copy.loading })).toBeTruthy();
    await waitFor(() => expect(screen.getByText(copy.emptyTitle)).toBeTruthy());
    expect(screen.getByText(copy.emptyText)).toBeTruthy();
    expect((screen.getByRole('button', { name: copy.markAllRead }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the error with a retry that loads the list', async () => {
    let fails = true;
    renderDrawer({
      'GET /api/notifications': () =>
        fails ? { status: 403, body: { message: 'Please sign in again.' } } : { body: page() },
    });
    await waitFor(() => expect(screen.getByText(copy.loadError)).toBeTruthy());
    fails = false;
    fireEvent.click(screen.getByRole('button', { name: /try again/i }));
    await waitFor(() => expect(screen.getByText('Bea Brown commented on your post')).toBeTruthy());
  });

  it('marks an unread notification read on click, follows its link and closes the drawer', async () => {
    const marked: unknown[] = [];
    renderDrawer({
      'GET /api/notifications': () => ({ body: page() }),
      'PATCH /api/notifications/read': ({ body }) => {
        marked.push(body);
        return { body: { updated: 1, unread: 0, unseen: 0 } };
      },
    });
    await waitFor(() => expect(screen.getByText('Bea Brown commented on your post')).toBeTruthy());
    fireEvent.click(rowOf('Bea Brown commented on your post'));
    await waitFor(() => expect(marked).toEqual([{ notificationId: 'n1' }]));
    expect(screen.getByTestId('location').textContent).toBe(unreadOne.url);
    expect(useShellStore.getState().panel).toBeNull();
  });

  it('opening it marks them seen once: the bell clears, the rows stay unread', async () => {
    const seen: unknown[] = [];
    const { queryClient } = renderDrawer({
      'GET /api/notifications': () => ({ body: page([unreadOne, readOne], 1, 1) }),
      'PATCH /api/notifications/seen': ({ body }) => {
        seen.push(body);
        return { body: { updated: 1, unseen: 0 } };
      },
    });
    await waitFor(() => expect(seen).toEqual([{}]));
    await waitFor(() => expect(queryClient.getQueryData(['notifications', 'me', 'unseen'])).toBe(0));
    expect(within(rowOf('Bea Brown commented on your post')).getByText(copy.unread)).toBeTruthy();
    expect((screen.getByRole('button', { name: copy.markAllRead }) as HTMLButtonElement).disabled).toBe(false);
    expect(seen).toHaveLength(1);
  });

  it('a failed seen mark is not retried while the drawer stays open', async () => {
    let calls = 0;
    const { queryClient } = renderDrawer({
      'GET /api/notifications': () => ({ body: page([unreadOne, readOne], 1, 1) }),
      'PATCH /api/notifications/seen': () => {
        calls++;
        return { status: 500, body: { message: 'No.' } };
      },
    });
    await waitFor(() => expect(calls).toBe(1));
    await waitFor(() => expect(queryClient.getQueryData(['notifications', 'me', 'unseen'])).toBe(1));
    expect(calls).toBe(1);
  });

  it('does not mark a read one again', async () => {
    const { fetch } = renderDrawer({ 'GET /api/notifications': () => ({ body: page() }) });
    await waitFor(() => expect(screen.getByText('Cy Chen liked your post')).toBeTruthy());
    fireEvent.click(rowOf('Cy Chen liked your post'));
    expect(screen.getByTestId('location').textContent).toBe(readOne.url);
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);
  });

  it('keeps Mark all as read disabled when every listed notification is read', async () => {
    renderDrawer({ 'GET /api/notifications': () => ({ body: page([readOne], 0) }) });
    await waitFor(() => expect(screen.getByText('Cy Chen liked your post')).toBeTruthy());
    expect(screen.queryByText(copy.unread)).toBeNull();
    expect((screen.getByRole('button', { name: copy.markAllRead }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('marks all read: every row loses its unread mark and the button disables', async () => {
    renderDrawer({
      'GET /api/notifications': () => ({ body: page() }),
      'PATCH /api/notifications/read': ({ body }) => {
        expect(body).toEqual({ all: true });
        return { body: { updated: 1, unread: 0, unseen: 0 } };
      },
    });
    await waitFor(() => expect(screen.getByText(copy.unread)).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: copy.markAllRead }));
    await waitFor(() => expect(screen.queryByText(copy.unread)).toBeNull());
    expect((screen.getByRole('button', { name: copy.markAllRead }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says so when marking all read fails', async () => {
    renderDrawer({
      'GET /api/notifications': () => ({ body: page() }),
      'PATCH /api/notifications/read': () => ({ status: 500, body: { message: 'No.' } }),
    });
    await waitFor(() => expect(screen.getByText(copy.unread)).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: copy.markAllRead }));
    await waitFor(() =>
      expect(useToastStore.getState().toasts.map((toast) => toast.message)).toContain(copy.markAllReadFailed),
    );
  });

  it('loads the next page with VIEW MORE', async () => {
    const first = Array.from({ length: 20 }, (_, index) =>
      testNotification({ notificationId: `a${index}`, title: `First page ${index}` }),
    );
    renderDrawer({
      'GET /api/notifications': ({ url }) =>
        url.searchParams.get('skip') === '20'
          ? {
              body: {
                results: [testNotification({ notificationId: 'z', title: 'Last one' })],
                count: 21,
                unread: 21,
                unseen: 0,
              },
            }
          : url.searchParams.get('limit') === '0'
            ? { body: { results: [], count: 21, unread: 21, unseen: 0 } }
            : { body: { results: first, count: 21, unread: 21, unseen: 0 } },
    });
    await waitFor(() => expect(screen.getByText('First page 19')).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: copy.viewMore }));
    await waitFor(() => expect(screen.getByText('Last one')).toBeTruthy());
    expect(screen.queryByRole('button', { name: copy.viewMore })).toBeNull();
  });

  it('opens the notification preferences', async () => {
    renderDrawer({ 'GET /api/notifications': () => ({ body: page() }) });
    fireEvent.click(screen.getByRole('button', { name: copy.preferences }));
    expect(useShellStore.getState().panel).toBe('notificationPreferences');
  });
});
