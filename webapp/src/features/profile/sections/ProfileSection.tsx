import { clsx } from 'clsx';
import { type ReactNode, useId } from 'react';

/** One titled block of a profile panel or card. */
export function ProfileSection({
  title,
  action,
  children,
  className,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={clsx('flex flex-col gap-2', className)}>
      <div className="flex items-center justify-between gap-2">
        <h3 id={headingId} className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
          {title}
        </h3>
        {action}
      </div>
      {children}
    </section>
  );
}
