import type { AnswerInput } from '../answer-types';
import type { Question } from './question';
import { type Evidence, rankCandidates } from './retrieve';

/** What a model answers when the facts do not cover the question; replaced by the holding reply. */
export const NO_ANSWER = 'NO_ANSWER';
/** Passages given to a model per question. */
export const FACTS_PER_QUESTION = 6;

/**
 * The chat a model gets: the facts (numbered, with their sources) and the rule to use nothing
 * else; the owner's tone and style; the conversation so far; the question.
 */
export function chatMessages(input: AnswerInput, facts: readonly Evidence[]) {
  const tone = input.voice?.tone.join(', ') || 'Professional';
  const style = input.voice?.style.join('; ') || 'Be concise and to the point';
  const listed = facts
    .map((f, i) => `[${i + 1}] (${f.name}${f.location ? `, ${f.location}` : ''}) ${f.text}`)
    .join('\n');
  const system = [
    `You are Meg, the assistant of ${input.ownerFirstName}, replying on their behalf to ${input.askerFirstName} while ${input.ownerFirstName} is away.`,
    'Use ONLY the facts below. Do not add anything they do not say: no guesses, no general knowledge, no promises.',
    `If the facts do not answer the question, reply with exactly ${NO_ANSWER} and nothing else.`,
    `Write in this tone: ${tone}. Style: ${style}. Keep it short, plain text, and name the source of each fact in brackets like (source name).`,
    '',
    'Facts:',
    listed || '(none)',
  ].join('\n');
  const history = input.recentMessages.slice(-6).map((m) => ({
    role: m.fromOwner ? ('assistant' as const) : ('user' as const),
    content: m.text,
  }));
  return [{ role: 'system' as const, content: system }, ...history, { role: 'user' as const, content: input.question }];
}

/**
 * The facts for a model: the passages holding the sentences that best answer the question
 * (the embedded engine's ranking), then the rest in the index's order; then the purpose and
 * instructions.
 */
export function pickFacts(question: Question, evidence: readonly Evidence[]): Evidence[] {
  const order = new Map<Evidence, number>();
  for (const candidate of rankCandidates(question, evidence))
    if (!order.has(candidate.evidence)) order.set(candidate.evidence, order.size);
  const rank = (e: Evidence) => order.get(e) ?? order.size + evidence.indexOf(e);
  const files = evidence
    .filter((e) => e.fileId !== null)
    .sort((a, b) => rank(a) - rank(b))
    .slice(0, FACTS_PER_QUESTION);
  return [...files, ...evidence.filter((e) => e.fileId === null)];
}
