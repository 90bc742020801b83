import { messages } from '@shared/messages';
import { notificationsCopy, uiCopy } from '@shared/ui-copy';
import { Bell, Briefcase, House, Link2, Menu as MenuIcon, MessageSquareText } from 'lucide-react';
import { useProductName } from '../app-config/use-app-config';
import { useUnseenNotifications } from '../notifications/use-notifications';
import { Menu, type MenuEntry } from '../../ui/Menu';
import { useViewer } from '../session/viewer-context';
import { helpMenuItems } from './help-menu-items';
import { jobsHomePath } from './paths';
import { useShellStore } from './shell-store';
import { useHomeUnread } from './use-home-unread';
import { useCopyProfileLink } from './use-copy-profile-link';

/** On mobile widths the header's entries live in one menu. */
export function MobileNavMenu() {
  const productName = useProductName();
  const viewer = useViewer();
  const openPanel = useShellStore((state) => state.openPanel);
  const hasHomeUnread = useHomeUnread();
  const unreadNotifications = useUnseenNotifications();
  const { copy } = useCopyProfileLink(messages.profile.productLinkCopied(productName));
  const help = helpMenuItems(viewer, openPanel).filter((item) => item.id !== 'feedback');
  const items: MenuEntry[] = [
    {
      id: 'home',
      label: hasHomeUnread ? `${uiCopy.nav.home} (${uiCopy.nav.homeUnread})` : uiCopy.nav.home,
      icon: House,
      to: '/',
    },
    { id: 'jobs', label: uiCopy.nav.jobs, icon: Briefcase, to: jobsHomePath() },
    {
      id: 'notifications',
      label:
        unreadNotifications > 0
          ? `${uiCopy.nav.notifications} (${notificationsCopy.unreadCount(unreadNotifications)})`
          : uiCopy.nav.notifications,
      icon: Bell,
      onSelect: () => openPanel('notifications'),
    },
    { id: 'feedback', label: uiCopy.nav.feedback, icon: MessageSquareText, onSelect: () => openPanel('feedback') },
    {
      id: 'my-link',
      label: uiCopy.nav.myLink,
      icon: Link2,
      onSelect: () => {
        void copy();
        openPanel('myLink');
      },
    },
    { kind: 'divider', id: 'help-divider' },
    ...help,
  ];
  return (
    <Menu
      label={uiCopy.nav.more}
      buttonClassName="relative size-10 justify-center text-slate-700 hover:bg-slate-100"
      trigger={
        <>
          <MenuIcon aria-hidden="true" className="size-5" />
          {hasHomeUnread || unreadNotifications > 0 ? (
            <span
              aria-hidden="true"
              className="absolute top-1.5 right-1.5 size-2.5 rounded-full border-2 border-white bg-red-600"
            />
          ) : null}
        </>
      }
      items={items}
    />
  );
}
