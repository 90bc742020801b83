import { messages } from '@shared/messages';
import { notificationsCopy, uiCopy } from '@shared/ui-copy';
import { clsx } from 'clsx';
import { Bell, Briefcase, House, MessageSquareText } from 'lucide-react';
import { Link, useLocation } from 'react-router-dom';
import { useProductName } from '../app-config/use-app-config';
import { useUnseenNotifications } from '../notifications/use-notifications';
import { Logo } from '../../ui/Logo';
import { HeaderSearchBox } from '../search/HeaderSearchBox';
import { AvatarMenu } from './AvatarMenu';
import { HeaderNavItem } from './HeaderNavItem';
import { HelpMenu } from './HelpMenu';
import { MobileNavMenu } from './MobileNavMenu';
import { MyLinkPopover } from './MyLinkPopover';
import { isJobsPath, jobsHomePath } from './paths';
import { useShellStore } from './shell-store';
import { useHomeUnread } from './use-home-unread';

/** The app header (spec 1 §2). It shrinks once the page has scrolled past 50 px. */
export function Header({ isShrunk }: { isShrunk: boolean }) {
  const productName = useProductName();
  const { pathname } = useLocation();
  const openPanel = useShellStore((state) => state.openPanel);
  const hasHomeUnread = useHomeUnread();
  const unreadNotifications = useUnseenNotifications();
  return (
    <header
      data-shrunk={isShrunk || undefined}
      className={clsx(
        'fixed inset-x-0 top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur transition-[height] duration-200',
        isShrunk ? 'h-12' : 'h-16',
      )}
    >
      <div className="mx-auto flex h-full max-w-[1440px] items-center gap-3 px-4">
        <Link to="/" aria-label={`${productName}, ${uiCopy.nav.home}`} className="rounded-lg">
          <Logo showName={!isShrunk} className="mobile:hidden" />
          <Logo showName={false} className="desktop:hidden" />
        </Link>
        <p className="min-w-0 flex-1 truncate text-sm font-semibold text-slate-900 desktop:hidden">
          {messages.relationships.startNewRelationship}
        </p>
        <HeaderSearchBox className="ml-4 w-full max-w-sm mobile:hidden" />
        <nav aria-label="Main" className="ml-auto flex items-center gap-1 self-stretch mobile:hidden">
          <HeaderNavItem
            to="/"
            icon={House}
            label={uiCopy.nav.home}
            isActive={pathname === '/'}
            marker={hasHomeUnread ? uiCopy.nav.homeUnread : null}
            isCompact={isShrunk}
          />
          <HeaderNavItem
            to={jobsHomePath()}
            icon={Briefcase}
            label={uiCopy.nav.jobs}
            isActive={isJobsPath(pathname)}
            isCompact={isShrunk}
          />
          <HeaderNavItem
            icon={Bell}
            label={uiCopy.nav.notifications}
            onClick={() => openPanel('notifications')}
            marker={unreadNotifications > 0 ? notificationsCopy.unreadCount(unreadNotifications) : null}
            badge={unreadNotifications > 0 ? notificationsCopy.badge(unreadNotifications) : null}
            isCompact={isShrunk}
          />
          <HeaderNavItem
            icon={MessageSquareText}
            label={uiCopy.nav.feedback}
            onClick={() => openPanel('feedback')}
            isCompact={isShrunk}
          />
          <HelpMenu isCompact={isShrunk} />
          <MyLinkPopover isCompact={isShrunk} />
        </nav>
        <div className="desktop:hidden">
          <MobileNavMenu />
        </div>
        <div className="border-slate-200 desktop:ml-2 desktop:border-l desktop:pl-3">
          <AvatarMenu />
        </div>
      </div>
    </header>
  );
}
