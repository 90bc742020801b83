import { uiCopy } from '@shared/ui-copy';
import {
  Bell,
  BellRing,
  Bot,
  BriefcaseBusiness,
  Building2,
  CircleHelp,
  LifeBuoy,
  type LucideIcon,
  MessageSquareText,
  UserPen,
  UserPlus,
  UsersRound,
} from 'lucide-react';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Drawer } from '../../ui/Drawer';
import { EmptyState } from '../../ui/EmptyState';
import { ChangePasswordDrawer } from '../account/ChangePasswordDrawer';
import { type ShellPanel, useShellStore } from './shell-store';

type InfoPanel = Exclude<ShellPanel, 'changePassword'>;

const infoPanels: Record<InfoPanel, { icon: LucideIcon; copy: { title: string; text: string } }> = {
  notifications: { icon: Bell, copy: uiCopy.panels.notifications },
  notificationPreferences: { icon: BellRing, copy: uiCopy.panels.notificationPreferences },
  feedback: { icon: MessageSquareText, copy: uiCopy.panels.feedback },
  support: { icon: LifeBuoy, copy: uiCopy.panels.support },
  faq: { icon: CircleHelp, copy: uiCopy.panels.faq },
  enterpriseSolutions: { icon: Building2, copy: uiCopy.panels.enterpriseSolutions },
  editProfile: { icon: UserPen, copy: uiCopy.panels.editProfile },
  assistant: { icon: Bot, copy: uiCopy.panels.assistant },
  newRelationship: { icon: UserPlus, copy: uiCopy.panels.newRelationship },
  createGroup: { icon: UsersRound, copy: uiCopy.panels.createGroup },
  postJob: { icon: BriefcaseBusiness, copy: uiCopy.panels.postJob },
};

/** Opens the preferences drawer for ?notification_preferences links (spec 1 §2). */
function useDeepLinkedPanel() {
  const [params, setParams] = useSearchParams();
  const openPanel = useShellStore((state) => state.openPanel);
  const hasPreferencesLink = params.has('notification_preferences');
  useEffect(() => {
    if (!hasPreferencesLink) return;
    openPanel('notificationPreferences');
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('notification_preferences');
        return next;
      },
      { replace: true },
    );
  }, [hasPreferencesLink, openPanel, setParams]);
}

/** Every drawer the shell opens; one is open at a time. */
export function ShellPanels() {
  const panel = useShellStore((state) => state.panel);
  const closePanel = useShellStore((state) => state.closePanel);
  useDeepLinkedPanel();
  const info = panel && panel !== 'changePassword' ? infoPanels[panel] : null;
  return (
    <>
      <ChangePasswordDrawer open={panel === 'changePassword'} onClose={closePanel} />
      <Drawer open={info !== null} onClose={closePanel} title={info?.copy.title ?? ''}>
        {info ? <EmptyState icon={info.icon} title={info.copy.title} text={info.copy.text} /> : null}
      </Drawer>
    </>
  );
}
