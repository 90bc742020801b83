import type { Answer, AnswerEngine, AnswerInput } from '../answer-types';
import {
  type Evidence,
  gatherEvidence,
  type RetrieveDeps,
  type ScoredSentence,
  scoreSentences,
  toSource,
} from './retrieve';
import { greeting, holdingReply, leadIn, voiceOf } from './voice';

/**
 * The share of the question's weighted content words a sentence must hold to be quoted as
 * the answer. Tuned on the grounding set (bench/fixtures/grounding.ts): lower lets unrelated
 * sentences through for uncovered questions, higher loses answerable ones.
 */
export const GROUNDING_THRESHOLD = 0.6;
/** At most this many sentences are quoted. */
const MAX_QUOTES = 2;

/**
 * The default engine: works offline with no model. It quotes the best-matching sentences
 * of what the owner gave it, with their sources, framed in the owner's tone; when nothing
 * covers the question well enough it gives the holding reply. Extractive by design: every
 * claim in a reply is a verbatim sentence of a named source.
 */
export function embeddedEngine(deps: RetrieveDeps): AnswerEngine & {
  answerFrom(input: AnswerInput, evidence: readonly Evidence[]): Answer;
} {
  const engine = {
    async answer(input: AnswerInput): Promise<Answer> {
      return engine.answerFrom(input, await gatherEvidence(deps, input));
    },
    answerFrom(input: AnswerInput, evidence: readonly Evidence[]): Answer {
      const voice = voiceOf(input.voice);
      const quotes = pickQuotes(scoreSentences(input.question, evidence));
      if (quotes.length === 0) {
        return {
          kind: 'holding',
          text: holdingReply(voice, input.askerFirstName, input.ownerFirstName),
          sources: [],
          engine: 'embedded',
        };
      }
      const quoted = quotes.map((q) => `"${q.sentence}" (${sourceLabel(q.evidence)})`);
      const lead = leadIn(voice);
      const text = [greeting(voice, input.askerFirstName), lead, quoted.join(' ')].filter(Boolean).join(' ');
      return { kind: 'grounded', text, sources: quotes.map(toSource), engine: 'embedded' };
    },
  };
  return engine;
}

/** The best sentence over the threshold, and a second only when it covers words the first does not. */
export function pickQuotes(scored: readonly ScoredSentence[]): ScoredSentence[] {
  const best = scored[0];
  if (!best || best.coverage < GROUNDING_THRESHOLD) return [];
  const picked = [best];
  for (const next of scored.slice(1)) {
    if (picked.length >= MAX_QUOTES || next.coverage < GROUNDING_THRESHOLD) break;
    if ([...next.matched].some((t) => !best.matched.has(t))) picked.push(next);
  }
  return picked;
}

function sourceLabel(evidence: Evidence): string {
  if (evidence.fileId === null) return evidence.name === 'Purpose' ? 'from the purpose' : 'from the instructions';
  return evidence.location ? `${evidence.name}, ${evidence.location}` : evidence.name;
}
