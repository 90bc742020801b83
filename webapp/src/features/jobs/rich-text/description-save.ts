/** SAVE is disabled when the content is empty or unchanged (spec 3 §5). */
export function canSaveDescription(draft: string, stored: string): boolean {
  const next = draft.trim();
  return next.length > 0 && next !== stored.trim();
}
