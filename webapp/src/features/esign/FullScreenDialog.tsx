import { Dialog as HeadlessDialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { esignCopy } from '@shared/ui-copy';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { IconButton } from '../../ui/IconButton';

/** The full-screen e-sign dialog (spec 2 §2): a title bar, the body, actions at the bottom. */
export function FullScreenDialog({
  open,
  onClose,
  title,
  children,
  aside,
  actions,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  aside?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <HeadlessDialog open={open} onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-slate-900/40" aria-hidden="true" />
      <DialogPanel className="fixed inset-2 flex flex-col overflow-hidden rounded-lg bg-white shadow-float sm:inset-4">
        <div className="flex items-center justify-between gap-3 border-b border-slate-200 px-4 py-3">
          <DialogTitle className="truncate text-base font-semibold text-slate-900">{title}</DialogTitle>
          <IconButton icon={X} label={esignCopy.close} onClick={onClose} />
        </div>
        <div className="flex min-h-0 flex-1">
          <div className="min-w-0 flex-1 overflow-auto bg-slate-100 p-4">{children}</div>
          {aside ? (
            <aside className="flex w-80 shrink-0 flex-col gap-4 overflow-y-auto border-l border-slate-200 p-4">
              {aside}
            </aside>
          ) : null}
        </div>
        {actions ? (
          <div className="flex flex-wrap justify-end gap-2 border-t border-slate-200 px-4 py-3">{actions}</div>
        ) : null}
      </DialogPanel>
    </HeadlessDialog>
  );
}
