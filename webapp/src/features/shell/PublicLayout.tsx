import { uiCopy } from '@shared/ui-copy';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useProductName } from '../app-config/use-app-config';
import { ButtonLink } from '../../ui/ButtonLink';
import { Logo } from '../../ui/Logo';
import { useSession } from '../session/use-session';

/** Public pages (profile, job link, 404): a slim bar with the logo and a way in. */
export function PublicLayout({ children, signInPath = '/login' }: { children: ReactNode; signInPath?: string }) {
  const productName = useProductName();
  const session = useSession();
  const isSignedIn = Boolean(session.data);
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 max-w-5xl items-center justify-between gap-3 px-4">
          <Link to="/" aria-label={productName} className="rounded-lg">
            <Logo />
          </Link>
          {session.isPending ? null : (
            <ButtonLink to={isSignedIn ? '/' : signInPath} size="sm" variant={isSignedIn ? 'secondary' : 'primary'}>
              {isSignedIn ? uiCopy.screens.openApp : uiCopy.screens.signIn}
            </ButtonLink>
          )}
        </div>
      </header>
      <main id="main" className="mx-auto flex w-full max-w-5xl flex-1 flex-col px-4 py-8">
        {children}
      </main>
    </div>
  );
}
