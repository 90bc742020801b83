import { Description, DialogBackdrop, DialogPanel, DialogTitle, Dialog as HeadlessDialog } from '@headlessui/react';
import { composerCopy } from '@shared/ui-copy';
import { ArrowLeft, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { IconButton } from '../../ui/IconButton';

export type ComposerPanelProps = {
  open: boolean;
  title: string;
  description?: ReactNode;
  /** Shown when there is a step to go back to. */
  onBack?: () => void;
  /** Escape and the backdrop: may keep the panel open (an unsaved post). */
  onDismiss: () => void;
  /** The X in the upper right: always closes. */
  onCancel: () => void;
  children: ReactNode;
  footer?: ReactNode;
};

/**
 * The share drawer's frame: the design system's drawer look, with a back button and an X
 * that cancels, apart from Escape and the backdrop, which the spec lets an unsaved post refuse.
 */
export function ComposerPanel({
  open,
  title,
  description,
  onBack,
  onDismiss,
  onCancel,
  children,
  footer,
}: ComposerPanelProps) {
  return (
    <HeadlessDialog open={open} onClose={onDismiss} className="relative z-40">
      <DialogBackdrop
        transition
        className="fixed inset-0 bg-slate-900/30 transition-opacity duration-300 data-closed:opacity-0"
      />
      <div className="fixed inset-y-0 right-0 flex w-full justify-end">
        <DialogPanel
          transition
          className="flex h-dvh w-full max-w-md flex-col bg-white shadow-float transition duration-300 ease-out data-closed:translate-x-full"
        >
          <header className="flex items-center gap-2 border-b border-slate-200 px-3 py-3 sm:px-4">
            {onBack ? <IconButton icon={ArrowLeft} label={composerCopy.back} size="sm" onClick={onBack} /> : null}
            <div className="flex min-w-0 flex-1 flex-col px-1">
              <DialogTitle className="truncate text-base font-semibold text-slate-900">{title}</DialogTitle>
              {description ? (
                <Description className="truncate text-xs text-slate-600">{description}</Description>
              ) : null}
            </div>
            <IconButton icon={X} label={composerCopy.close} size="sm" onClick={onCancel} />
          </header>
          <div className="min-h-0 flex-1 overflow-y-auto px-4 py-4 sm:px-6">{children}</div>
          {footer ? (
            <footer className="flex flex-wrap items-center justify-end gap-2 border-t border-slate-200 px-4 py-3 sm:px-6">
              {footer}
            </footer>
          ) : null}
        </DialogPanel>
      </div>
    </HeadlessDialog>
  );
}
