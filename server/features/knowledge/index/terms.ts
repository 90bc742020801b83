/**
 * Words as the engines compare them: lower case, letters and digits, without the words every
 * question has ("what", "do", "your" ...), reduced to a rough stem so "prices" meets "price"
 * and "shipping" meets "ship". Dialect-free: the full-text index does its own stemming.
 */
const STOPWORDS = new Set(
  `a about above after again against all am an and any are aren as at be because been before being below between both
  but by can cannot could couldn did didn do does doesn doing don down during each few for from further get got had
  hadn has hasn have haven having he her here hers herself him himself his how i if in into is isn it its itself just
  let me might more most must mustn my myself no nor not now of off on once only or other ought our ours ourselves out
  over own please same shall she should shouldn so some such tell than that the their theirs them themselves then there
  these they this those through to too under until up us very was wasn we were weren what when where which while who
  whom why will with won would wouldn you your yours yourself yourselves hi hello hey thanks thank know like want
  wondering question ask anyone also still yes ok okay s t ll re ve d m there's it's what's`.split(/\s+/),
);

export function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu) ?? [];
}

/**
 * A light suffix stripper: plurals first, then one verb or noun ending, never below 3
 * letters; enough for "meetings" to meet "meeting" and "cancellations" to meet "cancel".
 */
export function stem(word: string): string {
  let w = word.replace(/['’]s$/, '');
  if (w.length <= 3 || /^\d/.test(w)) return w;
  w = strip(w, [
    ['ies', 'y'],
    ['sses', 'ss'],
    ['es', ''],
    ['s', ''],
  ]);
  w = strip(w, [
    ['ations', ''],
    ['ation', ''],
    ['ied', 'y'],
    ['ing', ''],
    ['edly', ''],
    ['ed', ''],
    ['ly', ''],
  ]);
  // "shipp" → "ship", "cancell" → "cancel"
  if (/([^aeiouls])\1$/.test(w) || /ll$/.test(w)) w = w.slice(0, -1);
  return w.replace(/e$/, '');
}

function strip(word: string, rules: readonly (readonly [string, string])[]): string {
  for (const [suffix, replacement] of rules) {
    if (suffix === 's' && word.endsWith('ss')) return word;
    if (word.endsWith(suffix) && word.length - suffix.length + replacement.length >= 3)
      return word.slice(0, word.length - suffix.length) + replacement;
  }
  return word;
}

/** The content words of a text, as stems, each once. */
export function keyTerms(text: string): string[] {
  return [
    ...new Set(
      words(text)
        .filter((w) => !STOPWORDS.has(w) && w.length > 1)
        .map(stem),
    ),
  ];
}

/** The content words as written (for the full-text query, which stems them itself). */
export function queryWords(text: string, max = 24): string[] {
  return [...new Set(words(text).filter((w) => !STOPWORDS.has(w) && w.length > 1 && !w.includes("'")))].slice(0, max);
}

/** Sentences of a passage: split after . ! ? or a line break, keeping list lines whole. */
export function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+(?=[\p{Lu}\p{N}"“(])|\n+/u)
    .map((s) => s.replace(/\s+/g, ' ').trim())
    .filter((s) => s.length > 2);
}
