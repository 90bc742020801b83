import type { Services } from '../../services';
import type { Answer, AnswerEngine, AnswerInput } from './answer-types';
import { embeddedEngine } from './engines/embedded';
import { llamaEngine } from './engines/llama';
import { openAiEngine } from './engines/openai';

export type { Answer, AnswerEngine, AnswerInput, AnswerSource, VoiceProfile } from './answer-types';

const engines = new WeakMap<Services, AnswerEngine>();

/**
 * The engine the configuration names: a local GGUF model (ASSISTANT_LLM_GGUF), else an
 * OpenAI-compatible endpoint (ASSISTANT_LLM_BASE_URL), else the embedded engine. The first
 * two fall back to the embedded one when they fail.
 */
export function engineFor(services: Services): AnswerEngine {
  let engine = engines.get(services);
  if (engine) return engine;
  const deps = { db: services.db, dialect: services.dialect, logger: services.logger };
  const embedded = embeddedEngine(deps);
  const { baseUrl, model, apiKey, timeoutMs, ggufPath } = services.config.assistantLlm;
  if (ggufPath) engine = llamaEngine(deps, { modelPath: ggufPath, timeoutMs }, embedded);
  else if (baseUrl) engine = openAiEngine(deps, { baseUrl, model, apiKey, timeoutMs }, embedded);
  else engine = embedded;
  engines.set(services, engine);
  return engine;
}

/**
 * Meg's answer to a contact's question, from what the owner gave it (files, purpose,
 * instructions, voice). Never another user's files. Rejects only when `input.signal` aborts.
 */
export function answerQuestion(services: Services, input: AnswerInput): Promise<Answer> {
  return engineFor(services).answer(input);
}
