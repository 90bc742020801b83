/**
 * The contract between the assistant (who decides when Meg replies, and posts the reply)
 * and the knowledge feature (which holds the user's files and the engines that answer
 * from them). The assistant imports only these types and `knowledge/index.ts`.
 */

/** The user's setup answers as the engine reads them (spec 2 §3 choice lists). */
export type VoiceProfile = {
  role: readonly string[];
  tone: readonly string[];
  style: readonly string[];
  userGender: string | null;
  userValues: readonly string[];
};

export type AnswerInput = {
  /** Whose assistant answers: their files, purpose and voice. */
  ownerUserId: string;
  ownerFirstName: string;
  /** The contact who asked. */
  askerFirstName: string;
  /** The incoming message, as plain text. */
  question: string;
  /** A few earlier messages of the conversation, oldest first. */
  recentMessages: readonly { fromOwner: boolean; text: string }[];
  /** The train drawer's purpose text. */
  purpose: string;
  /** The per-relationship instructions of this conversation. */
  instructions: string;
  voice: VoiceProfile | null;
  /** Aborted when the owner answers first or the reply is no longer wanted. */
  signal?: AbortSignal;
  /** Streaming engines report the reply so far; the assistant may relay it. */
  onDelta?: (textSoFar: string) => void;
};

/** A passage the reply used: shown to the owner with the reply. */
export type AnswerSource = {
  /** null for the purpose text or the per-relationship instructions. */
  fileId: string | null;
  /** The file's name, or 'Purpose' / 'Instructions'. */
  name: string;
  excerpt: string;
};

export type Answer = {
  /** 'holding' when nothing the user gave Meg answers the question. */
  kind: 'grounded' | 'holding';
  /** The reply to post to the contact. */
  text: string;
  sources: readonly AnswerSource[];
  engine: 'embedded' | 'openai' | 'llama';
};

export interface AnswerEngine {
  answer(input: AnswerInput): Promise<Answer>;
}
