import { uiCopy } from '@shared/ui-copy';
import { Button } from '@webapp/ui/Button';
import { Skeleton } from '@webapp/ui/Skeleton';
import { Toaster } from '@webapp/ui/Toaster';
import { ExternalLink, LogIn, PanelRight } from 'lucide-react';
import { useEffect, useState } from 'react';
import { browser } from 'wxt/browser';
import { openSidePanel } from '../lib/messaging';
import { useStoredAuth } from '../lib/use-stored-auth';
import { ExtensionProviders } from './ExtensionProviders';
import { PanelHeader } from './PanelHeader';
import { PopupSignedIn } from './popup/PopupSignedIn';

function SignInPrompt({ onSignIn, isReady }: { onSignIn: () => void; isReady: boolean }) {
  return (
    <section className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4">
      <p className="text-sm text-slate-700">{uiCopy.extension.signInPrompt}</p>
      <Button icon={LogIn} fullWidth disabled={!isReady} onClick={onSignIn}>
        {uiCopy.extension.openSidePanel}
      </Button>
    </section>
  );
}

/**
 * The toolbar popup, 360 px wide: signed out, a prompt that opens the side panel to sign in;
 * signed in, quick-connect with the address selected on the page (or a typed one).
 */
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

  const signInPrompt = <SignInPrompt onSignIn={showSidePanel} isReady={windowId !== null} />;
  return (
    <div className="flex w-[360px] max-w-full flex-col bg-slate-50">
      <PanelHeader />
      <main className="flex flex-col gap-4 p-4">
        {auth === null ? (
          <Skeleton className="h-24 w-full" />
        ) : auth.token ? (
          <>
            <ExtensionProviders key={auth.token} serverUrl={auth.serverUrl} token={auth.token}>
              <PopupSignedIn serverUrl={auth.serverUrl} signedOut={signInPrompt} />
            </ExtensionProviders>
            <div className="flex gap-2 border-t border-slate-200 pt-3">
              <Button variant="ghost" size="sm" icon={PanelRight} disabled={windowId === null} onClick={showSidePanel}>
                {uiCopy.extension.openSidePanel}
              </Button>
              <Button
                variant="ghost"
                size="sm"
                icon={ExternalLink}
                onClick={() => void browser.tabs.create({ url: auth.serverUrl })}
              >
                {uiCopy.extension.openWebApp}
              </Button>
            </div>
          </>
        ) : (
          signInPrompt
        )}
      </main>
      <Toaster />
    </div>
  );
}
