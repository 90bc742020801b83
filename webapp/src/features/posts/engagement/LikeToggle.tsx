import { engagementCopy } from '@shared/ui-copy';
import { clsx } from 'clsx';
import { ThumbsUp } from 'lucide-react';

export type LikeToggleProps = {
  isLiked: boolean;
  count: number;
  /** The accessible name of the toggle, e.g. 'Like this post'. */
  label: string;
  onToggle: () => void;
  onShowLikers: () => void;
  size?: 'sm' | 'md';
};

/** A Like toggle (aria-pressed) and, when anyone liked, a count that opens the likers drawer. */
export function LikeToggle({ isLiked, count, label, onToggle, onShowLikers, size = 'md' }: LikeToggleProps) {
  // At least 28 px wide and high: WCAG 2.2 target size, even for a one-digit count.
  const height = size === 'sm' ? 'h-7 min-w-7 px-1.5 text-xs' : 'h-9 min-w-9 px-2.5 text-sm';
  return (
    <span className="inline-flex items-center">
      <button
        type="button"
        aria-pressed={isLiked}
        aria-label={label}
        title={label}
        onClick={onToggle}
        className={clsx(
          'inline-flex items-center gap-1.5 rounded-lg font-medium transition-colors hover:bg-slate-100',
          height,
          isLiked ? 'text-accent-700' : 'text-slate-600 hover:text-slate-900',
        )}
      >
        <ThumbsUp aria-hidden="true" className={clsx('size-4', isLiked && 'fill-current')} />
        <span className={size === 'sm' ? 'sr-only' : 'max-[359px]:sr-only'}>{engagementCopy.like}</span>
      </button>
      {count > 0 ? (
        <button
          type="button"
          aria-label={engagementCopy.showLikers(count)}
          title={engagementCopy.showLikers(count)}
          onClick={onShowLikers}
          className={clsx(
            'inline-flex items-center justify-center rounded-lg font-medium text-slate-600 tabular-nums hover:bg-slate-100 hover:text-slate-900 hover:underline',
            height,
          )}
        >
          {count}
        </button>
      ) : null}
    </span>
  );
}
