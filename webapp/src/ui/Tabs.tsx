import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';

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

/** Controlled tabs (arrow keys move between tabs) with optional panels and unread dots. */
export function Tabs({
  items,
  selectedId,
  onChange,
  label,
  unreadLabel = 'unread',
  className,
  panelClassName,
}: TabsProps) {
  const selectedIndex = Math.max(
    0,
    items.findIndex((item) => item.id === selectedId),
  );
  const hasPanels = items.some((item) => item.panel !== undefined);
  return (
    <TabGroup
      selectedIndex={selectedIndex}
      onChange={(index) => {
        const item = items[index];
        if (item) onChange(item.id);
      }}
      className={clsx('flex min-h-0 flex-col', className)}
    >
      <TabList aria-label={label} className="flex border-b border-slate-200">
        {items.map((item) => (
          <Tab
            key={item.id}
            className={clsx(
              '-mb-px flex flex-1 items-center justify-center gap-1.5 border-b-2 px-3 py-2.5 text-sm font-medium transition-colors',
              'border-transparent text-slate-600 hover:text-slate-900',
              'data-selected:border-accent-600 data-selected:text-accent-700',
              'focus:outline-none data-focus:outline-2 data-focus:-outline-offset-2 data-focus:outline-accent-600',
            )}
          >
            <span className="truncate">{item.label}</span>
            {item.hasUnread ? (
              <>
                <span aria-hidden="true" className="size-2 shrink-0 rounded-full bg-accent-600" />
                <span className="sr-only">, {unreadLabel}</span>
              </>
            ) : null}
          </Tab>
        ))}
      </TabList>
      {hasPanels ? (
        <TabPanels className="flex min-h-0 flex-1 flex-col">
          {items.map((item) => (
            <TabPanel
              key={item.id}
              className={clsx('flex min-h-0 flex-1 flex-col focus-visible:-outline-offset-2', panelClassName)}
            >
              {item.panel}
            </TabPanel>
          ))}
        </TabPanels>
      ) : null}
    </TabGroup>
  );
}
