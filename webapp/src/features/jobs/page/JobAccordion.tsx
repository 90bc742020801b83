import { clsx } from 'clsx';
import { ChevronDown } from 'lucide-react';
import { type ReactNode, useId } from 'react';

/** One of the job page's mutually exclusive sections (spec 3 §2.7); the page decides which is open. */
export function JobAccordion({
  title,
  isOpen,
  onToggle,
  children,
}: {
  title: string;
  isOpen: boolean;
  onToggle: () => void;
  children: ReactNode;
}) {
  const panelId = useId();
  return (
    <section className="rounded-lg border border-slate-200 bg-white">
      <h2>
        <button
          type="button"
          aria-expanded={isOpen}
          aria-controls={panelId}
          onClick={onToggle}
          className="flex w-full items-center justify-between gap-3 rounded-lg px-4 py-3 text-left text-sm font-semibold text-slate-900 hover:bg-slate-50"
        >
          <span className="truncate">{title}</span>
          <ChevronDown
            aria-hidden="true"
            className={clsx('size-4 shrink-0 text-slate-600 transition-transform', isOpen && 'rotate-180')}
          />
        </button>
      </h2>
      <div id={panelId} hidden={!isOpen} className="border-t border-slate-200 p-4">
        {isOpen ? children : null}
      </div>
    </section>
  );
}
