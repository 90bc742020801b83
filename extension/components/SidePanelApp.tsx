import { uiCopy } from '@shared/ui-copy';
import { productName } from '@webapp/config';
import { Skeleton } from '@webapp/ui/Skeleton';
import { lazyComponent } from '@webapp/lib/lazy-component';
import { Toaster } from '@webapp/ui/Toaster';
import { Suspense } from 'react';
import { useStoredAuth } from '../lib/use-stored-auth';
import { ExtensionProviders } from './ExtensionProviders';
import { PanelHeader } from './PanelHeader';

// Signed in and signed out are chunks of their own: the page's first script stays small and
// starts reading the stored token at once (budget: e2e/first-load).
const SignedInPanel = lazyComponent(() => import('./SignedInPanel'), 'SignedInPanel');
const SignInForm = lazyComponent(() => import('./SignInForm'), 'SignInForm');

/** The side panel: sign in to a server, then the account bar and the relationships. */
export function SidePanelApp() {
  const auth = useStoredAuth();
  const isSignedIn = Boolean(auth?.token);
  return (
    <div className="flex h-dvh min-w-[320px] flex-col">
      <PanelHeader />
      <main className={isSignedIn ? 'flex min-h-0 flex-1 flex-col' : 'flex flex-1 flex-col gap-4 overflow-y-auto p-4'}>
        {auth === null ? (
          <Skeleton className="h-64 w-full" />
        ) : auth.token ? (
          <ExtensionProviders key={auth.token} serverUrl={auth.serverUrl} token={auth.token}>
            <Suspense fallback={<Skeleton className="h-64 w-full" />}>
              <SignedInPanel serverUrl={auth.serverUrl} token={auth.token} />
            </Suspense>
          </ExtensionProviders>
        ) : (
          <section className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4">
            <h1 className="text-base font-semibold text-slate-900">{uiCopy.auth.signInTitle(productName)}</h1>
            <Suspense fallback={<Skeleton className="h-64 w-full" />}>
              <SignInForm
                initialServerUrl={auth.serverUrl}
                notice={auth.signOutReason === 'expired' ? uiCopy.auth.sessionExpired : null}
              />
            </Suspense>
          </section>
        )}
      </main>
      <Toaster />
    </div>
  );
}
