import { clsx } from 'clsx';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';

export type ChipTone = 'neutral' | 'accent' | 'success' | 'warning' | 'danger';

export type ChipProps = {
  children: ReactNode;
  tone?: ChipTone;
  /** Makes the chip a toggle button (filters); `isSelected` is announced as pressed. */
  onClick?: () => void;
  isSelected?: boolean;
  /** Adds a remove control (recipient chips); `removeLabel` names it. */
  onRemove?: () => void;
  removeLabel?: string;
  className?: string;
};

const tones: Record<ChipTone, string> = {
  neutral: 'border-slate-200 bg-slate-100 text-slate-700',
  accent: 'border-accent-200 bg-accent-50 text-accent-800',
  success: 'border-emerald-200 bg-emerald-50 text-emerald-800',
  warning: 'border-amber-200 bg-amber-50 text-amber-900',
  danger: 'border-red-200 bg-red-50 text-red-800',
};

const base = 'inline-flex h-6 max-w-full items-center gap-1 rounded-lg border px-2 text-xs font-medium';

/** A small label: a status, a filter toggle or a removable value. */
export function Chip({
  children,
  tone = 'neutral',
  onClick,
  isSelected = false,
  onRemove,
  removeLabel,
  className,
}: ChipProps) {
  if (onClick) {
    return (
      <button
        type="button"
        aria-pressed={isSelected}
        onClick={onClick}
        className={clsx(
          base,
          'h-7 transition-colors',
          isSelected
            ? 'border-accent-600 bg-accent-600 text-white hover:bg-accent-700'
            : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
          className,
        )}
      >
        <span className="truncate">{children}</span>
      </button>
    );
  }
  return (
    <span className={clsx(base, tones[tone], className)}>
      <span className="truncate">{children}</span>
      {onRemove ? (
        <button
          type="button"
          onClick={onRemove}
          aria-label={removeLabel ?? 'Remove'}
          className="-mr-1 inline-flex size-4 items-center justify-center rounded-full hover:bg-black/10"
        >
          <X aria-hidden="true" className="size-3" />
        </button>
      ) : null}
    </span>
  );
}
