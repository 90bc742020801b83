import { clsx } from 'clsx';
import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';

export type TabItem = {
  id: string;
  label: ReactNode;
  /** Shows an unread dot after the label. */
  hasUnread?: boolean;
  /** Content shown while this tab is selected (rendered only then). */
  panel?: ReactNode;
};

export type TabsProps = {
  items: readonly TabItem[];
  selectedId: string;
  onChange: (id: string) => void;
  /** Accessible name of the tab list. */
  label: string;
  /** Announced after a label with an unread dot. */
  unreadLabel?: string;
  className?: string;
  panelClassName?: string;
};

const MOVES: Record<string, (at: number, count: number) => number> = {
  ArrowRight: (at, count) => (at + 1) % count,
  ArrowLeft: (at, count) => (at - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/**
 * Controlled tabs (WAI-ARIA APG tabs, selection follows focus): one tab in the Tab order, the
 * arrow keys, Home and End move and select; optional panels (only the selected one rendered)
 * and unread dots.
 */
export function Tabs({
  items,
  selectedId,
  onChange,
  label,
  unreadLabel = 'unread',
  className,
  panelClassName,
}: TabsProps) {
  const baseId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const selectedIndex = Math.max(
    0,
    items.findIndex((item) => item.id === selectedId),
  );
  const selected = items[selectedIndex];
  const hasPanels = items.some((item) => item.panel !== undefined);
  const tabId = (index: number) => `${baseId}-tab-${index}`;
  const panelId = (index: number) => `${baseId}-panel-${index}`;
  const onKeyDown = (event: KeyboardEvent) => {
    const move = MOVES[event.key];
    if (!move || items.length === 0) return;
    event.preventDefault();
    const next = move(selectedIndex, items.length);
    const item = items[next];
    if (!item) return;
    listRef.current?.querySelector<HTMLElement>(`#${CSS.escape(tabId(next))}`)?.focus();
    if (next !== selectedIndex) onChange(item.id);
  };
  return (
    <div className={clsx('flex min-h-0 flex-col', className)}>
      <div
        ref={listRef}
        role="tablist"
        aria-label={label}
        className="flex border-b border-slate-200"
        onKeyDown={onKeyDown}
      >
        {items.map((item, index) => {
          const isSelected = index === selectedIndex;
          return (
            <button
              key={item.id}
              id={tabId(index)}
              type="button"
              role="tab"
              aria-selected={isSelected}
              aria-controls={hasPanels && isSelected ? panelId(index) : undefined}
              tabIndex={isSelected ? 0 : -1}
              data-selected={isSelected ? '' : undefined}
              onClick={() => {
                if (!isSelected) onChange(item.id);
              }}
              className={clsx(
                '-mb-px flex flex-1 items-center justify-center gap-1.5 border-b-2 px-3 py-2.5 text-sm font-medium transition-colors',
                'border-transparent text-slate-600 hover:text-slate-900',
                'data-selected:border-accent-600 data-selected:text-accent-700',
                'focus:outline-none focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-accent-600',
              )}
            >
              <span className="truncate">{item.label}</span>
              {item.hasUnread ? (
                <>
                  <span aria-hidden="true" className="size-2 shrink-0 rounded-full bg-accent-600" />
                  <span className="sr-only">, {unreadLabel}</span>
                </>
              ) : null}
            </button>
          );
        })}
      </div>
      {hasPanels && selected ? (
        <div
          key={selected.id}
          id={panelId(selectedIndex)}
          role="tabpanel"
          aria-labelledby={tabId(selectedIndex)}
          className={clsx('flex min-h-0 flex-1 flex-col focus-visible:-outline-offset-2', panelClassName)}
        >
          {selected.panel}
        </div>
      ) : null}
    </div>
  );
}
