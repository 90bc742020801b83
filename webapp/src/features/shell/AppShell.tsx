import { HEADER_SHRINK_SCROLL_PX } from '@shared/rules';
import { uiCopy } from '@shared/ui-copy';
import type { CSSProperties } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { MegAttention } from '../assistant/MegAttention';
import { useMarkOpenedNotificationRead } from '../notifications/use-opened-notification';
import { usePushNavigation } from '../notifications/use-push-navigation';
import { useTimeZoneReport } from '../preferences/use-time-zone-report';
import { useViewer } from '../session/viewer-context';
import { Header } from './Header';
import { LazyNotificationPostDialog, LazyShareDrawer } from './lazy-overlays';
import { isListPath } from './paths';
import { ShellPanels } from './ShellPanels';
import { Sidebar } from './Sidebar';
import { useScrolledPast } from './use-scrolled-past';

/**
 * The signed-in layout: fixed header, sidebar and the current screen. On compact widths
 * the sidebar (79dvh) stacks above list screens and steps aside on detail screens.
 */
export function AppShell() {
  const { pathname } = useLocation();
  const isShrunk = useScrolledPast(HEADER_SHRINK_SCROLL_PX);
  const headerHeight = isShrunk ? '3rem' : '4rem';
  useMarkOpenedNotificationRead();
  usePushNavigation();
  useTimeZoneReport(useViewer().userId);
  return (
    <div className="min-h-dvh" style={{ '--header-h': headerHeight } as CSSProperties}>
      <a
        href="#main"
        className="sr-only rounded-lg bg-white font-medium text-accent-700 shadow-float focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:px-3 focus:py-2"
      >
        {uiCopy.nav.skipToContent}
      </a>
      <Header isShrunk={isShrunk} />
      <div className="mx-auto flex max-w-[1440px] gap-4 px-4 pt-20 pb-4 compact:flex-col mobile:px-2">
        <Sidebar
          className={
            isListPath(pathname)
              ? 'compact:h-[79dvh] wide:sticky wide:top-[calc(var(--header-h)+1rem)] wide:h-[calc(100dvh-var(--header-h)-2rem)] wide:w-80 wide:shrink-0'
              : 'compact:hidden wide:sticky wide:top-[calc(var(--header-h)+1rem)] wide:h-[calc(100dvh-var(--header-h)-2rem)] wide:w-80 wide:shrink-0'
          }
        />
        <main id="main" tabIndex={-1} className="min-w-0 flex-1 focus:outline-none">
          <Outlet />
        </main>
      </div>
      <ShellPanels />
      <LazyNotificationPostDialog />
      <LazyShareDrawer />
      <MegAttention />
    </div>
  );
}
