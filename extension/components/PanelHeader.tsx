import { Logo } from '@webapp/ui/Logo';
import type { ReactNode } from 'react';

/** The logo bar at the top of the side panel and the popup. */
export function PanelHeader({ children }: { children?: ReactNode }) {
  return (
    <header className="flex h-14 items-center justify-between gap-2 border-b border-slate-200 bg-white px-4">
      <Logo />
      {children}
    </header>
  );
}
