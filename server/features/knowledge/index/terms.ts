import { analyse, splitSentences, type Token } from '../language/nlp';

/**
 * Words as the engines compare them, through wink-nlp: its tokens, stop words and Porter2
 * stems, so "prices" meets "price" and "shipping" meets "ship". The full-text index does its
 * own stemming; these are for comparing sentences with a question in code.
 */

/** Words that ask rather than name ("what", "tell", "wondering"): never content. */
const ASKING = new Set(
  'what which who whom whose when where why how please tell know wondering wonder question ask asking hi hello hey thanks thank ok okay'.split(
    ' ',
  ),
);

/** Parts of speech that name things; pronouns, determiners, auxiliaries and the like never do. */
const CONTENT_POS = new Set(['NOUN', 'PROPN', 'VERB', 'ADJ', 'ADV', 'NUM', 'X']);

/**
 * A token that carries meaning: a noun, verb, adjective, adverb or number by its part of
 * speech ("back" in "back pain", "first" in "first appointment", "move"), not an asking word
 * nor a contraction. wink's stop-word flag is too wide for this ("back", "first", "move" are
 * on it); it only marks the verbs and adverbs that ask rather than name (weakTerm).
 */
export function isContent(token: Token): boolean {
  if (token.type !== 'word' && token.type !== 'number') return false;
  if (ASKING.has(token.text) || /['’]/.test(token.text)) return false;
  if (!CONTENT_POS.has(token.pos)) return false;
  return token.text.length > 1 || token.type === 'number';
}

/** A content word that still only asks: a stop word among verbs and adverbs ("have", "get", "just"). */
export function weakTerm(token: Token): boolean {
  return token.stop && (token.pos === 'VERB' || token.pos === 'ADV');
}

/** The content words of a text, as stems, each once. */
export function keyTerms(text: string): string[] {
  return [
    ...new Set(
      analyse(text)
        .tokens.filter(isContent)
        .map((t) => t.stem),
    ),
  ];
}

/** The stems of every word of a text (stop words included), for matching a sentence. */
export function stemsOf(text: string): Set<string> {
  return new Set(
    analyse(text)
      .tokens.filter((t) => t.type === 'word' || t.type === 'number')
      .map((t) => t.stem),
  );
}

/** The content words as written (for the full-text query, which stems them itself). */
export function queryWords(text: string, max = 24): string[] {
  const words = analyse(text.slice(0, 2000))
    .tokens.filter(isContent)
    .map((t) => t.text)
    .filter((w) => /^[\p{L}\p{N}]+$/u.test(w));
  return [...new Set(words)].slice(0, max);
}

/** Sentences of a text, by wink's sentence boundary detection. */
export function sentences(text: string): string[] {
  return splitSentences(text);
}
