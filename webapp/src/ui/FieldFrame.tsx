import { clsx } from 'clsx';
import type { ReactNode } from 'react';

export const controlClass =
  'block w-full rounded-lg border bg-white px-3 text-sm text-slate-900 placeholder:text-slate-500 transition-colors focus-visible:border-accent-600 focus-visible:outline-1 focus-visible:outline-offset-0 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500';

export const controlStateClass = (hasError: boolean) =>
  hasError ? 'border-red-600' : 'border-slate-300 hover:border-slate-400';

export type FieldFrameProps = {
  id: string;
  label: string;
  hideLabel?: boolean;
  hint?: ReactNode;
  error?: string | null;
  /** Current length and limit, shown as 'n/max' and announced politely. */
  counter?: { length: number; max: number };
  children: ReactNode;
  className?: string;
};

/** Ids of the hint and error texts a control should name in aria-describedby. */
export function describedByIds(id: string, hint: unknown, error: unknown): string | undefined {
  const ids = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/** Label, control, hint, error and counter of a form field, laid out one way everywhere. */
export function FieldFrame({ id, label, hideLabel, hint, error, counter, children, className }: FieldFrameProps) {
  const isOver = counter ? counter.length > counter.max : false;
  return (
    <div className={clsx('flex flex-col gap-1.5', className)}>
      <div className={clsx('flex items-baseline justify-between gap-2', hideLabel && 'sr-only')}>
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {label}
        </label>
      </div>
      {children}
      {error || hint || counter ? (
        <div className="flex items-start justify-between gap-3 text-xs">
          <div className="flex flex-col gap-0.5">
            {error ? (
              <p id={`${id}-error`} className="font-medium text-red-700">
                {error}
              </p>
            ) : null}
            {hint ? (
              <p id={`${id}-hint`} className="text-slate-600">
                {hint}
              </p>
            ) : null}
          </div>
          {counter ? (
            <p
              aria-live="polite"
              className={clsx('shrink-0 tabular-nums', isOver ? 'font-medium text-red-700' : 'text-slate-600')}
            >
              {counter.length}/{counter.max}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
