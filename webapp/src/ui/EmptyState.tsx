import { clsx } from 'clsx';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

export type EmptyStateProps = {
  icon: LucideIcon;
  title: string;
  text?: ReactNode;
  /** A button or link that gets the user going. */
  action?: ReactNode;
  size?: 'sm' | 'md';
  tone?: 'accent' | 'danger';
  className?: string;
};

/** What a list or screen shows when there is nothing (yet): an icon, a title, a sentence. */
export function EmptyState({
  icon: Icon,
  title,
  text,
  action,
  size = 'md',
  tone = 'accent',
  className,
}: EmptyStateProps) {
  return (
    <div
      className={clsx(
        'flex flex-col items-center justify-center text-center',
        size === 'sm' ? 'gap-2 px-4 py-8' : 'gap-3 px-6 py-16',
        className,
      )}
    >
      <span
        aria-hidden="true"
        className={clsx(
          'flex items-center justify-center rounded-full',
          tone === 'danger' ? 'bg-red-50 text-red-700' : 'bg-accent-50 text-accent-700',
          size === 'sm' ? 'size-10' : 'size-14',
        )}
      >
        <Icon className={size === 'sm' ? 'size-5' : 'size-7'} />
      </span>
      <h2 className={clsx('font-semibold text-slate-900', size === 'sm' ? 'text-sm' : 'text-base')}>{title}</h2>
      {text ? <p className="max-w-sm text-sm text-slate-600">{text}</p> : null}
      {action ? <div className="mt-2">{action}</div> : null}
    </div>
  );
}
