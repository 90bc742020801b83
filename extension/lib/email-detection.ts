import { emailIn } from './selected-email';

/** Longer selections are paragraphs, not an address: not even scanned. */
const MAX_SELECTION_LENGTH = 320;

/** The address a selection consists of (surrounding spaces and <> or punctuation allowed), or null. */
export function emailOfSelection(text: string | null | undefined): string | null {
  if (!text || text.length > MAX_SELECTION_LENGTH) return null;
  const trimmed = text.trim().replace(/^[<("'\s]+|[>)"'.,;:!?\s]+$/g, '');
  return emailIn(trimmed);
}

/** The address of the mailto: link an event target sits in, or null. Reads that one href only. */
export function emailOfMailtoTarget(target: EventTarget | null): string | null {
  const element = target as { closest?: (selector: string) => Element | null } | null;
  const link = typeof element?.closest === 'function' ? element.closest('a[href^="mailto:" i]') : null;
  const href = link?.getAttribute('href');
  return href ? emailIn(href) : null;
}
