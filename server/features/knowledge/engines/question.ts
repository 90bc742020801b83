import { type AnswerKind, answerKindOf, asksForKind, kindQueryWords } from '../language/answer-kind';
import { classStems, classWords, phraseRelatives, relatedStems, relatedWords } from '../language/lexicon';
import { type Analysed, analyse, stemOf } from '../language/nlp';
import { isContent, weakTerm } from '../index/terms';

/** A question longer than this is not one Meg answers alone (a pasted document, a wall of text). */
export const MAX_QUESTION_CHARS = 1000;

/**
 * Words that ask rather than name: they count for little when judging whether a sentence
 * answers ("how much does shipping cost" is about shipping; the amount is the answer kind).
 */
const ASKING_STEMS = new Set(
  `have get need much mani long offer provid do make take give use work good best often way kind ever current
  possibl abl allow typic usual avail exact day time like want mean happen go come thing also still realli actual
  just normal anyth someth someon anyon option info inform detail cost price fee charg rate pay much soon quick
  method type sort form far proper`.split(/\s+/),
);

/**
 * Words a contact uses for the business itself ("who started the business?", "how long has
 * the clinic been around?"): every sentence of its files is about it, so they name nothing.
 */
const SELF_STEMS = new Set('busi compani firm practic clinic studio shop store agenc organis organ'.split(' '));

/**
 * A name in a question ("When is Niamh's birthday?") says whom it is about, not what is
 * asked: a sentence naming her must still hold what is asked.
 */
export const PROPER_NOUN_WEIGHT = 0.5;

export type QuestionTerm = {
  stem: string;
  word: string;
  /** 1 for a word that names what is asked about, less for one that only asks or only names. */
  weight: number;
  /** The stem of the noun this word modifies in the question ("medical" → "card"), if any. */
  modifies: string | null;
  /** A name: it weighs less when the files know it (PROPER_NOUN_WEIGHT), full when they do not. */
  proper: boolean;
  related: ReadonlySet<string>;
  classes: ReadonlySet<string>;
};

/** A phrase of the question and the stem sequences a business may write for it instead. */
export type QuestionPhrase = { stems: ReadonlySet<string>; alternatives: string[][] };

export type Question = {
  text: string;
  kind: AnswerKind;
  terms: QuestionTerm[];
  phrases: QuestionPhrase[];
  ftsWords: string[];
  analysed: Analysed;
};

/** Small words of a phrase that say nothing alone ("come out to", "at home"). */
const STOP_IN_PHRASE = new Set('to at my me a an of in out up come after having how been the'.split(' '));

/** "no-show" → ["no", "show"], "don't turn up" → ["do", "n't", "turn", "up"]: as sentences are read. */
function phraseStems(phrase: string): string[] {
  return analyse(phrase)
    .tokens.filter((t) => t.type === 'word' || t.type === 'number')
    .map((t) => t.stem);
}

/** A contact's question as the engines read it: its kind, its content terms and their relatives. */
export function readQuestion(text: string): Question {
  const clipped = text.trim().slice(0, MAX_QUESTION_CHARS);
  const seen = new Set<string>();
  const terms: QuestionTerm[] = [];
  const analysed = analyse(clipped);
  for (const [i, token] of analysed.tokens.entries()) {
    if (!isContent(token) || seen.has(token.stem)) continue;
    const next = analysed.tokens[i + 1];
    const modifies =
      (token.pos === 'ADJ' || token.pos === 'NOUN') && next?.pos === 'NOUN' && isContent(next) ? next.stem : null;
    seen.add(token.stem);
    terms.push({
      stem: token.stem,
      word: token.text,
      weight: ASKING_STEMS.has(token.stem) || SELF_STEMS.has(token.stem) || weakTerm(token) ? 0.3 : 1,
      proper: token.pos === 'PROPN',
      modifies,
      related: relatedStems(token.stem),
      classes: classStems(token.stem),
    });
  }
  // "bank holiday" reaches "public holiday": a sentence holding another phrase of the group holds the words of this one.
  const phrases: QuestionPhrase[] = [];
  const phraseWords: string[] = [];
  for (const { words, alternatives } of phraseRelatives(clipped)) {
    const stems = new Set(words.map(stemOf));
    if (!terms.some((t) => stems.has(t.stem))) continue;
    phrases.push({ stems, alternatives: alternatives.map(phraseStems) });
    phraseWords.push(...alternatives.flatMap((a) => a.split(' ')).filter((w) => !STOP_IN_PHRASE.has(w)));
  }
  const ftsWords = new Set<string>();
  for (const term of terms) if (/^[\p{L}\p{N}]+$/u.test(term.word)) ftsWords.add(term.word);
  for (const word of phraseWords) if (/^[\p{L}\p{N}]+$/u.test(word)) ftsWords.add(word);
  for (const term of terms) {
    for (const w of relatedWords(term.stem)) if (/^[\p{L}\p{N}]+$/u.test(w)) ftsWords.add(w);
    for (const w of classWords(term.stem)) ftsWords.add(w);
  }
  const kind = answerKindOf(clipped);
  // "Which building are you in?": passages holding the kind asked for are fetched too.
  if (terms.some((t) => asksForKind(kind, t.stem))) for (const w of kindQueryWords(kind)) ftsWords.add(w);
  return { text: clipped, kind, terms, phrases, ftsWords: [...ftsWords].slice(0, 40), analysed };
}
