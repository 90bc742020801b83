import { uiCopy } from '@shared/ui-copy';
import { signOutSession } from '@webapp/features/session/session-api';
import { useViewer } from '@webapp/features/session/viewer-context';
import { ConnectionStatus } from '@webapp/features/realtime/ConnectionStatus';
import { useApiClient } from '@webapp/lib/api-context';
import type { RealtimeState } from '@webapp/lib/realtime-client';
import { Avatar } from '@webapp/ui/Avatar';
import { Button } from '@webapp/ui/Button';
import { ExternalLink, LogOut } from 'lucide-react';
import { useState } from 'react';
import { browser } from 'wxt/browser';
import { clearToken } from '../lib/auth-storage';

type AccountCardProps = { serverUrl: string; realtime: RealtimeState };

/** The signed-in user with the live connection state, a way to the web app, and Sign out. */
export function AccountCard({ serverUrl, realtime }: AccountCardProps) {
  const viewer = useViewer();
  const api = useApiClient();
  const [isSigningOut, setIsSigningOut] = useState(false);

  async function signOut() {
    setIsSigningOut(true);
    // The token is forgotten even if the server cannot be told (offline, already expired).
    await signOutSession(api).catch(() => undefined);
    await clearToken();
  }

  return (
    <section
      aria-label={uiCopy.extension.signedInAs}
      className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4"
    >
      <div className="flex min-w-0 items-center gap-3">
        <Avatar name={viewer.fullName} src={viewer.avatar} size="lg" decorative />
        <div className="flex min-w-0 flex-col">
          <span className="text-xs text-slate-600">{uiCopy.extension.signedInAs}</span>
          <span className="truncate text-base font-semibold text-slate-900" title={viewer.fullName}>
            {viewer.fullName}
          </span>
          <span className="truncate text-sm text-slate-600" title={viewer.email}>
            {viewer.email}
          </span>
        </div>
      </div>
      <div className="flex items-center justify-between gap-2 rounded-lg bg-slate-50 px-3 py-2">
        <span className="text-xs font-medium text-slate-600">{uiCopy.extension.connection}</span>
        <ConnectionStatus state={realtime} />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          icon={ExternalLink}
          className="flex-1"
          onClick={() => void browser.tabs.create({ url: serverUrl })}
        >
          {uiCopy.extension.openWebApp}
        </Button>
        <Button
          variant="ghost"
          icon={LogOut}
          className="flex-1"
          isLoading={isSigningOut}
          onClick={() => void signOut()}
        >
          {uiCopy.extension.signOut}
        </Button>
      </div>
    </section>
  );
}
