import { useCallback, useEffect, useRef } from 'react';
import { useApiClient } from '../../lib/api-context';
import { sendTyping } from './chat-api';
import { TYPING_SEND_INTERVAL_MS } from './chat-limits';
import { type ChatTarget, chatTargetId, chatTargetKind } from './chat-target';

/**
 * Tells the others that the viewer is typing: at most once per interval while keys are
 * pressed, and "stopped" on send, on blur and when the box goes away. Typing signals are
 * best effort: a lost one only means an indicator shows a little late or expires on its own.
 */
export function useTypingSignal(target: ChatTarget) {
  const api = useApiClient();
  const targetKind = chatTargetKind(target);
  const targetId = chatTargetId(target);
  const lastSentAt = useRef(0);

  const signal = useCallback(
    (isTyping: boolean) => {
      sendTyping(api, targetKind, targetId, isTyping).catch(() => undefined);
    },
    [api, targetKind, targetId],
  );

  const typed = useCallback(() => {
    const now = Date.now();
    if (now - lastSentAt.current < TYPING_SEND_INTERVAL_MS) return;
    lastSentAt.current = now;
    signal(true);
  }, [signal]);

  const stopped = useCallback(() => {
    if (!lastSentAt.current) return;
    lastSentAt.current = 0;
    signal(false);
  }, [signal]);

  useEffect(() => stopped, [stopped]);

  return { typed, stopped };
}
