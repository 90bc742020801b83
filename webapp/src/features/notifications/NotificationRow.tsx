import type { Notification } from '@shared/api/notifications';
import { notificationsCopy } from '@shared/ui-copy';
import { clsx } from 'clsx';
import { Link } from 'react-router-dom';
import { Avatar } from '../../ui/Avatar';
import { formatFullDate } from '../posts/format/dates';
import { formatRelativeTime } from './relative-time';

type NotificationRowProps = {
  notification: Notification;
  /** Called as the link is followed: marks it read and closes the drawer. */
  onOpen: (notification: Notification) => void;
  now: number;
};

const actorName = (notification: Notification) =>
  notification.actor ? `${notification.actor.firstName} ${notification.actor.lastName}`.trim() : '';

/** One notification: who, what (the server's title and the words), when; unread ones stand out. */
export function NotificationRow({ notification, onOpen, now }: NotificationRowProps) {
  const isUnread = !notification.isRead;
  return (
    <Link
      to={notification.url}
      onClick={() => onOpen(notification)}
      data-notification-id={notification.notificationId}
      data-unread={isUnread || undefined}
      className={clsx(
        'flex min-w-0 items-start gap-3 rounded-lg px-3 py-3 transition-colors',
        isUnread ? 'bg-accent-50 hover:bg-accent-100' : 'hover:bg-slate-50',
      )}
    >
      <Avatar name={actorName(notification) || '?'} src={notification.actor?.avatar} size="md" decorative />
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className={clsx('text-sm text-slate-900', isUnread ? 'font-semibold' : 'font-normal')}>
          {notification.title}
        </span>
        {notification.message ? (
          <span className="line-clamp-2 text-sm break-words text-slate-600 [overflow-wrap:anywhere]">
            {notification.message}
          </span>
        ) : null}
        <time
          dateTime={notification.createdAt}
          title={formatFullDate(notification.createdAt)}
          className={clsx('text-xs', isUnread ? 'font-medium text-accent-800' : 'text-slate-500')}
        >
          {formatRelativeTime(notification.createdAt, now)}
        </time>
      </span>
      {isUnread ? (
        <span className="mt-1.5 flex shrink-0 items-center">
          <span aria-hidden="true" className="size-2.5 rounded-full bg-accent-600" />
          <span className="sr-only">{notificationsCopy.unread}</span>
        </span>
      ) : null}
    </Link>
  );
}
