/**
 * Spec 3 §5: an edited chat message is trimmed, must not be empty, must differ from the
 * current content, and no update may be in flight.
 */
export function canUpdateChatMessage(text: string, current: string | null, isUpdating: boolean): boolean {
  const trimmed = text.trim();
  return !isUpdating && trimmed.length > 0 && trimmed !== (current ?? '').trim();
}
