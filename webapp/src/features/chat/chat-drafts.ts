import type { ChatTarget } from './chat-target';
import { chatTargetId } from './chat-target';

/** Spec 2 §4: draft chat text is remembered locally per kind (relationship or group), target and user. */
export function chatDraftKey(target: ChatTarget, userId: string): string {
  return `chatDraft:${target.kind === 'pairing' ? 'relationship' : 'group'}:${chatTargetId(target)}:${userId}`;
}

/** Local storage can be unavailable (private modes, quota); a draft is then just not kept. */
function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export function readChatDraft(target: ChatTarget, userId: string): string {
  return storage()?.getItem(chatDraftKey(target, userId)) ?? '';
}

export function writeChatDraft(target: ChatTarget, userId: string, text: string): void {
  const store = storage();
  if (!store) return;
  try {
    if (text) store.setItem(chatDraftKey(target, userId), text);
    else store.removeItem(chatDraftKey(target, userId));
  } catch {
    // Quota exceeded: the draft stays in the box, only not remembered.
  }
}

export function clearChatDraft(target: ChatTarget, userId: string): void {
  writeChatDraft(target, userId, '');
}
