import { clsx } from 'clsx';

/** The look of a header entry: icon over label, accent underline when active. */
export const navItemClass = (isActive: boolean, isCompact: boolean) =>
  clsx(
    'relative inline-flex min-w-14 flex-col items-center justify-center gap-0.5 rounded-lg px-2 text-xs font-medium transition-colors',
    isCompact ? 'h-10' : 'h-12',
    isActive ? 'text-accent-700' : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
    isActive &&
      "after:absolute after:inset-x-2 after:-bottom-px after:h-0.5 after:rounded-full after:bg-accent-600 after:content-['']",
  );

export const navLabelClass = (isCompact: boolean) => (isCompact ? 'sr-only' : 'leading-none');
