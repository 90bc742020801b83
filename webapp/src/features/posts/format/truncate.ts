import { POST_TEXT_PREVIEW_CHARS } from './limits';

export type TruncatedText = { text: string; isTruncated: boolean };

/**
 * The first `max` characters of a text (spec 3 §5: 200, 'show more' for the rest). Counts
 * code points so an emoji is never split in half; trailing spaces of the cut are dropped.
 */
export function truncateText(text: string, max = POST_TEXT_PREVIEW_CHARS): TruncatedText {
  const chars = Array.from(text);
  if (chars.length <= max) return { text, isTruncated: false };
  return { text: chars.slice(0, max).join('').trimEnd(), isTruncated: true };
}
