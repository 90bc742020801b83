import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useApiClient } from '../../lib/api-context';
import { patchAfterEvent } from '../../lib/patch-after-event';
import { useRealtimeClient } from '../../lib/realtime-context';
import { useViewer } from '../session/viewer-context';
import { type ChatReadEvent, type ChatReadReceipt, chatEvents, chatKeys, fetchChatReceipt } from './chat-api';
import { useChatSettings } from './use-chat-settings';

/**
 * The other person's last read chat message in a relationship (GET /api/chat/read), kept
 * live by useLiveChatReceipt. Null when either of the two has read receipts off.
 */
export function useChatReceipt(pairingId: string | null, enabled = true) {
  const api = useApiClient();
  return useQuery({
    queryKey: chatKeys.receipt(pairingId ?? ''),
    queryFn: () => fetchChatReceipt(api, pairingId as string),
    enabled: Boolean(pairingId) && enabled,
    // Live 'chat.read' events keep it current while the chat box is mounted.
    staleTime: 30_000,
  });
}

function readEventOf(data: unknown): ChatReadEvent | null {
  const event = data as Partial<ChatReadEvent> | null;
  if (!event || typeof event.pairingId !== 'string' || typeof event.postId !== 'string') return null;
  return event as ChatReadEvent;
}

/** Applies the other person's 'chat.read' events of this relationship to the receipt (mounted once, by the chat box). */
export function useLiveChatReceipt(pairingId: string | null) {
  const client = useRealtimeClient();
  const queryClient = useQueryClient();
  const viewer = useViewer();
  const settings = useChatSettings();
  const receiptsOn = settings.data?.readReceipts === true;

  useEffect(() => {
    if (!client || !pairingId || !receiptsOn) return;
    return client.onEvent((event) => {
      if (event.event !== chatEvents.read) return;
      const data = readEventOf(event.data);
      if (!data || data.pairingId !== pairingId || data.userId === viewer.userId) return;
      const receipt: ChatReadReceipt = { postId: data.postId, readAt: data.readAt };
      patchAfterEvent<ChatReadReceipt | null>(queryClient, chatKeys.receipt(pairingId), () => receipt);
    });
  }, [client, pairingId, receiptsOn, queryClient, viewer.userId]);
}
