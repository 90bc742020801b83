import { Description, DialogBackdrop, DialogPanel, DialogTitle, Dialog as HeadlessDialog } from '@headlessui/react';
import { clsx } from 'clsx';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { uiCopy } from '@shared/ui-copy';
import { IconButton } from './IconButton';

export type DrawerProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** Actions pinned to the bottom of the drawer. */
  footer?: ReactNode;
  size?: 'md' | 'lg';
};

/** A panel sliding in from the right, for tasks beside the current screen. */
export function DrawerPanel({ open, onClose, title, description, children, footer, size = 'md' }: DrawerProps) {
  return (
    <HeadlessDialog open={open} onClose={onClose} className="relative z-40">
      <DialogBackdrop
        transition
        className="fixed inset-0 bg-slate-900/30 transition-opacity duration-300 data-closed:opacity-0"
      />
      <div className="fixed inset-y-0 right-0 flex w-full justify-end">
        <DialogPanel
          transition
          className={clsx(
            'flex h-dvh w-full flex-col bg-white shadow-float transition duration-300 ease-out data-closed:translate-x-full',
            size === 'md' ? 'max-w-md' : 'max-w-2xl',
          )}
        >
          <header className="flex items-start justify-between gap-3 border-b border-slate-200 px-6 py-4">
            <div className="flex min-w-0 flex-col gap-1">
              <DialogTitle className="truncate text-base font-semibold text-slate-900">{title}</DialogTitle>
              {description ? <Description className="text-sm text-slate-600">{description}</Description> : null}
            </div>
            <IconButton icon={X} label={uiCopy.states.close} size="sm" onClick={onClose} className="-mr-2" />
          </header>
          <div className="min-h-0 flex-1 overflow-y-auto px-6 py-5">{children}</div>
          {footer ? (
            <footer className="flex flex-wrap justify-end gap-2 border-t border-slate-200 px-6 py-4">{footer}</footer>
          ) : null}
        </DialogPanel>
      </div>
    </HeadlessDialog>
  );
}
