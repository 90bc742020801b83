import { useEffect, useState } from 'react';
import { useRealtimeClient } from '../../lib/realtime-context';
import { useViewer } from '../session/viewer-context';
import { type ChatTypingEvent, chatEvents } from './chat-api';
import { TYPING_SHOW_MS } from './chat-limits';
import { type ChatTarget, chatTargetId, chatTargetKind } from './chat-target';

function typingEventOf(data: unknown): ChatTypingEvent | null {
  const event = data as Partial<ChatTypingEvent> | null;
  if (!event || typeof event.userId !== 'string' || typeof event.targetId !== 'string') return null;
  return event as ChatTypingEvent;
}

/**
 * Who else is typing in this relationship or group, in the order they started: each stays
 * for a few seconds after their last signal, and leaves at once when they stop. Never the viewer.
 */
export function useTypingPeople(target: ChatTarget): string[] {
  const client = useRealtimeClient();
  const viewer = useViewer();
  const targetKind = chatTargetKind(target);
  const targetId = chatTargetId(target);
  const [typing, setTyping] = useState<ReadonlyMap<string, number>>(new Map());

  useEffect(() => {
    setTyping(new Map());
    if (!client) return;
    return client.onEvent((event) => {
      if (event.event !== chatEvents.typing || event.replayed) return;
      const data = typingEventOf(event.data);
      if (!data || data.targetKind !== targetKind || data.targetId !== targetId) return;
      if (data.userId === viewer.userId) return;
      setTyping((current) => {
        const next = new Map(current);
        if (data.isTyping) next.set(data.userId, Date.now() + TYPING_SHOW_MS);
        else next.delete(data.userId);
        return next;
      });
    });
  }, [client, targetKind, targetId, viewer.userId]);

  useEffect(() => {
    if (typing.size === 0) return;
    const soonest = Math.min(...typing.values());
    const timer = setTimeout(
      () => {
        const now = Date.now();
        setTyping((current) => new Map([...current].filter(([, expiresAt]) => expiresAt > now)));
      },
      Math.max(0, soonest - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [typing]);

  return [...typing.keys()];
}
