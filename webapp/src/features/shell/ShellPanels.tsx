import { uiCopy } from '@shared/ui-copy';
import { Bot, type LucideIcon } from 'lucide-react';
import { type ComponentType, useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { lazyComponent } from '../../lib/lazy-component';
import { Drawer } from '../../ui/Drawer';
import { EmptyState } from '../../ui/EmptyState';
import { MountOnFirstOpen } from '../../ui/MountOnFirstOpen';
import { AssistantOverlays } from '../assistant/AssistantOverlays';
import { useStoredDrawerLink } from '../frames/use-stored-drawer-link';
import { PeoplePanels } from '../people/PeoplePanels';
import { type ShellPanel, useShellStore } from './shell-store';

type DrawerComponent = ComponentType<{ open: boolean; onClose: () => void }>;

/** Panels a feature renders itself (drawers, and My Link's dialog): one line each, each a chunk loaded on first open. */
const featurePanels = {
  changePassword: lazyComponent(() => import('../account/ChangePasswordDrawer'), 'ChangePasswordDrawer'),
  myLink: lazyComponent(() => import('../profile/QrConnectDialog'), 'QrConnectDialog'),
  myProfile: lazyComponent(() => import('../profile/MyProfileDrawer'), 'MyProfileDrawer'),
  editProfile: lazyComponent(() => import('../profile/edit/EditProfileDrawer'), 'EditProfileDrawer'),
  notifications: lazyComponent(() => import('../notifications'), 'NotificationsDrawer'),
  notificationPreferences: lazyComponent(() => import('../preferences'), 'NotificationPreferencesDrawer'),
  newRelationship: lazyComponent(
    () => import('../people/new-relationship/NewRelationshipDrawer'),
    'NewRelationshipDrawer',
  ),
  createGroup: lazyComponent(() => import('../groups/CreateGroupDrawer'), 'CreateGroupDrawer'),
  postJob: lazyComponent(() => import('../jobs/form/JobFormDrawer'), 'JobFormDrawer'),
  feedback: lazyComponent(() => import('../feedback/FeedbackDialog'), 'FeedbackDialog'),
  support: lazyComponent(() => import('../frames/HelpDrawers'), 'SupportDrawer'),
  faq: lazyComponent(() => import('../frames/HelpDrawers'), 'FaqDrawer'),
  enterpriseSolutions: lazyComponent(() => import('../frames/HelpDrawers'), 'EnterpriseSolutionsDrawer'),
  frame: lazyComponent(() => import('../frames/HelpDrawers'), 'AnyFrameDrawer'),
} satisfies Partial<Record<ShellPanel, DrawerComponent>>;

type FeaturePanel = keyof typeof featurePanels;
type InfoPanel = Exclude<ShellPanel, FeaturePanel>;
const isFeaturePanel = (panel: ShellPanel): panel is FeaturePanel => panel in featurePanels;

const infoPanels: Record<InfoPanel, { icon: LucideIcon; copy: { title: string; text: string } }> = {
  assistant: { icon: Bot, copy: uiCopy.panels.assistant },
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
  useStoredDrawerLink();
  const info = panel && !isFeaturePanel(panel) ? infoPanels[panel] : null;
  return (
    <>
      {Object.entries(featurePanels).map(([name, Panel]) => (
        <MountOnFirstOpen key={name} isOpen={panel === name}>
          <Panel open={panel === name} onClose={closePanel} />
        </MountOnFirstOpen>
      ))}
      <Drawer open={info !== null} onClose={closePanel} title={info?.copy.title ?? ''}>
        {info ? <EmptyState icon={info.icon} title={info.copy.title} text={info.copy.text} /> : null}
      </Drawer>
      <PeoplePanels />
      <AssistantOverlays />
    </>
  );
}
