import { uiCopy } from '@shared/ui-copy';
import { useSession } from '@webapp/features/session/use-session';
import { Avatar } from '@webapp/ui/Avatar';
import { Button } from '@webapp/ui/Button';
import { Skeleton } from '@webapp/ui/Skeleton';
import { ExternalLink, PanelRight } from 'lucide-react';
import { useEffect, useState } from 'react';
import { browser } from 'wxt/browser';
import { openSidePanel } from '../lib/messaging';
import { useStoredAuth } from '../lib/use-stored-auth';
import { ExtensionProviders } from './ExtensionProviders';
import { PanelHeader } from './PanelHeader';

/** Who is signed in, read with the stored token; anything else asks to sign in. */
function SignedInUser() {
  const session = useSession();
  if (session.isPending) {
    return (
      <div role="status" aria-label={uiCopy.states.loading} className="flex items-center gap-3">
        <Skeleton rounded="full" className="size-10" />
        <div className="flex flex-1 flex-col gap-2">
          <Skeleton className="h-3 w-2/3" />
          <Skeleton className="h-3 w-1/2" />
        </div>
      </div>
    );
  }
  const user = session.data?.user;
  if (!user) return <SignInPrompt />;
  const name = `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim() || user.name || user.email;
  return (
    <div className="flex min-w-0 items-center gap-3">
      <Avatar name={name} src={user.avatar ?? user.image} size="md" decorative />
      <div className="flex min-w-0 flex-col">
        <span className="truncate text-sm font-semibold text-slate-900" title={name}>
          {name}
        </span>
        <span className="truncate text-xs text-slate-600" title={user.email}>
          {user.email}
        </span>
      </div>
    </div>
  );
}

function SignInPrompt() {
  return <p className="text-sm text-slate-700">{uiCopy.extension.signInPrompt}</p>;
}

/** The toolbar popup: a small card with the account and the two ways onward. */
export function PopupApp() {
  const auth = useStoredAuth();
  const [windowId, setWindowId] = useState<number | null>(null);
  useEffect(() => {
    void browser.windows.getCurrent().then((current) => setWindowId(current.id ?? null));
  }, []);

  function showSidePanel() {
    if (windowId === null) return;
    void openSidePanel(windowId).then(() => window.close());
  }

  return (
    <div className="flex w-[320px] flex-col">
      <PanelHeader />
      <main className="flex flex-col gap-4 p-4">
        {auth === null ? (
          <Skeleton className="h-10 w-full" />
        ) : auth.token ? (
          <ExtensionProviders key={auth.token} serverUrl={auth.serverUrl} token={auth.token}>
            <SignedInUser />
          </ExtensionProviders>
        ) : (
          <SignInPrompt />
        )}
        <div className="flex flex-col gap-2">
          <Button icon={PanelRight} fullWidth disabled={windowId === null} onClick={showSidePanel}>
            {uiCopy.extension.openSidePanel}
          </Button>
          <Button
            variant="secondary"
            icon={ExternalLink}
            fullWidth
            disabled={auth === null}
            onClick={() => auth && void browser.tabs.create({ url: auth.serverUrl })}
          >
            {uiCopy.extension.openWebApp}
          </Button>
        </div>
      </main>
    </div>
  );
}
