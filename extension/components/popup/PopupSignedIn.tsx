import { uiCopy } from '@shared/ui-copy';
import { useSession } from '@webapp/features/session/use-session';
import { useViewer, ViewerProvider } from '@webapp/features/session/viewer-context';
import { isApiStatus } from '@webapp/lib/api-client';
import { Avatar } from '@webapp/ui/Avatar';
import { ErrorState } from '@webapp/ui/ErrorState';
import { Skeleton } from '@webapp/ui/Skeleton';
import { type ReactNode, useEffect } from 'react';
import { clearToken } from '../../lib/auth-storage';
import { QuickConnect } from './QuickConnect';

function AccountLine() {
  const viewer = useViewer();
  return (
    <section aria-label={uiCopy.extension.signedInAs} className="flex min-w-0 items-center gap-2">
      <Avatar name={viewer.fullName} src={viewer.avatar} size="sm" decorative />
      <div className="flex min-w-0 flex-col leading-tight">
        <span className="truncate text-sm font-semibold text-slate-900" title={viewer.fullName}>
          {viewer.fullName}
        </span>
        <span className="truncate text-xs text-slate-600" title={viewer.email}>
          {viewer.email}
        </span>
      </div>
    </section>
  );
}

/** The title row with the account at its right, and the address field. */
function SessionSkeleton() {
  return (
    <div role="status" aria-label={uiCopy.states.loading} className="flex flex-col gap-4">
      <div className="flex items-center justify-between gap-3">
        <Skeleton className="h-4 w-2/5" />
        <div className="flex w-2/5 items-center gap-2">
          <Skeleton rounded="full" className="size-8 shrink-0" />
          <div className="flex flex-1 flex-col gap-1.5">
            <Skeleton className="h-3 w-3/4" />
            <Skeleton className="h-3 w-full" />
          </div>
        </div>
      </div>
      <Skeleton className="h-10 w-full" />
    </div>
  );
}

/**
 * The popup once a token is stored: checks it (a 401 or no session signs out with the
 * 'expired' reason, as the side panel does), then the account and quick-connect.
 */
export function PopupSignedIn({ serverUrl, signedOut }: { serverUrl: string; signedOut: ReactNode }) {
  const session = useSession();
  const isExpired = session.data === null || isApiStatus(session.error, 401);
  useEffect(() => {
    if (isExpired) void clearToken('expired');
  }, [isExpired]);

  if (isExpired) return signedOut;
  if (session.isPending) return <SessionSkeleton />;
  if (session.isError) {
    return (
      <div className="rounded-lg border border-slate-200 bg-white">
        <ErrorState
          size="sm"
          title={uiCopy.extension.unreachable}
          message={session.error.message}
          onRetry={() => void session.refetch()}
          isRetrying={session.isFetching}
        />
      </div>
    );
  }
  if (!session.data) return <SessionSkeleton />;
  return (
    <ViewerProvider session={session.data}>
      <QuickConnect serverUrl={serverUrl} account={<AccountLine />} />
    </ViewerProvider>
  );
}
