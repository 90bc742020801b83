import type { RealtimeClient } from '@webapp/lib/realtime-client';
import { useEffect } from 'react';
import { sendExtensionMessage } from './messaging';

/** Events that can change what is unread: new posts, chats, connections, groups, viewed marks. */
const UNREAD_EVENT = /^(post\.created|connection\.|group\.|pairing\.|comment\.created)/;
const THROTTLE_MS = 2000;

/**
 * While the side panel is open it hears every event first: it asks the background to re-read
 * the unread counts (at most every 2 s), so the toolbar badge follows without waiting for the
 * one-minute poll.
 */
export function useBadgeRefresh(client: RealtimeClient | null): void {
  useEffect(() => {
    if (!client) return;
    let last = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = () => {
      last = Date.now();
      timer = undefined;
      sendExtensionMessage({ type: 'unread-changed' }).catch(() => undefined);
    };
    const off = client.onEvent((event) => {
      if (!UNREAD_EVENT.test(event.event) || timer) return;
      timer = setTimeout(ask, Math.max(0, last + THROTTLE_MS - Date.now()));
    });
    return () => {
      off();
      if (timer) clearTimeout(timer);
    };
  }, [client]);
}
