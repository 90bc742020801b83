import { clsx } from 'clsx';

export type SkeletonProps = { className?: string; rounded?: 'lg' | 'full' };

/** A placeholder block shown while content loads. Size it with className. */
export function Skeleton({ className, rounded = 'lg' }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      className={clsx(
        'block animate-shimmer bg-slate-200',
        rounded === 'full' ? 'rounded-full' : 'rounded-lg',
        className,
      )}
    />
  );
}

/** Rows shaped like list items (avatar, two lines of text), announced once as loading. */
export function SkeletonList({ rows = 5, label }: { rows?: number; label: string }) {
  return (
    <div role="status" aria-label={label} className="flex flex-col gap-1 p-2">
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholder rows never reorder
        <div key={index} className="flex items-center gap-3 px-2 py-2">
          <Skeleton rounded="full" className="size-10 shrink-0" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-3 w-2/3" />
            <Skeleton className="h-3 w-1/2" />
          </div>
        </div>
      ))}
    </div>
  );
}
