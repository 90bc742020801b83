import type { Highlight, MarkedText } from '@shared/api/content-search';

/**
 * Matched words of a result, as offsets into plain text (issue 39): the client draws them as
 * marks around text nodes, so nothing a user wrote is ever read as HTML. A word of the text
 * matches when, folded as the indexes fold it (case, accents), it starts with a searched word:
 * the same prefix rule as the query (features/search/content-sql.ts).
 */
const WORD = /[\p{L}\p{N}][\p{L}\p{M}\p{N}]*/gu;
const STROKES: Record<string, string> = { ø: 'o', ł: 'l', đ: 'd', ħ: 'h' };

export function foldWord(word: string): string {
  return word
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[øłđħ]/g, (ch) => STROKES[ch] ?? ch);
}

export function highlightsIn(text: string, words: readonly string[]): Highlight[] {
  if (!words.length) return [];
  const folded = words.map(foldWord);
  const marks: Highlight[] = [];
  for (const match of text.matchAll(WORD)) {
    const token = foldWord(match[0]);
    if (folded.some((w) => token.startsWith(w))) marks.push([match.index, match.index + match[0].length]);
  }
  return marks;
}

/** The whole (short) text, spaces collapsed, with its marks. */
export function marked(text: string, words: readonly string[]): MarkedText {
  const flat = text.replace(/\s+/g, ' ').trim();
  return { text: flat, highlights: highlightsIn(flat, words) };
}

/**
 * About `size` characters around the first match (the start of the text without one), cut at
 * word boundaries, with an ellipsis where text was left out.
 */
export function snippet(text: string, words: readonly string[], size = 220): MarkedText {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= size) return { text: flat, highlights: highlightsIn(flat, words) };
  const first = highlightsIn(flat, words)[0];
  let start = first ? Math.max(0, first[0] - Math.floor(size / 4)) : 0;
  if (start > 0) {
    const space = flat.indexOf(' ', start);
    start = space >= 0 && space < (first?.[0] ?? start) ? space + 1 : start;
  }
  let end = Math.min(flat.length, start + size);
  if (end < flat.length) {
    const space = flat.lastIndexOf(' ', end);
    if (space > start + size / 2) end = space;
  }
  const lead = start > 0 ? '…' : '';
  const body = `${lead}${flat.slice(start, end)}${end < flat.length ? '…' : ''}`;
  return { text: body, highlights: highlightsIn(body, words) };
}
