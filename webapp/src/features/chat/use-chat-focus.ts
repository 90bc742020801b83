import { channel } from '@shared/realtime';
import { useEffect } from 'react';
import { useRealtimeClient } from '../../lib/realtime-context';
import { useIsTabVisible } from './use-mark-chat-read';

/**
 * While the relationship's chat is on screen in a visible page (a tab, a window, the side
 * panel), tells the server this client is looking at it: its messages raise no push here.
 * A hidden tab or leaving the screen clears it; the realtime client repeats it after a reconnect.
 */
export function useChatFocus(pairingId: string): void {
  const client = useRealtimeClient();
  const isVisible = useIsTabVisible();
  useEffect(() => {
    if (!client || !isVisible) return;
    return client.focus(channel.pair(pairingId));
  }, [client, isVisible, pairingId]);
}
