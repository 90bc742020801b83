import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useMarkRead, wasRequestedRead } from './use-notifications';

/**
 * A page opened from a notification outside the drawer (a push message, an e-mail) carries
 * `?notificationId=`: that notification is read now. Once per id; a mark that fails stays silent.
 */
export function useMarkOpenedNotificationRead(): void {
  const [searchParams] = useSearchParams();
  const notificationId = searchParams.get('notificationId')?.trim() || null;
  const { mutate } = useMarkRead();
  useEffect(() => {
    if (notificationId && !wasRequestedRead(notificationId)) mutate({ notificationId });
  }, [notificationId, mutate]);
}
