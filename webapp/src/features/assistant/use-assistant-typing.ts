import type { AssistantActivityEvent } from '@shared/api/assistant';
import { assistantEvents } from '@shared/events';
import { useEffect, useState } from 'react';
import { useRealtimeClient } from '../../lib/realtime-context';

/** A pending reply whose completion never arrives stops showing after this long. */
const PENDING_MAX_MS = 90_000;

type Target = { kind: 'pairing'; pairingId: string } | { kind: 'group'; groupId: string };

const matches = (data: AssistantActivityEvent, target: Target) =>
  target.kind === 'pairing' ? data.pairingId === target.pairingId : data.groupId === target.groupId;

/**
 * The assistant names writing a reply here: pending shows '{Meg} is typing', completed and
 * error remove it (spec 3 §4.4), keyed by the message being answered.
 */
export function useAssistantTyping(target: Target): string[] {
  const client = useRealtimeClient();
  const [pending, setPending] = useState<ReadonlyMap<string, { name: string; until: number }>>(new Map());
  const targetKey = target.kind === 'pairing' ? target.pairingId : target.groupId;

  // biome-ignore lint/correctness/useExhaustiveDependencies: targetKey stands for the target
  useEffect(() => {
    setPending(new Map());
    if (!client) return;
    return client.onEvent((event) => {
      const isPending = event.event === assistantEvents.replyPending;
      if (!isPending && event.event !== assistantEvents.replyCompleted && event.event !== assistantEvents.replyError) {
        return;
      }
      const data = event.data as AssistantActivityEvent | null;
      if (!data || typeof data.inReplyToPostId !== 'string' || !matches(data, target)) return;
      if (isPending && event.replayed) return;
      setPending((current) => {
        const next = new Map(current);
        if (isPending) next.set(data.inReplyToPostId, { name: data.name, until: Date.now() + PENDING_MAX_MS });
        else next.delete(data.inReplyToPostId);
        return next;
      });
    });
  }, [client, targetKey]);

  useEffect(() => {
    if (pending.size === 0) return;
    const soonest = Math.min(...[...pending.values()].map((entry) => entry.until));
    const timer = setTimeout(
      () => setPending((current) => new Map([...current].filter(([, entry]) => entry.until > Date.now()))),
      Math.max(0, soonest - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [pending]);

  return [...new Set([...pending.values()].map((entry) => entry.name))];
}
