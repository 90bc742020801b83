import { clsx } from 'clsx';
import { CircleAlert, CircleCheck, Info, type LucideIcon, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { uiCopy } from '@shared/ui-copy';
import { type Toast, type ToastTone, useToastStore } from './toast-store';

const icons: Record<ToastTone, LucideIcon> = { success: CircleCheck, error: CircleAlert, info: Info };
const iconColors: Record<ToastTone, string> = {
  success: 'text-emerald-400',
  error: 'text-red-400',
  info: 'text-accent-200',
};

/** One toast; its timer pauses while the pointer or keyboard focus is on it. */
function ToastItem({ toast }: { toast: Toast }) {
  const dismiss = useToastStore((state) => state.dismiss);
  const [isPaused, setIsPaused] = useState(false);
  useEffect(() => {
    if (isPaused) return;
    const timer = setTimeout(() => dismiss(toast.id), toast.durationMs);
    return () => clearTimeout(timer);
  }, [dismiss, isPaused, toast.durationMs, toast.id]);
  const Icon = icons[toast.tone];
  return (
    // The live role sits inside the list item: a list may only hold plain items (axe).
    <li
      className="pointer-events-auto w-full"
      onMouseEnter={() => setIsPaused(true)}
      onMouseLeave={() => setIsPaused(false)}
      onFocus={() => setIsPaused(true)}
      onBlur={() => setIsPaused(false)}
    >
      <div
        role={toast.tone === 'error' ? 'alert' : 'status'}
        className="flex w-full items-start gap-3 rounded-lg bg-slate-900 px-4 py-3 text-sm text-white shadow-float"
      >
        <Icon aria-hidden="true" className={clsx('mt-0.5 size-4 shrink-0', iconColors[toast.tone])} />
        <p className="min-w-0 flex-1 break-words">{toast.message}</p>
        <button
          type="button"
          onClick={() => dismiss(toast.id)}
          aria-label={uiCopy.states.dismiss}
          className="-m-1 inline-flex size-6 shrink-0 items-center justify-center rounded-lg text-slate-300 hover:bg-white/10 hover:text-white"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
    </li>
  );
}

/**
 * Renders the toast queue at the bottom of the screen (or at the top, where the bottom holds
 * the page's main action, as in the extension's popup). Mount once per page.
 */
export function Toaster({ placement = 'bottom' }: { placement?: 'top' | 'bottom' }) {
  const toasts = useToastStore((state) => state.toasts);
  return (
    <section
      aria-label={uiCopy.states.notifications}
      className={clsx(
        'pointer-events-none fixed inset-x-0 z-[60] flex justify-center p-4 desktop:justify-end',
        placement === 'top' ? 'top-0' : 'bottom-0',
      )}
    >
      <ol className="flex w-full max-w-sm flex-col gap-2">
        {toasts.map((item) => (
          <ToastItem key={item.id} toast={item} />
        ))}
      </ol>
    </section>
  );
}
