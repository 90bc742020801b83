import { uiCopy } from '@shared/ui-copy';
import { Button } from '@webapp/ui/Button';
import { Skeleton } from '@webapp/ui/Skeleton';
import { Toaster } from '@webapp/ui/Toaster';
import { ExternalLink, LogIn, PanelRight } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { browser } from 'wxt/browser';
import { openSidePanel } from '../lib/messaging';
import { useOpenWebApp } from '../lib/use-open-web-app';
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

/** Open web app: its home, signed in as the extension is (a one-time sign-in link). */
function OpenWebAppButton({ serverUrl }: { serverUrl: string }) {
  const openWebApp = useOpenWebApp(serverUrl);
  return (
    <Button variant="ghost" size="sm" icon={ExternalLink} onClick={() => void openWebApp('/')}>
      {uiCopy.extension.openWebApp}
    </Button>
  );
}

/**
 * The toolbar popup. Chrome sizes its window to the document, up to 800 × 600: the 520 px
 * column sets the width, and every state (the invitation form the tallest) fits 600 px
 * without a scroll, the header's links included. Signed out, a prompt that opens the side
 * panel to sign in; signed in, quick-connect with the address selected on the page.
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
  const layout = (links: ReactNode, content: ReactNode) => (
    // The header spans the window whatever its width; the column is what sizes the window.
    <div className="flex w-full flex-col bg-slate-50">
      <PanelHeader>{links}</PanelHeader>
      <main className="mx-auto flex w-[520px] max-w-full flex-col gap-4 p-4">{content}</main>
      {/* Above the header: at the bottom a toast would cover SEND INVITATION and CONNECT. */}
      <Toaster placement="top" />
    </div>
  );

  if (auth === null) return layout(null, <Skeleton className="h-24 w-full" />);
  if (!auth.token) return layout(null, signInPrompt);
  return (
    <ExtensionProviders key={auth.token} serverUrl={auth.serverUrl} token={auth.token}>
      {layout(
        <div className="flex items-center gap-1">
          <Button variant="ghost" size="sm" icon={PanelRight} disabled={windowId === null} onClick={showSidePanel}>
            {uiCopy.extension.openSidePanel}
          </Button>
          <OpenWebAppButton serverUrl={auth.serverUrl} />
        </div>,
        <PopupSignedIn serverUrl={auth.serverUrl} signedOut={signInPrompt} />,
      )}
    </ExtensionProviders>
  );
}
