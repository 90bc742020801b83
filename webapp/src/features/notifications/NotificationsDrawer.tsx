import type { Notification } from '@shared/api/notifications';
import { notificationsCopy } from '@shared/ui-copy';
import { BellOff, CheckCheck, Settings } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../ui/Button';
import { Drawer } from '../../ui/Drawer';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorState } from '../../ui/ErrorState';
import { Skeleton } from '../../ui/Skeleton';
import { useShellStore } from '../shell/shell-store';
import { NotificationRow } from './NotificationRow';
import { useMarkRead, useNotificationList, useSeenWhileOpen } from './use-notifications';

const copy = notificationsCopy;

function NotificationsSkeleton() {
  return (
    <div role="status" aria-label={copy.loading} className="flex flex-col gap-1">
      {[0, 1, 2, 3, 4].map((row) => (
        <div key={row} className="flex items-start gap-3 px-3 py-3">
          <Skeleton rounded="full" className="size-10 shrink-0" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-3 w-3/4" />
            <Skeleton className="h-3 w-1/2" />
            <Skeleton className="h-2.5 w-16" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** Asks for the next page when the end of the list scrolls into view (the button stays for keyboards). */
function useLoadMoreWhenSeen(canLoad: boolean, load: () => void) {
  const ref = useRef<HTMLDivElement>(null);
  const loadRef = useRef(load);
  loadRef.current = load;
  useEffect(() => {
    const target = ref.current;
    if (!canLoad || !target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) loadRef.current();
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [canLoad]);
  return ref;
}

/**
 * The Notifications drawer (issue 14): unread first, a click marks read and follows the deep
 * link. Opening it marks them seen: the bell clears, the rows stay unread.
 */
export function NotificationsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const list = useNotificationList(open);
  useSeenWhileOpen(open);
  const markRead = useMarkRead();
  const openPanel = useShellStore((state) => state.openPanel);
  // Relative times are read against the moment the drawer opened, not re-rendered each second.
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (open) setNow(Date.now());
  }, [open]);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;
  const sentinel = useLoadMoreWhenSeen(open && hasNextPage && !isFetchingNextPage, () => void fetchNextPage());

  const onOpenNotification = (notification: Notification) => {
    if (!notification.isRead) markRead.mutate({ notificationId: notification.notificationId });
    onClose();
  };

  const footer = (
    <>
      <Button variant="ghost" size="sm" icon={Settings} onClick={() => openPanel('notificationPreferences')}>
        {copy.preferences}
      </Button>
      <Button
        variant="secondary"
        size="sm"
        icon={CheckCheck}
        disabled={list.unread === 0}
        isLoading={markRead.isPending && markRead.variables && 'all' in markRead.variables}
        onClick={() => markRead.mutate({ all: true })}
      >
        {copy.markAllRead}
      </Button>
    </>
  );

  return (
    <Drawer open={open} onClose={onClose} title={copy.title} description={copy.intro} footer={footer}>
      {list.isPending ? (
        <NotificationsSkeleton />
      ) : list.isError && list.notifications.length === 0 ? (
        <ErrorState
          title={copy.loadError}
          message={list.error.message}
          onRetry={() => void list.refetch()}
          isRetrying={list.isFetching}
        />
      ) : list.notifications.length === 0 ? (
        <EmptyState icon={BellOff} title={copy.emptyTitle} text={copy.emptyText} />
      ) : (
        <div className="-mx-3 flex flex-col gap-2">
          <ul aria-label={copy.listLabel} className="flex flex-col gap-1">
            {list.notifications.map((notification) => (
              <li key={notification.notificationId}>
                <NotificationRow notification={notification} onOpen={onOpenNotification} now={now} />
              </li>
            ))}
          </ul>
          {hasNextPage ? (
            <div ref={sentinel} className="px-3">
              <Button variant="ghost" size="sm" isLoading={isFetchingNextPage} onClick={() => void fetchNextPage()}>
                {copy.viewMore}
              </Button>
            </div>
          ) : null}
        </div>
      )}
    </Drawer>
  );
}
