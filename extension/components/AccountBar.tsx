import { uiCopy } from '@shared/ui-copy';
import { ConnectionStatus } from '@webapp/features/realtime/ConnectionStatus';
import { signOutSession } from '@webapp/features/session/session-api';
import { useViewer } from '@webapp/features/session/viewer-context';
import { useApiClient } from '@webapp/lib/api-context';
import type { RealtimeState } from '@webapp/lib/realtime-client';
import { Avatar } from '@webapp/ui/Avatar';
import { Menu } from '@webapp/ui/Menu';
import { EllipsisVertical, ExternalLink, LogOut } from 'lucide-react';
import { clearToken } from '../lib/auth-storage';
import { useOpenWebApp } from '../lib/use-open-web-app';

type AccountBarProps = { serverUrl: string; realtime: RealtimeState };

/** One compact row: who is signed in, the live connection, and a menu (web app, sign out). */
export function AccountBar({ serverUrl, realtime }: AccountBarProps) {
  const viewer = useViewer();
  const api = useApiClient();
  const openWebApp = useOpenWebApp(serverUrl);

  async function signOut() {
    // The token is forgotten even if the server cannot be told (offline, already expired).
    await signOutSession(api).catch(() => undefined);
    await clearToken();
  }

  return (
    <section
      aria-label={uiCopy.extension.signedInAs}
      className="flex min-w-0 items-center gap-2 border-b border-slate-200 bg-white px-3 py-2"
    >
      <Avatar name={viewer.fullName} src={viewer.avatar} size="sm" decorative />
      <div className="flex min-w-0 flex-1 flex-col leading-tight">
        <span className="truncate text-sm font-semibold text-slate-900" title={viewer.fullName}>
          {viewer.fullName}
        </span>
        <span className="truncate text-xs text-slate-600" title={viewer.email}>
          {viewer.email}
        </span>
      </div>
      <ConnectionStatus state={realtime} className="shrink-0" />
      <Menu
        label={uiCopy.nav.accountMenu}
        buttonClassName="size-8 shrink-0 justify-center text-slate-600 hover:bg-slate-100"
        trigger={<EllipsisVertical aria-hidden="true" className="size-4" />}
        items={[
          {
            id: 'web',
            label: uiCopy.extension.openWebApp,
            icon: ExternalLink,
            onSelect: () => void openWebApp('/'),
          },
          { kind: 'divider', id: 'd1' },
          { id: 'sign-out', label: uiCopy.extension.signOut, icon: LogOut, onSelect: () => void signOut() },
        ]}
      />
    </section>
  );
}
