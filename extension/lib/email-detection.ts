import { emailIn } from './selected-email';

/** Longer selections are paragraphs, not an address: not even scanned. */
const MAX_SELECTION_LENGTH = 320;

/** The address a selection consists of (surrounding spaces and <> or punctuation allowed), or null. */
export function emailOfSelection(text: string | null | undefined): string | null {
  if (!text || text.length > MAX_SELECTION_LENGTH) return null;
  const trimmed = text.trim().replace(/^[<("'\s]+|[>)"'.,;:!?\s]+$/g, '');
  return emailIn(trimmed);
}
