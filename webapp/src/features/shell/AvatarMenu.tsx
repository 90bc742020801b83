import { accountDataCopy } from '@shared/copy/account-data';
import { esignDocumentsCopy } from '@shared/copy/esign-documents';
import { uiCopy } from '@shared/ui-copy';
import {
  Bell,
  Bot,
  Building2,
  ChevronDown,
  CreditCard,
  Download,
  FileSignature,
  KeyRound,
  Link2,
  LogOut,
  Sparkles,
  UserX,
  UserPen,
} from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { Avatar } from '../../ui/Avatar';
import { Menu, type MenuEntry } from '../../ui/Menu';
import { useManageSubscription } from '../account/use-manage-subscription';
import { useAssistant } from '../assistant/assistant-api';
import { chatPathFor } from '../assistant/assistant-paths';
import { useAssistantStore } from '../assistant/assistant-store';
import { useSignOut } from '../session/use-sign-out';
import { useViewer } from '../session/viewer-context';
import { pricingLinkFor } from './pricing-link';
import { useShellStore } from './shell-store';
import { useCopyProfileLink } from './use-copy-profile-link';

/** The avatar menu with every entry of spec 1 §2, in its order. */
export function AvatarMenu() {
  const viewer = useViewer();
  const openPanel = useShellStore((state) => state.openPanel);
  const isSubscribed = useAssistantStore((state) => state.isSubscribed);
  const assistant = useAssistant().data;
  const navigate = useNavigate();
  // The assistant's chat, or the test persona's in test mode (spec 1 §2).
  const assistantChatId = assistant
    ? (assistant.status === 'testMode' && assistant.testUserId) || assistant.assistantId
    : null;
  const { copy } = useCopyProfileLink();
  const signOut = useSignOut();
  const manageSubscription = useManageSubscription();
  const copyText = uiCopy.avatarMenu;

  const items: (MenuEntry | false)[] = [
    {
      kind: 'header',
      id: 'who',
      content: (
        <div className="flex min-w-0 flex-col">
          <span className="truncate text-sm font-semibold text-slate-900" title={viewer.fullName}>
            {viewer.fullName}
          </span>
          <span className="truncate text-xs text-slate-600" title={viewer.email}>
            {viewer.email}
          </span>
        </div>
      ),
    },
    { kind: 'divider', id: 'd1' },
    { id: 'profile-link', label: copyText.profileLink, icon: Link2, onSelect: () => void copy() },
    { id: 'edit-profile', label: copyText.editProfile, icon: UserPen, onSelect: () => openPanel('myProfile') },
    isSubscribed && {
      id: 'subscriptions',
      label: copyText.manageSubscriptions,
      icon: CreditCard,
      onSelect: () => manageSubscription.mutate(),
    },
    {
      id: 'notification-preferences',
      label: copyText.notificationPreferences,
      icon: Bell,
      onSelect: () => openPanel('notificationPreferences'),
    },
    { id: 'upgrade', label: copyText.upgrade, icon: Sparkles, to: pricingLinkFor(viewer, 'avatar-menu') },
    {
      id: 'assistant',
      label: copyText.yourAiAssistant,
      icon: Bot,
      onSelect: () => (assistantChatId ? navigate(chatPathFor(assistantChatId)) : openPanel('assistant')),
    },
    {
      id: 'enterprise',
      label: copyText.enterpriseSolutions,
      icon: Building2,
      onSelect: () => openPanel('enterpriseSolutions'),
    },
    !viewer.isSocialLogin && {
      id: 'change-password',
      label: copyText.changePassword,
      icon: KeyRound,
      onSelect: () => openPanel('changePassword'),
    },
    { id: 'signed-documents', label: esignDocumentsCopy.menu, icon: FileSignature, to: '/documents' },
    { id: 'download-data', label: accountDataCopy.menuDownload, icon: Download, to: '/account/data' },
    { id: 'delete-account', label: accountDataCopy.menuDelete, icon: UserX, to: '/account/data#delete' },
    { kind: 'divider', id: 'd2' },
    { id: 'logout', label: copyText.logout, icon: LogOut, tone: 'danger', onSelect: () => signOut.mutate() },
  ];

  return (
    <Menu
      label={uiCopy.nav.accountMenu}
      buttonClassName="gap-1 p-1 hover:bg-slate-100"
      trigger={
        <>
          <Avatar name={viewer.fullName} src={viewer.avatar} size="sm" decorative />
          <ChevronDown aria-hidden="true" className="size-4 text-slate-500 mobile:hidden" />
        </>
      }
      items={items.filter((item): item is MenuEntry => item !== false)}
    />
  );
}
