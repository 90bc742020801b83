import { timelinesCopy } from '@shared/ui-copy';

/** The line between what arrived since the last visit and what was already seen (spec 3 §2.2). */
export function UnreadBoundary() {
  return (
    <li
      aria-label={timelinesCopy.unreadBoundary}
      className="flex items-center gap-3 py-1"
      data-testid="unread-boundary"
    >
      <span aria-hidden="true" className="h-px flex-1 bg-rose-300" />
      <span className="text-xs font-semibold tracking-wide text-rose-700 uppercase">
        {timelinesCopy.unreadBoundary}
      </span>
      <span aria-hidden="true" className="h-px flex-1 bg-rose-300" />
    </li>
  );
}
