import { uiCopy } from '@shared/ui-copy';
import { ActivatePendingUser } from '@webapp/features/session/use-activate-pending-user';
import { useSession } from '@webapp/features/session/use-session';
import { ViewerProvider } from '@webapp/features/session/viewer-context';
import { useApiClient } from '@webapp/lib/api-context';
import { isApiStatus } from '@webapp/lib/api-client';
import { RealtimeProvider, useRealtimeState } from '@webapp/lib/realtime-context';
import { realtimeUrl } from '@webapp/lib/realtime-client';
import { createHistoryFetcher } from '@webapp/lib/realtime-history';
import { useRealtimeConnection } from '@webapp/lib/use-realtime-connection';
import { Button } from '@webapp/ui/Button';
import { ErrorState } from '@webapp/ui/ErrorState';
import { Skeleton } from '@webapp/ui/Skeleton';
import { useDeferredValue, useEffect, useMemo } from 'react';
import { clearToken } from '../lib/auth-storage';
import { useBadgeRefresh } from '../lib/use-badge-refresh';
import { AccountBar } from './AccountBar';
import { SidePanelWorkspace } from './SidePanelWorkspace';

const expire = () => void clearToken('expired');

function AccountSkeleton() {
  return (
    <div role="status" aria-label={uiCopy.states.loading} className="flex flex-col bg-white">
      <div className="flex items-center gap-2 border-b border-slate-200 px-3 py-2">
        <Skeleton rounded="full" className="size-8" />
        <div className="flex flex-1 flex-col gap-1.5">
          <Skeleton className="h-3 w-1/2" />
          <Skeleton className="h-3 w-2/3" />
        </div>
      </div>
      <div className="flex flex-col gap-3 p-4">
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-10 w-full" />
      </div>
    </div>
  );
}

/** Checks the stored token (a 401 or no session returns to sign-in) and goes live. */
export function SignedInPanel({ serverUrl, token }: { serverUrl: string; token: string }) {
  const api = useApiClient();
  const session = useSession();
  const viewerId = session.data?.user.id ?? null;
  const fetchHistory = useMemo(() => createHistoryFetcher(api), [api]);
  const client = useRealtimeConnection({
    viewerId,
    connectionKey: `${serverUrl} ${token}`,
    url: () => realtimeUrl(serverUrl, token),
    fetchHistory,
    onUnauthorized: expire,
  });
  const realtime = useRealtimeState(client);
  useBadgeRefresh(client);
  // The panel's first full render (account bar, lists, drawers' hosts) runs in a background
  // pass React splits into short tasks, not in the task that delivered the session (issue 18).
  const shown = useDeferredValue(session.data);
  const isExpired = session.data === null || isApiStatus(session.error, 401);
  useEffect(() => {
    if (isExpired) expire();
  }, [isExpired]);

  if (session.isPending || isExpired) return <AccountSkeleton />;
  if (session.isError) {
    return (
      <section className="m-4 flex flex-col gap-2 rounded-lg border border-slate-200 bg-white">
        <ErrorState
          size="sm"
          title={uiCopy.extension.unreachable}
          message={session.error.message}
          onRetry={() => void session.refetch()}
          isRetrying={session.isFetching}
        />
        <div className="flex justify-center pb-4">
          <Button variant="ghost" size="sm" onClick={() => void clearToken()}>
            {uiCopy.extension.signOut}
          </Button>
        </div>
      </section>
    );
  }
  if (!shown) return <AccountSkeleton />;
  return (
    <ViewerProvider session={shown}>
      <RealtimeProvider client={client}>
        <AccountBar serverUrl={serverUrl} realtime={realtime} />
        <ActivatePendingUser />
        <SidePanelWorkspace serverUrl={serverUrl} token={token} />
      </RealtimeProvider>
    </ViewerProvider>
  );
}
