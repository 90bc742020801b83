import { frameCopy } from '@shared/ui-copy';
import { clsx } from 'clsx';
import { useAppConfig } from '../features/app-config/use-app-config';

function ProductMark({ className }: { className: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={className}>
      <rect width="32" height="32" rx="8" className="fill-accent-600" />
      <circle cx="12.5" cy="16" r="6" fill="none" stroke="#fff" strokeWidth="2.5" />
      <circle cx="19.5" cy="16" r="6" fill="none" stroke="#fff" strokeWidth="2.5" />
    </svg>
  );
}

/**
 * The product mark (two linked rings) with the product's name beside it; white-labelled, the
 * company's logo instead, with a small 'Powered by {product}' mark unless that is switched off.
 */
export function Logo({ showName = true, className }: { showName?: boolean; className?: string }) {
  const { productName, companyLogoUrl, companyName, showPoweredBy } = useAppConfig();
  if (companyLogoUrl) {
    return (
      <span className={clsx('inline-flex items-center gap-2', className)}>
        <img
          src={companyLogoUrl}
          alt={companyName ?? productName}
          className="h-8 w-auto max-w-40 shrink-0 object-contain"
        />
        {showName && showPoweredBy ? (
          <span data-testid="powered-by" className="inline-flex items-center gap-1 text-[11px] text-slate-600">
            <ProductMark className="size-3.5 shrink-0" />
            {frameCopy.poweredBy(productName)}
          </span>
        ) : null}
      </span>
    );
  }
  return (
    <span className={clsx('inline-flex items-center gap-2', className)}>
      <ProductMark className="size-8 shrink-0" />
      {showName ? <span className="text-base font-bold tracking-tight text-slate-900">{productName}</span> : null}
    </span>
  );
}
