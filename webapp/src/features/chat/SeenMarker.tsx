import { chatCopy } from '@shared/ui-copy';
import { CheckCheck } from 'lucide-react';
import { onFirstUse } from '../../lib/on-first-use';
import { useChatReceipt } from './use-chat-receipt';

const timeFormat = onFirstUse(
  () =>
    new Intl.DateTimeFormat(undefined, {
      weekday: 'short',
      month: 'short',
      day: '2-digit',
      hour: 'numeric',
      minute: '2-digit',
    }),
);

/** 'Seen' under one's own chat message when it is the last one the other person has read. */
export function SeenMarker({ pairingId, postId }: { pairingId: string; postId: string }) {
  const receipt = useChatReceipt(pairingId);
  if (receipt.data?.postId !== postId) return null;
  const readAt = new Date(receipt.data.readAt);
  const title = Number.isNaN(readAt.getTime()) ? undefined : chatCopy.seenAt(timeFormat().format(readAt));
  return (
    <p className="flex items-center justify-end gap-1 text-xs text-slate-500" title={title}>
      <CheckCheck aria-hidden="true" className="size-3.5 text-accent-600" />
      {chatCopy.seen}
    </p>
  );
}
