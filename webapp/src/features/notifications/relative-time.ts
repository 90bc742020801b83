import { notificationsCopy } from '@shared/ui-copy';
import { onFirstUse } from '../../lib/on-first-use';
import { formatPostDate } from '../posts/format/dates';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

const relative = onFirstUse(() => new Intl.RelativeTimeFormat('en', { numeric: 'always', style: 'short' }));

/**
 * How long ago a notification happened: 'just now', '5 min. ago', '3 hr. ago', '2 days ago';
 * past a week the spec's post date ('Mon, Nov 23, 4:05 PM'). A clock a little ahead reads 'just now'.
 */
export function formatRelativeTime(iso: string, now: number = Date.now()): string {
  const elapsed = now - new Date(iso).getTime();
  if (Number.isNaN(elapsed)) return '';
  if (elapsed < MINUTE) return notificationsCopy.justNow;
  if (elapsed < HOUR) return relative().format(-Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return relative().format(-Math.floor(elapsed / HOUR), 'hour');
  if (elapsed < WEEK) return relative().format(-Math.floor(elapsed / DAY), 'day');
  return formatPostDate(iso);
}
