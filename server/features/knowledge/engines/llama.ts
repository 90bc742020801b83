import type { Answer, AnswerEngine, AnswerInput } from '../answer-types';
import type { Logger } from '../../../logger';
import { chatMessages, NO_ANSWER, pickFacts } from './prompt';
import { readQuestion } from './question';
import { gatherEvidence, type RetrieveDeps } from './retrieve';
import type { Fallback } from './openai';
import { holdingReply, voiceOf } from './voice';

/** The package is an optional extra (`npm install node-llama-cpp`): never imported unless configured. */
const PACKAGE = 'node-llama-cpp';

type LlamaSession = { prompt(text: string, options: Record<string, unknown>): Promise<string> };
type LlamaModule = {
  getLlama(): Promise<{ loadModel(o: { modelPath: string }): Promise<LlamaModel> }>;
  LlamaChatSession: new (o: { contextSequence: unknown; systemPrompt: string }) => LlamaSession;
};
type LlamaModel = { createContext(): Promise<{ getSequence(): unknown; dispose(): Promise<void> }> };

/**
 * A local GGUF model file through node-llama-cpp (ASSISTANT_LLM_GGUF). The package is loaded
 * on first use by a dynamic import; when it is not installed, or the model fails, the
 * embedded engine answers. Same prompt and rules as the OpenAI-compatible engine.
 */
export function llamaEngine(
  deps: RetrieveDeps & { logger: Logger },
  settings: { modelPath: string; timeoutMs: number },
  fallback: Fallback,
): AnswerEngine {
  let model: Promise<{ llama: LlamaModule; model: LlamaModel }> | null = null;
  const load = () => {
    model ??= (async () => {
      const llama = (await import(/* @vite-ignore */ PACKAGE)) as LlamaModule;
      const runtime = await llama.getLlama();
      return { llama, model: await runtime.loadModel({ modelPath: settings.modelPath }) };
    })();
    return model;
  };

  return {
    async answer(input: AnswerInput): Promise<Answer> {
      const question = readQuestion(input.question);
      const evidence = await gatherEvidence(deps, input, question);
      try {
        const { llama, model: loaded } = await load();
        const [system, ...rest] = chatMessages(input, pickFacts(question, evidence));
        const context = await loaded.createContext();
        try {
          const session = new llama.LlamaChatSession({
            contextSequence: context.getSequence(),
            systemPrompt: system?.content ?? '',
          });
          const timeout = AbortSignal.timeout(settings.timeoutMs);
          const signal = input.signal ? AbortSignal.any([input.signal, timeout]) : timeout;
          let text = '';
          const prompt = rest.map(
            (m) => `${m.role === 'assistant' ? input.ownerFirstName : input.askerFirstName}: ${m.content}`,
          );
          const reply = await session.prompt(prompt.join('\n'), {
            signal,
            temperature: 0.2,
            onTextChunk: (chunk: string) => {
              text += chunk;
              if (!NO_ANSWER.startsWith(text.trimStart().slice(0, NO_ANSWER.length))) input.onDelta?.(text);
            },
          });
          if (reply.trim().startsWith(NO_ANSWER) || !reply.trim()) {
            const holding = holdingReply(voiceOf(input.voice), input.askerFirstName, input.ownerFirstName);
            return { kind: 'holding', text: holding, sources: [], engine: 'llama' };
          }
          const sources = pickFacts(question, evidence)
            .slice(0, 2)
            .map((f) => ({ fileId: f.fileId, name: f.name, excerpt: f.text.slice(0, 280) }));
          return { kind: 'grounded', text: reply.trim(), sources, engine: 'llama' };
        } finally {
          await context.dispose();
        }
      } catch (error) {
        if (input.signal?.aborted) throw error;
        deps.logger.warn({ err: error }, 'local model failed; embedded engine answers');
        return fallback.answerFrom(input, question, evidence);
      }
    },
  };
}
