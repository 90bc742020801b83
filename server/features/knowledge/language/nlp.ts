import { createRequire } from 'node:module';

/**
 * English as the engines read it, through wink-nlp and its light English model: sentence
 * boundaries, tokens with their lemma, Porter2 stem, part of speech, stop-word and negation
 * flags, and entities (DATE, TIME, DURATION, MONEY, CARDINAL ...). Loaded once, on first use
 * (about 150 ms), so a server that never answers never pays for it.
 */
// wink's own types describe its fluent API loosely; this module is its only reader.
type Wink = any;
let loaded: Wink = null;

function nlp(): Wink {
  if (loaded) return loaded;
  const require = createRequire(import.meta.url);
  const winkNLP = require('wink-nlp');
  const model = require('wink-eng-lite-web-model');
  loaded = winkNLP(model, ['sbd', 'pos', 'ner', 'negation']);
  return loaded;
}

export type Token = {
  /** As written. */
  raw: string;
  /** As written, lower case. */
  text: string;
  lemma: string;
  stem: string;
  pos: string;
  stop: boolean;
  negated: boolean;
  /** Word, number, punctuation, ... (wink's token type). */
  type: string;
};

export type Entity = { value: string; type: string };

export type Analysed = { tokens: Token[]; entities: Entity[] };

/** The sentences of a text, as wink's sentence boundary detection finds them. */
export function splitSentences(text: string): string[] {
  const doc = nlp().readDoc(text);
  return doc
    .sentences()
    .out()
    .map((s: string) => s.replace(/\s+/g, ' ').trim())
    .filter((s: string) => /[\p{L}\p{N}]/u.test(s));
}

/** Tokens and entities of one short text (a question, a sentence). */
export function analyse(text: string): Analysed {
  const { its } = nlp();
  const doc = nlp().readDoc(text);
  const tokens: Token[] = [];
  doc.tokens().each((t: Wink) => {
    const type = t.out(its.type);
    if (type === 'tabCRLF' || type === 'whitespace') return;
    tokens.push({
      raw: t.out(),
      text: t.out(its.normal),
      lemma: t.out(its.lemma).toLowerCase(),
      stem: t.out(its.stem).toLowerCase(),
      pos: t.out(its.pos),
      stop: t.out(its.stopWordFlag) as unknown as boolean,
      negated: t.out(its.negationFlag) as unknown as boolean,
      type,
    });
  });
  const entities = doc.entities().out(its.detail) as unknown as Entity[];
  return { tokens, entities };
}

/** The Porter2 stem of one word (for words that come from tables, not from text). */
export function stemOf(word: string): string {
  const { its } = nlp();
  const doc = nlp().readDoc(word);
  return (doc.tokens().itemAt(0)?.out(its.stem) ?? word).toLowerCase();
}
