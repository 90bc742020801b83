import { messages } from '@shared/messages';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useApiClient } from '../../lib/api-context';
import { toast } from '../../ui/toast-store';
import { useViewer } from '../session/viewer-context';
import type { PairingChatTarget } from './chat-target';
import { deliverChatPost } from './deliver-chat-post';
import { usePendingChatStore } from './pending-chat-store';

/** Pending posts being sent by any caller (the chat box and the screen may both call the hook). */
const inFlight = new Set<string>();

/**
 * Sends the pending chat post (see pending-chat-store.ts) to the relationship now open. Call
 * it on the relationship screen with the connected relationship, or null while it loads. On
 * failure the toast 'Failed to send chat message!' and the post stays pending for next time.
 */
export function usePendingChatPost(target: PairingChatTarget | null): void {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const viewer = useViewer();
  const pending = usePendingChatStore((state) => state.pending);
  const tried = useRef<string | null>(null);

  useEffect(() => {
    if (!target || !pending || pending.authorId !== viewer.userId) return;
    if (pending.forUserId && pending.forUserId !== target.userId) return;
    // One try per opening: after a failure it stays pending until a relationship opens again.
    if (tried.current === pending.postId || inFlight.has(pending.postId)) return;
    tried.current = pending.postId;
    inFlight.add(pending.postId);
    const attempt = { idempotencyKey: pending.idempotencyKey, postId: pending.postId, content: pending.text };
    deliverChatPost(api, queryClient, target, viewer, attempt)
      .then(
        () => usePendingChatStore.getState().clear(pending.postId),
        () => toast.error(messages.chat.sendFailed),
      )
      .finally(() => inFlight.delete(pending.postId));
  }, [api, queryClient, target, pending, viewer]);
}
