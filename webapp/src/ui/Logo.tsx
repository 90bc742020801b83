import { clsx } from 'clsx';
import { productName } from '../config';

/** The product mark (two linked rings) with the product's name beside it. */
export function Logo({ showName = true, className }: { showName?: boolean; className?: string }) {
  return (
    <span className={clsx('inline-flex items-center gap-2', className)}>
      <svg viewBox="0 0 32 32" aria-hidden="true" className="size-8 shrink-0">
        <rect width="32" height="32" rx="8" className="fill-accent-600" />
        <circle cx="12.5" cy="16" r="6" fill="none" stroke="#fff" strokeWidth="2.5" />
        <circle cx="19.5" cy="16" r="6" fill="none" stroke="#fff" strokeWidth="2.5" />
      </svg>
      {showName ? <span className="text-base font-bold tracking-tight text-slate-900">{productName}</span> : null}
    </span>
  );
}
