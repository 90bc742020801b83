import OpenAI from 'openai';
import type { Answer, AnswerEngine, AnswerInput, AnswerSource } from '../answer-types';
import type { Logger } from '../../../logger';
import { keyTerms } from '../index/terms';
import { chatMessages, NO_ANSWER, pickFacts } from './prompt';
import { type Question, readQuestion } from './question';
import { type Evidence, gatherEvidence, type RetrieveDeps } from './retrieve';
import { holdingReply, voiceOf } from './voice';

export type OpenAiSettings = { baseUrl: string; model: string; apiKey?: string; timeoutMs: number };

/** The embedded engine's entry for the fallback: same evidence, no second search. */
export type Fallback = { answerFrom(input: AnswerInput, question: Question, evidence: readonly Evidence[]): Answer };

/**
 * Any OpenAI-compatible chat-completions endpoint (OpenAI, Ollama, llama.cpp's server, vLLM)
 * through the official client. The model gets the retrieved facts and is told to use nothing
 * else; it streams when the caller relays deltas. An error, an empty reply or the timeout
 * falls back to the embedded engine on the same evidence; the caller's abort is not a failure.
 */
export function openAiEngine(
  deps: RetrieveDeps & { logger: Logger },
  settings: OpenAiSettings,
  fallback: Fallback,
): AnswerEngine {
  const client = openAiClient(settings);

  return {
    async answer(input: AnswerInput): Promise<Answer> {
      const question = readQuestion(input.question);
      const evidence = await gatherEvidence(deps, input, question);
      const facts = pickFacts(question, evidence);
      const timeout = AbortSignal.timeout(settings.timeoutMs);
      const signal = input.signal ? AbortSignal.any([input.signal, timeout]) : timeout;
      try {
        const text = await complete(client, settings.model, chatMessages(input, facts), signal, input.onDelta);
        if (!text.trim()) throw new Error('empty reply');
        if (text.trim().startsWith(NO_ANSWER)) {
          const voice = voiceOf(input.voice);
          return {
            kind: 'holding',
            text: holdingReply(voice, input.askerFirstName, input.ownerFirstName),
            sources: [],
            engine: 'openai',
          };
        }
        return { kind: 'grounded', text: text.trim(), sources: sourcesOf(text, facts), engine: 'openai' };
      } catch (error) {
        if (input.signal?.aborted) throw error;
        deps.logger.warn({ err: error, timedOut: timeout.aborted }, 'assistant model failed; embedded engine answers');
        return fallback.answerFrom(input, question, evidence);
      }
    },
  };
}

/** The official client for the endpoint; the Authorization header only when a key is set. */
export function openAiClient(settings: OpenAiSettings): OpenAI {
  return new OpenAI({
    baseURL: settings.baseUrl,
    // The client insists on a key; without one the Authorization header is removed.
    apiKey: settings.apiKey ?? 'none',
    defaultHeaders: settings.apiKey ? {} : { Authorization: null },
    organization: null,
    project: null,
    maxRetries: 0,
    timeout: settings.timeoutMs,
  });
}

/** Streams when someone listens (holding back a reply that may turn out to be NO_ANSWER), else one request. */
export async function complete(
  client: OpenAI,
  model: string,
  messages: { role: 'system' | 'user' | 'assistant'; content: string }[],
  signal: AbortSignal,
  onDelta?: (textSoFar: string) => void,
): Promise<string> {
  if (!onDelta) {
    const completion = await client.chat.completions.create({ model, messages, temperature: 0.2 }, { signal });
    return completion.choices[0]?.message?.content ?? '';
  }
  const stream = await client.chat.completions.create({ model, messages, temperature: 0.2, stream: true }, { signal });
  let text = '';
  for await (const chunk of stream) {
    const delta = chunk.choices[0]?.delta?.content ?? '';
    if (!delta) continue;
    text += delta;
    const start = text.trimStart();
    if (!NO_ANSWER.startsWith(start.slice(0, NO_ANSWER.length))) onDelta(text);
  }
  return text;
}

/** The facts the reply draws on: those sharing the most content words with it (at least the best). */
function sourcesOf(reply: string, facts: readonly Evidence[]): AnswerSource[] {
  const replyTerms = new Set(keyTerms(reply));
  const ranked = facts
    .map((fact) => ({ fact, shared: keyTerms(fact.text).filter((t) => replyTerms.has(t)).length }))
    .filter((f) => f.shared >= 2 || reply.includes(f.fact.name))
    .sort((a, b) => b.shared - a.shared)
    .slice(0, 3);
  return ranked.map(({ fact }) => ({ fileId: fact.fileId, name: fact.name, excerpt: excerptOf(fact.text) }));
}

function excerptOf(text: string): string {
  return text.length > 280 ? `${text.slice(0, 277)}…` : text;
}
