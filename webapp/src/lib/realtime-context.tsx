import { createContext, type ReactNode, useContext, useEffect, useSyncExternalStore } from 'react';
import type { RealtimeClient, RealtimeState } from './realtime-client';

const RealtimeContext = createContext<RealtimeClient | null>(null);
const CLOSED: RealtimeState = { status: 'closed', attempt: 0, nextRetryAt: null };
const noSubscription = () => () => {};

export function RealtimeProvider({ client, children }: { client: RealtimeClient | null; children: ReactNode }) {
  return <RealtimeContext.Provider value={client}>{children}</RealtimeContext.Provider>;
}

/** The signed-in session's realtime client, or null while signed out. */
export function useRealtimeClient(): RealtimeClient | null {
  return useContext(RealtimeContext);
}

/** The connection state (connecting, open, closed) of a client, by default the context's. */
export function useRealtimeState(client?: RealtimeClient | null): RealtimeState {
  const contextClient = useRealtimeClient();
  const target = client === undefined ? contextClient : client;
  return useSyncExternalStore(target ? target.state.subscribe : noSubscription, () =>
    target ? target.state.getState() : CLOSED,
  );
}

/** Receives a post or job channel while the calling component is mounted. */
export function useRealtimeChannel(channel: string | null | undefined): void {
  const client = useRealtimeClient();
  useEffect(() => {
    if (!client || !channel) return;
    return client.subscribe(channel);
  }, [client, channel]);
}
