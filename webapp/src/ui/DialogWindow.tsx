import { Description, DialogBackdrop, DialogPanel, DialogTitle, Dialog as HeadlessDialog } from '@headlessui/react';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';

export type DialogProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons shown at the bottom right; put the main action last. */
  actions?: ReactNode;
  size?: 'sm' | 'md';
  /** 'alertdialog' for confirmations that interrupt the user. */
  role?: 'dialog' | 'alertdialog';
};

/** A centred modal window: focus is trapped, Escape and the backdrop close it. */
export function DialogWindow({
  open,
  onClose,
  title,
  description,
  children,
  actions,
  size = 'sm',
  role = 'dialog',
}: DialogProps) {
  return (
    <HeadlessDialog open={open} onClose={onClose} role={role} className="relative z-50">
      <DialogBackdrop
        transition
        className="fixed inset-0 bg-slate-900/40 transition-opacity duration-200 data-closed:opacity-0"
      />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel
          transition
          className={clsx(
            'flex max-h-[calc(100dvh-2rem)] w-full flex-col gap-4 overflow-y-auto rounded-lg bg-white p-6 shadow-float transition duration-200 ease-out data-closed:scale-95 data-closed:opacity-0',
            size === 'sm' ? 'max-w-sm' : 'max-w-lg',
          )}
        >
          <div className="flex flex-col gap-1.5">
            <DialogTitle className="text-base font-semibold text-slate-900">{title}</DialogTitle>
            {description ? <Description className="text-sm text-slate-600">{description}</Description> : null}
          </div>
          {children}
          {actions ? <div className="flex flex-wrap justify-end gap-2">{actions}</div> : null}
        </DialogPanel>
      </div>
    </HeadlessDialog>
  );
}
