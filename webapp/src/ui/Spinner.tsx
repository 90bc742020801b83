import { clsx } from 'clsx';
import { LoaderCircle } from 'lucide-react';

export type SpinnerProps = {
  size?: 'sm' | 'md' | 'lg';
  /** Read by screen readers; omit when the spinner sits inside a labelled control. */
  label?: string;
  className?: string;
};

const sizes = { sm: 'size-4', md: 'size-5', lg: 'size-8' } as const;

/** An indeterminate activity marker for actions in flight (content loads use Skeleton). */
export function Spinner({ size = 'md', label, className }: SpinnerProps) {
  return (
    <span role={label ? 'status' : undefined} className={clsx('inline-flex', className)}>
      <LoaderCircle aria-hidden="true" className={clsx('animate-spin', sizes[size])} />
      {label ? <span className="sr-only">{label}</span> : null}
    </span>
  );
}
