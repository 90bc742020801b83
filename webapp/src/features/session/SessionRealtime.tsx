import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import { useApiClient } from '../../lib/api-context';
import { RealtimeProvider } from '../../lib/realtime-context';
import { realtimeUrl } from '../../lib/realtime-client';
import { createHistoryFetcher } from '../../lib/realtime-history';
import { useRealtimeConnection } from '../../lib/use-realtime-connection';
import { sessionQueryKey } from './session-api';
import { useViewer } from './viewer-context';

/** The web app's realtime connection for the signed-in user (cookie authenticated). */
export function SessionRealtime({ children }: { children: ReactNode }) {
  const viewer = useViewer();
  const api = useApiClient();
  const queryClient = useQueryClient();
  const fetchHistory = useMemo(() => createHistoryFetcher(api), [api]);
  const client = useRealtimeConnection({
    viewerId: viewer.userId,
    connectionKey: window.location.origin,
    url: () => realtimeUrl(window.location.origin),
    fetchHistory,
    onUnauthorized: () => void queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  });
  return <RealtimeProvider client={client}>{children}</RealtimeProvider>;
}
