import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useApiClient } from './api-context';
import type { SequencedFrame } from './channel-sequencer';
import { RealtimeBridge } from './realtime-bridge';
import { RealtimeClient } from './realtime-client';
import { realtimeHandlerSets } from './realtime-handlers';

export type RealtimeConnectionOptions = {
  /** The signed-in user; no connection while null. */
  viewerId: string | null;
  /** Changing it (e.g. another server or token) opens a new connection. */
  connectionKey: string;
  url: () => string | Promise<string>;
  fetchHistory: (channel: string, afterSeq: number) => Promise<SequencedFrame[]>;
  onUnauthorized?: () => void;
};

/**
 * Opens the session's one realtime connection, routes its events through the bridge to
 * every feature's handlers, and wakes it when the browser comes back online or visible.
 */
export function useRealtimeConnection(options: RealtimeConnectionOptions): RealtimeClient | null {
  const queryClient = useQueryClient();
  const api = useApiClient();
  const latestApi = useRef(api);
  latestApi.current = api;
  const [client, setClient] = useState<RealtimeClient | null>(null);
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const { viewerId, connectionKey } = options;

  useEffect(() => {
    if (!viewerId || !connectionKey) {
      setClient(null);
      return;
    }
    const next = new RealtimeClient({
      url: () => latest.current.url(),
      fetchHistory: (channel, afterSeq) => latest.current.fetchHistory(channel, afterSeq),
      onUnauthorized: () => latest.current.onUnauthorized?.(),
    });
    const bridge = new RealtimeBridge({
      queryClient,
      viewerId,
      get api() {
        return latestApi.current;
      },
    });
    const unregister = realtimeHandlerSets.map((handlers) => bridge.register(handlers));
    const detach = bridge.attach(next);
    const wake = () => next.reconnectNow();
    const wakeIfVisible = () => {
      if (document.visibilityState === 'visible') next.reconnectNow();
    };
    window.addEventListener('online', wake);
    document.addEventListener('visibilitychange', wakeIfVisible);
    next.connect();
    setClient(next);
    return () => {
      window.removeEventListener('online', wake);
      document.removeEventListener('visibilitychange', wakeIfVisible);
      detach();
      for (const off of unregister) off();
      next.disconnect();
    };
  }, [viewerId, connectionKey, queryClient]);

  return client;
}
