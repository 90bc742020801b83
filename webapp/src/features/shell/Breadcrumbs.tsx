import { ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

export type Crumb = { label: string; to?: string };

/**
 * Home or Jobs, then the current item, with an optional link on the right (spec 1 §2). In a
 * narrow column (the side panel) the crumbs wrap onto more lines rather than being cut.
 */
export function Breadcrumbs({ items, action }: { items: readonly Crumb[]; action?: ReactNode }) {
  return (
    <nav
      aria-label="Breadcrumb"
      className="flex min-h-12 items-center justify-between gap-3 rounded-lg border border-slate-200 bg-white px-4 py-2"
    >
      <ol className="flex min-w-0 flex-wrap items-center gap-x-1.5 gap-y-1 text-sm">
        {items.map((crumb, index) => {
          const isLast = index === items.length - 1;
          return (
            <li key={`${crumb.to ?? 'here'}:${crumb.label}`} className="flex min-w-0 items-center gap-1.5">
              {index > 0 ? <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-slate-400" /> : null}
              {crumb.to && !isLast ? (
                <Link
                  to={crumb.to}
                  className="min-w-0 rounded font-medium [overflow-wrap:anywhere] text-slate-600 hover:text-slate-900 hover:underline"
                >
                  {crumb.label}
                </Link>
              ) : (
                <span
                  aria-current={isLast ? 'page' : undefined}
                  className="min-w-0 font-semibold [overflow-wrap:anywhere] text-slate-900"
                >
                  {crumb.label}
                </span>
              )}
            </li>
          );
        })}
      </ol>
      {action ? <div className="shrink-0">{action}</div> : null}
    </nav>
  );
}
