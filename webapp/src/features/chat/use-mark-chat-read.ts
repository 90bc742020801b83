import type { TimelinePage } from '@shared/api/posts';
import { type InfiniteData, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { useApiClient } from '../../lib/api-context';
import { postKeys } from '../posts/post-keys';
import { useViewer } from '../session/viewer-context';
import { markChatRead } from './chat-api';
import { newestChatFromOthers } from './newest-chat-from';
import { useChatSettings } from './use-chat-settings';

/** Whether the page is visible (not a background tab, a minimised window or a closed panel). */
export function useIsTabVisible(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      document.addEventListener('visibilitychange', onChange);
      return () => document.removeEventListener('visibilitychange', onChange);
    },
    () => document.visibilityState !== 'hidden',
  );
}

/**
 * While the relationship's timeline is on screen and the tab is visible, tells the server the
 * newest chat message from the other person has been read (POST /api/chat/read), once per
 * message. Nothing is sent while the viewer has read receipts off.
 */
export function useMarkChatRead(pairingId: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const viewer = useViewer();
  const settings = useChatSettings();
  const isVisible = useIsTabVisible();
  const marked = useRef<string | null>(null);
  const key = postKeys.timeline({ kind: 'pairing', id: pairingId });

  const subscribe = useCallback(
    (onChange: () => void) => queryClient.getQueryCache().subscribe(onChange),
    [queryClient],
  );
  const newestId = useSyncExternalStore(subscribe, () => {
    const timeline = queryClient.getQueryData<InfiniteData<TimelinePage>>(key);
    return newestChatFromOthers(timeline, viewer.userId)?.postId ?? null;
  });

  useEffect(() => {
    if (!newestId || !isVisible || settings.data?.readReceipts !== true) return;
    if (marked.current === newestId) return;
    marked.current = newestId;
    markChatRead(api, pairingId, newestId).catch(() => {
      // Not marked: try again when the message or the tab's visibility next changes.
      marked.current = null;
    });
  }, [api, pairingId, newestId, isVisible, settings.data?.readReceipts]);
}
