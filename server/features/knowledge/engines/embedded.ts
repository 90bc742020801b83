import type { Answer, AnswerEngine, AnswerInput } from '../answer-types';
import { answerPhrase } from '../language/answer-kind';
import { MAX_QUESTION_CHARS, type Question, readQuestion } from './question';
import { type Candidate, type Evidence, gatherEvidence, type RetrieveDeps, rankCandidates, toSource } from './retrieve';
import { afterGreeting, greeting, holdingReply, leadIn, voiceOf } from './voice';

/**
 * The share of the question's weighted terms a sentence must hold to be quoted as the answer.
 * Measured on the grounding sets (server/features/knowledge/eval and bench/fixtures/grounding.ts):
 * lower lets near-miss sentences answer questions the files do not answer; higher hands off
 * questions the files answer in other words.
 */
export const GROUNDING_THRESHOLD = 0.45;
/**
 * A yes/no question has no kind of answer to check ("Do you accept the medical card?" shares
 * "accept" and "card" with the cards they do accept): its sentence must hold more of it.
 */
export const YES_NO_THRESHOLD = 0.55;
/** At most this many sentences are quoted. */
const MAX_QUOTES = 2;

/**
 * The default engine: works offline with no model. It quotes the sentence of the owner's
 * files that answers the question (holding the kind of answer asked for), states the answer
 * first when it is an amount or a duration, names the source (file and section), in the
 * owner's tone; when nothing answers, it gives the holding reply. Extractive by design: every
 * claim in a reply is a verbatim sentence of a named source.
 */
export function embeddedEngine(deps: RetrieveDeps): AnswerEngine & {
  answerFrom(input: AnswerInput, question: Question, evidence: readonly Evidence[]): Answer;
} {
  const engine = {
    async answer(input: AnswerInput): Promise<Answer> {
      // "How long has the clinic been around? What year did you open?": each part is asked alone
      // (the two parts' words together would find neither), then the whole.
      for (const part of questionParts(input.question)) {
        const one = readQuestion(part);
        if (!answerable(part, one)) continue;
        const partAnswer = engine.answerFrom(input, one, await gatherEvidence(deps, input, one));
        if (partAnswer.kind === 'grounded') return partAnswer;
      }
      const question = readQuestion(input.question);
      if (!answerable(input.question, question)) return holding(input);
      return engine.answerFrom(input, question, await gatherEvidence(deps, input, question));
    },
    answerFrom(input: AnswerInput, question: Question, evidence: readonly Evidence[]): Answer {
      const quotes = pickQuotes(rankCandidates(question, evidence), thresholdFor(question));
      if (quotes.length === 0) return holding(input);
      const voice = voiceOf(input.voice);
      const [first] = quotes as [Candidate, ...Candidate[]];
      const phrase = answerPhrase(question.kind, first.sentence, first.analysed);
      const short = phrase ? `In short: ${phrase.replace(/[.,;:]+$/, '')}.` : '';
      const quoted = quotes.map((q) => `"${q.sentence}" (${sourceLabel(q.evidence)})`).join(' ');
      const body = [short, leadIn(voice), quoted].filter(Boolean).join(' ');
      const text = afterGreeting(greeting(voice, input.askerFirstName), body);
      return { kind: 'grounded', text, sources: quotes.map(toSource), engine: 'embedded' };
    },
  };
  return engine;
}

export function thresholdFor(question: Question): number {
  return question.kind === 'yesno' ? YES_NO_THRESHOLD : GROUNDING_THRESHOLD;
}

/** Empty, far too long, or with no word that names anything: the owner answers it. */
function answerable(raw: string, question: Question): boolean {
  return raw.trim().length > 0 && raw.length <= MAX_QUESTION_CHARS && question.terms.some((t) => t.weight >= 0.5);
}

/** The questions of a message that asks more than one ("... been around? What year did you open?"). */
function questionParts(text: string): string[] {
  const parts = text
    .split(/(?<=\?)\s+/)
    .map((p) => p.trim())
    .filter((p) => p.length > 3);
  return parts.length > 1 ? parts.slice(0, 3) : [];
}

function holding(input: AnswerInput): Answer {
  const voice = voiceOf(input.voice);
  return {
    kind: 'holding',
    text: holdingReply(voice, input.askerFirstName, input.ownerFirstName),
    sources: [],
    engine: 'embedded',
  };
}

/**
 * The best sentence that holds the kind of answer asked for, over the threshold; a second
 * when it holds question words the first does not (a question in two parts) or answers
 * nearly as well (the exception after the rule).
 */
export function pickQuotes(ranked: readonly Candidate[], threshold = GROUNDING_THRESHOLD): Candidate[] {
  const best = ranked[0];
  if (!best?.holdsKind || (best.coverage < threshold && !best.holdsAllNamed)) return [];
  const picked = [best];
  for (const next of ranked.slice(1)) {
    if (picked.length >= MAX_QUOTES || next.coverage < threshold * 0.8) break;
    // A sentence is quoted once: a pair holding one already picked is not quoted again.
    if (picked.some((p) => p.parts.some((part) => next.parts.includes(part)))) continue;
    const adds = [...next.matched].some((t) => !best.matched.has(t));
    // The exception after the rule: a sentence of the same passage answering nearly as well.
    const beside = next.evidence === best.evidence && next.coverage >= best.coverage * 0.8;
    if (next.holdsKind && (adds || beside)) picked.push(next);
  }
  return picked;
}

/** "Handbook.md, Returns", "Policies.pdf, page 2", "from the instructions". */
function sourceLabel(evidence: Evidence): string {
  if (evidence.fileId === null) return evidence.name === 'Purpose' ? 'from the purpose' : 'from the instructions';
  const section = evidence.heading?.split(' > ').at(-1) ?? null;
  // A sheet's passage sits under the sheet's name, which its location already says.
  const named = section !== null && evidence.location?.startsWith(section);
  const parts = [evidence.name, evidence.location, named ? null : section];
  return parts.filter(Boolean).join(', ');
}
