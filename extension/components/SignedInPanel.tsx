import { uiCopy } from '@shared/ui-copy';
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
import { useEffect, useMemo } from 'react';
import { clearToken } from '../lib/auth-storage';
import { AccountCard } from './AccountCard';

const expire = () => void clearToken('expired');

function AccountSkeleton() {
  return (
    <div
      role="status"
      aria-label={uiCopy.states.loading}
      className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4"
    >
      <div className="flex items-center gap-3">
        <Skeleton rounded="full" className="size-14" />
        <div className="flex flex-1 flex-col gap-2">
          <Skeleton className="h-3 w-1/3" />
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-3 w-1/2" />
        </div>
      </div>
      <Skeleton className="h-9 w-full" />
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
  const isExpired = session.data === null || isApiStatus(session.error, 401);
  useEffect(() => {
    if (isExpired) expire();
  }, [isExpired]);

  if (session.isPending || isExpired) return <AccountSkeleton />;
  if (session.isError) {
    return (
      <section className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white">
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
  if (!session.data) return <AccountSkeleton />;
  return (
    <ViewerProvider session={session.data}>
      <RealtimeProvider client={client}>
        <AccountCard serverUrl={serverUrl} realtime={realtime} />
      </RealtimeProvider>
    </ViewerProvider>
  );
}
