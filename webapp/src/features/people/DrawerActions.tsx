import type { ReactNode } from 'react';

/** A form's buttons, kept in view at the bottom of a drawer's scrolling body. */
export function DrawerActions({ children }: { children: ReactNode }) {
  return (
    <div className="sticky bottom-0 z-10 -mx-6 -mb-5 mt-2 flex flex-wrap justify-end gap-2 border-t border-slate-200 bg-white px-6 py-4">
      {children}
    </div>
  );
}
