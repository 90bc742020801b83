/**
 * What the user typed, reduced to what the queries may use. Words are runs of letters,
 * marks and digits; everything else (quotes, `*`, `:`, `-`, parentheses) separates them,
 * so no query syntax of either engine can come through. Operator words (OR, NEAR) stay
 * plain words: search-sql.ts quotes every word.
 */
export type SearchTerm =
  /** Nothing typed. */
  | { kind: 'empty' }
  /** Typed, but not one word in it: matches nothing. */
  | { kind: 'nothing' }
  /** An e-mail address: matches that address exactly. */
  | { kind: 'email'; email: string }
  /** Words as typed (for group names) and folded (lower case, NFKC) for the index. */
  | { kind: 'words'; words: string[]; folded: string[]; phrase: string };

const MAX_WORDS = 8;
const MAX_WORD_LENGTH = 64;
/** A letter or digit, then letters, marks and digits (a lone combining mark is no word). */
const WORD = /[\p{L}\p{N}][\p{L}\p{M}\p{N}]*/gu;
const EMAIL = /^[^\s@"<>()[\]\\,;:]+@[^\s@"<>()[\]\\,;:]+\.[^\s@"<>()[\]\\,;:]+$/;

export function parseSearchTerm(raw: string): SearchTerm {
  // Control characters (NUL among them, which PostgreSQL refuses in text) separate words too.
  const text = raw
    .normalize('NFKC')
    .replace(/\p{Cc}/gu, ' ')
    .trim();
  if (!text) return { kind: 'empty' };
  if (EMAIL.test(text)) return { kind: 'email', email: text.toLowerCase() };
  const seen = new Set<string>();
  const words: string[] = [];
  const folded: string[] = [];
  for (const match of text.matchAll(WORD)) {
    const word = match[0].slice(0, MAX_WORD_LENGTH);
    const lower = word.toLowerCase();
    if (seen.has(lower)) continue;
    seen.add(lower);
    words.push(word);
    folded.push(lower);
    if (words.length === MAX_WORDS) break;
  }
  if (!words.length) return { kind: 'nothing' };
  return { kind: 'words', words, folded, phrase: folded.join(' ') };
}

/**
 * The words of message search's text (issue 39), folded like the terms above. An address is
 * words here too ("ada@example.test" finds messages naming it).
 */
export function contentWords(raw: string): string[] {
  const text = raw.normalize('NFKC').replace(/\p{Cc}/gu, ' ');
  const seen = new Set<string>();
  for (const match of text.matchAll(WORD)) {
    seen.add(match[0].slice(0, MAX_WORD_LENGTH).toLowerCase());
    if (seen.size === MAX_WORDS) break;
  }
  return [...seen];
}
