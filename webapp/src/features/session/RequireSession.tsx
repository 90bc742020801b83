import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { ErrorState } from '../../ui/ErrorState';
import { loginPathFor } from './session-api';
import { useSession } from './use-session';
import { ViewerProvider } from './viewer-context';

/** Renders its children for a signed-in user; others go to /login?next=<this page>. */
export function RequireSession({ children, loading }: { children: ReactNode; loading: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (session.isPending) return loading;
  if (session.isError) {
    return (
      <main className="flex min-h-dvh items-center justify-center p-4">
        <ErrorState
          message={session.error.message}
          onRetry={() => void session.refetch()}
          isRetrying={session.isFetching}
        />
      </main>
    );
  }
  if (!session.data) {
    return <Navigate to={loginPathFor(`${location.pathname}${location.search}${location.hash}`)} replace />;
  }
  return <ViewerProvider session={session.data}>{children}</ViewerProvider>;
}
