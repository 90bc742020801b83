import type { AnswerInput, AnswerSource } from '../answer-types';
import type { Db } from '../../../db/database';
import type { DialectName } from '../../../db/dialect';
import { passageUnits } from '../index/chunk';
import { searchPassages } from '../index/fts-sql';
import { sectionUnits, unitSentences } from '../index/units';
import { asksForKind, countsDiffer, holdsKind, kindEvidence } from '../language/answer-kind';
import { daysOf } from '../language/weekdays';
import { type Analysed, analyse, stemOf, type Token } from '../language/nlp';
import { isContent } from '../index/terms';
import { PROPER_NOUN_WEIGHT, type Question, type QuestionPhrase, type QuestionTerm } from './question';

/** What retrieval reads. */
export type RetrieveDeps = { db: Db; dialect: DialectName };

/** What the engines may answer from: passages of the owner's files, the purpose, the instructions. */
export type Evidence = {
  fileId: string | null;
  name: string;
  location: string | null;
  heading: string | null;
  text: string;
};

/** One sentence of the evidence and how well it answers the question. */
export type Candidate = {
  evidence: Evidence;
  sentence: string;
  /** Its sentences: one, or two quoted together. */
  parts: readonly string[];
  /** The IDF-weighted share of the question's terms it holds (its heading counts a little): 0..1. */
  coverage: number;
  /** The question's stems it holds, in itself or by a related word. */
  matched: Set<string>;
  /** Whether it holds the kind of answer asked for (an amount for "how much" ...). */
  holdsKind: boolean;
  /** The question's words it holds as written (not by a related word): breaks ties. */
  direct: number;
  /** Every word that names what is asked about is in the sentence itself (or a related word is). */
  holdsAllNamed: boolean;
  analysed: Analysed;
};

/** Passages fetched from the index per question. */
export const PASSAGES_PER_QUESTION = 24;

/** How much a match counts, by where and how it was found. */
const MATCH = {
  same: 1,
  prefix: 0.85,
  related: 0.8,
  class: 0.75,
  heading: 0.7,
  previous: 0.6,
  /** A word that asks for the kind ("number" in "phone number"), met by a sentence holding that kind. */
  kind: 0.6,
  headingRelated: 0.55,
};
/**
 * Two sentences quoted together (the answer in the sentence after the one that names the
 * thing, or a sentence that says "she" or "this" with the one it refers to) count a little
 * less than one sentence holding as much.
 */
const PAIR_DISCOUNT = 0.9;
/**
 * A sentence that opens on a case the question does not name ("After two missed
 * appointments we ask for payment at booking" to "When do I pay?") answers that case.
 */
const OTHER_CASE = 0.85;
const OPENING_CASE =
  /^(?:if|after|unless|when|once|outside|until|for)\b[^,;:]{3,80}?(?:[,;:]|\s(?=(?:we|you|please|they|our)\s))/i;

/** The passages of the owner's files that share words with the question, plus the purpose and instructions. */
export async function gatherEvidence(deps: RetrieveDeps, input: AnswerInput, question: Question): Promise<Evidence[]> {
  const hits = await searchPassages(deps.db, deps.dialect, {
    userId: input.ownerUserId,
    words: question.ftsWords,
    limit: PASSAGES_PER_QUESTION,
  });
  const evidence: Evidence[] = hits.map((h) => ({
    fileId: h.fileId,
    name: h.name,
    location: h.location,
    heading: h.heading,
    text: h.text,
  }));
  if (input.purpose.trim())
    evidence.push({ fileId: null, name: 'Purpose', location: null, heading: null, text: input.purpose });
  if (input.instructions.trim())
    evidence.push({ fileId: null, name: 'Instructions', location: null, heading: null, text: input.instructions });
  return evidence;
}

type Sentence = {
  evidence: Evidence;
  sentence: string;
  parts: readonly string[];
  own: Set<string>;
  /** The heading and the file's name. */
  context: Set<string>;
  /** The sentence before it in the same paragraph ("Classes are kept small" follows "Our Pilates classes ..."). */
  previous: ReadonlySet<string>;
  /** The weekdays it names, ranges spelled out ("Monday to Thursday" holds Tuesday). */
  days: Set<string>;
  /** Two sentences of a unit quoted together. */
  pair: boolean;
  analysed: Analysed;
};

/** A sentence that leans on the one before it: "She looks after ...", "You can do this by phone". */
const LEANS_BACK =
  /^(?:she|he|they|it|this|that|these|those|which)\b|\b(?:do (?:this|that|so)|after that|of these|of them)\b/i;

/**
 * Every sentence of the evidence (a paragraph's sentences, a list item or table row whole),
 * scored BM25-like against the question: each question term weighs its inverse frequency
 * among the candidate sentences (a term none of them holds weighs the most), times how it
 * was found (itself, a related word, a class word, the heading). Best first; a sentence
 * found in two overlapping passages once.
 */
export function rankCandidates(question: Question, evidence: readonly Evidence[]): Candidate[] {
  if (question.terms.length === 0) return [];
  const pool = sentencesOf(evidence);
  if (pool.length === 0) return [];
  const df = new Map<string, number>();
  const singles = pool.filter((s) => !s.pair);
  for (const s of singles) for (const stem of new Set([...s.own, ...s.context])) df.set(stem, (df.get(stem) ?? 0) + 1);
  const n = singles.length;
  const idf = (stem: string) => Math.log(1 + (n - (df.get(stem) ?? 0) + 0.5) / ((df.get(stem) ?? 0) + 0.5));
  const importance = question.terms.map(
    (t) => (t.proper && df.has(t.stem) ? Math.min(t.weight, PROPER_NOUN_WEIGHT) : t.weight) * idf(t.stem),
  );
  const total = importance.reduce((a, b) => a + b, 0);
  const candidates: Candidate[] = [];
  const askedDays = daysOf(question.analysed);
  let otherCount = 0;
  for (const s of pool) {
    let got = 0;
    let direct = 0;
    let ownStrong = false;
    const matched = new Set<string>();
    const holds = holdsKind(question.kind, s.sentence, s.analysed);
    let otherThing = false;
    let namedMissing = false;
    // "Tuesday" against the row for Friday: the sentence is about other days.
    if (askedDays.size > 0 && s.days.size > 0 && !overlaps(askedDays, s.days)) continue;
    for (const [i, term] of question.terms.entries()) {
      let m = matchOf(term, s);
      // "house call" against "home visits": the sentence holds another phrase for the same thing.
      const phrased = question.phrases.some((p) => p.stems.has(term.stem) && holdsPhrase(p, s));
      if (phrased) m = { strength: MATCH.same, inSentence: true };
      // "medical card" against "credit cards": the sentence names another kind of the thing.
      if (term.modifies && !m.inSentence && term.weight === 1 && namesOtherKind(term, s.analysed)) otherThing = true;
      // "What's your phone number?" is answered by a sentence holding one, whatever it calls it.
      if (!m.inSentence && holds && asksForKind(question.kind, term.stem))
        m = { strength: MATCH.kind, inSentence: true };
      if (term.weight === 1 && (!m.inSentence || m.strength < MATCH.related)) namedMissing = true;
      if (m.strength === 0) continue;
      got += (importance[i] ?? 0) * m.strength;
      matched.add(term.stem);
      if (m.inSentence && term.weight >= 0.5) ownStrong = true;
      if (m.strength === MATCH.same) direct++;
    }
    // A sentence must name something asked about itself: a heading alone answers nothing.
    if (!ownStrong || got === 0 || otherThing) continue;
    // "A pack of 12 classes" is not answered by the price of six, nor by a weaker sentence beside it.
    if (countsDiffer(question.analysed, s.analysed)) {
      otherCount = Math.max(otherCount, got / total);
      continue;
    }
    candidates.push({
      evidence: s.evidence,
      sentence: s.sentence,
      parts: s.parts,
      coverage:
        (got / total) * (s.pair ? PAIR_DISCOUNT : 1) * (aboutAnotherCase(question, s.analysed) ? OTHER_CASE : 1),
      matched,
      holdsKind: holds,
      direct,
      holdsAllNamed: !namedMissing && question.terms.some((t) => t.weight === 1),
      analysed: s.analysed,
    });
  }
  return candidates
    .filter((c) => c.coverage > otherCount)
    .sort(
      (a, b) =>
        Number(b.holdsKind) - Number(a.holdsKind) ||
        b.coverage - a.coverage ||
        kindEvidence(question.kind, b.sentence) - kindEvidence(question.kind, a.sentence) ||
        a.sentence.length - b.sentence.length,
    );
}

function matchOf(term: QuestionTerm, s: Sentence): { strength: number; inSentence: boolean } {
  if (s.own.has(term.stem)) return { strength: MATCH.same, inSentence: true };
  if (term.stem.length >= 4 && [...s.own].some((w) => w.length > term.stem.length && w.startsWith(term.stem)))
    return { strength: MATCH.prefix, inSentence: true };
  if (some(term.related, s.own)) return { strength: MATCH.related, inSentence: true };
  if (some(term.classes, s.own)) return { strength: MATCH.class, inSentence: true };
  if (s.context.has(term.stem)) return { strength: MATCH.heading, inSentence: false };
  if (term.stem.length >= 5 && [...s.context].some((w) => w.length > term.stem.length && w.startsWith(term.stem)))
    return { strength: MATCH.heading * MATCH.prefix, inSentence: false };
  if (s.previous.has(term.stem)) return { strength: MATCH.previous, inSentence: false };
  if (some(term.related, s.context)) return { strength: MATCH.headingRelated, inSentence: false };
  return { strength: 0, inSentence: false };
}

/** Whether the sentence opens on a condition none of whose words the question holds. */
function aboutAnotherCase(question: Question, analysed: Analysed): boolean {
  const opening = OPENING_CASE.exec(analysed.tokens.map((t) => t.raw).join(' '));
  if (!opening) return false;
  // What the case is, is said by its verbs and adjectives ("missed", "cannot travel", "suits").
  const clause = analyse(opening[0]).tokens.filter(
    (t) => isContent(t) && !t.stop && (t.pos === 'VERB' || t.pos === 'ADJ'),
  );
  if (clause.length === 0) return false;
  return !clause.some((t) =>
    question.terms.some((q) => q.stem === t.stem || q.related.has(t.stem) || q.classes.has(t.stem)),
  );
}

/**
 * Whether the sentence puts another word before the noun the question's term modifies:
 * "medical card" against "credit cards" (another kind), not against "cards" alone.
 */
function namesOtherKind(term: QuestionTerm, analysed: Analysed): boolean {
  const { tokens } = analysed;
  for (let i = 1; i < tokens.length; i++) {
    if ((tokens[i] as Token).stem !== term.modifies) continue;
    const before = tokens[i - 1] as Token;
    if (!['ADJ', 'NOUN', 'PROPN'].includes(before.pos) || !isContent(before)) continue;
    if (before.stem !== term.stem && !term.related.has(before.stem)) return true;
  }
  return false;
}

function holdsPhrase(phrase: QuestionPhrase, s: Sentence): boolean {
  const stems = s.analysed.tokens.map((t) => t.stem);
  return phrase.alternatives.some((alt) => stems.some((_, i) => alt.every((stem, j) => stems[i + j] === stem)));
}

function overlaps(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  for (const x of a) if (b.has(x)) return true;
  return false;
}

function some(wanted: ReadonlySet<string>, present: ReadonlySet<string>): boolean {
  for (const w of wanted) if (present.has(w)) return true;
  return false;
}

function sentencesOf(evidence: readonly Evidence[]): Sentence[] {
  const seen = new Set<string>();
  const out: Sentence[] = [];
  const add = (s: Sentence) => {
    const key = s.sentence.toLowerCase();
    if (!seen.has(key)) out.push(s);
    seen.add(key);
  };
  for (const item of evidence) {
    const context = stemSet(analyse(`${item.heading ?? ''} ${titleOf(item.name)}`));
    const units =
      item.fileId === null
        ? sectionUnits({ location: null, heading: null, text: item.text }).map((u) => u.text)
        : passageUnits(item);
    for (const unit of units) {
      let before: Sentence | null = null;
      for (const sentence of unitSentences(unit)) {
        const analysed = analyse(sentence);
        const own = stemSet(analysed);
        const days = daysOf(analysed);
        for (const day of days) own.add(day);
        const one: Sentence = {
          evidence: item,
          sentence,
          parts: [sentence],
          own,
          context,
          previous: before?.own ?? EMPTY,
          days,
          pair: false,
          analysed,
        };
        // "She ..." is quoted with the sentence that names her, never alone.
        const alone = !(before && LEANS_BACK.test(sentence));
        if (alone && sentence.length >= 3) add(one);
        if (before) add(pairOf(before, one));
        before = one;
      }
    }
  }
  return out;
}

/** Two neighbouring sentences of a unit as one candidate. */
function pairOf(first: Sentence, second: Sentence): Sentence {
  return {
    evidence: first.evidence,
    sentence: `${first.sentence} ${second.sentence}`,
    parts: [first.sentence, second.sentence],
    own: new Set([...first.own, ...second.own]),
    context: first.context,
    previous: first.previous,
    days: new Set([...first.days, ...second.days]),
    pair: true,
    analysed: {
      tokens: [...first.analysed.tokens, ...second.analysed.tokens],
      entities: [...first.analysed.entities, ...second.analysed.entities],
    },
  };
}

const EMPTY: ReadonlySet<string> = new Set();

/** The stems of a text's words, and of their lemmas ("bought" holds "buy", "taught" holds "teach"). */
function stemSet(analysed: Analysed): Set<string> {
  const out = new Set<string>();
  for (const t of analysed.tokens) {
    if (t.type !== 'word' && t.type !== 'number') continue;
    out.add(t.stem);
    if (t.lemma && t.lemma !== t.text) out.add(lemmaStem(t.lemma));
  }
  return out;
}

const lemmaStems = new Map<string, string>();
function lemmaStem(lemma: string): string {
  let stem = lemmaStems.get(lemma);
  if (stem === undefined) {
    stem = stemOf(lemma);
    if (lemmaStems.size < 50_000) lemmaStems.set(lemma, stem);
  }
  return stem;
}

/** A file's name as words ("Price list.xlsx" → "Price list"); the purpose and instructions add none. */
function titleOf(name: string): string {
  return name === 'Purpose' || name === 'Instructions' ? '' : name.replace(/\.[a-z0-9]+$/i, '').replace(/[_-]+/g, ' ');
}

export function toSource(c: Candidate): AnswerSource {
  return { fileId: c.evidence.fileId, name: c.evidence.name, excerpt: c.sentence };
}
