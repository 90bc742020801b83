import { z } from 'zod';
import {
  ASSISTANT_GENDERS,
  ASSISTANT_LIMITS,
  ASSISTANT_ROLES,
  ASSISTANT_STYLES,
  ASSISTANT_TONES,
  ASSISTANT_VALUES,
  type AssistantStatus,
  type BillingProvider,
  SETUP_STEPS,
  type SubscriptionStatus,
} from '../assistant';
import { messages } from '../messages';
import { zId } from './envelope';
export { assistantEvents } from '../events';

/**
 * Meg, the AI assistant, and its AI Pro subscription (issue 13; spec 2 §3, §4, §7, §8; spec 1
 * §7). Every call answers the envelope; the acting user (userId, modifiedBy) is the session's,
 * and nobody reads or changes another user's assistant.
 */

const m = messages.assistant;

/**
 * The assistant record, GET /api/assistant/user/{userId} (the spec's client state, spec 2 §3).
 * The assistant is a member of its owner's relationship list (role 'assistant'): assistantId
 * is that member's user id, so /relationships/{assistantId} opens the assistant relationship.
 */
export type AssistantRecord = {
  assistantId: string;
  /** The owner. */
  userId: string;
  /** 'Meg'. */
  name: string;
  purpose: string;
  enabled: boolean;
  subscribed: boolean;
  /** Setup completed. */
  setup: boolean;
  /** Training completed (a purpose or instructions saved). */
  trained: boolean;
  status: AssistantStatus;
  /** The test persona's user id while test mode is on. */
  testUserId: string | null;
  /** The assistant relationship (owner ↔ assistant). */
  pairingId: string;
  /** The test relationship (owner ↔ test persona) while test mode is on. */
  testPairingId: string | null;
  /** The owner said they are away: Meg answers even while a client of theirs is open. */
  away: boolean;
};

/** `GET /api/assistant/user/{userId}` and the other paths' ids. */
export const zAssistantUserParams = z.object({ userId: zId });
export const zAssistantEnabledParams = z.object({ assistantId: zId, userId: zId });

// ---- setup (spec 2 §4 wizard) ----

const multi = <T extends readonly [string, ...string[]]>(choices: T) =>
  z
    .array(z.enum(choices, { error: m.invalidChoice }))
    .min(1, m.chooseOne)
    .max(choices.length);

/** GET /api/assistant/user/{userId}/setup → the answers so far (empty lists before setup). */
export type SetupAnswers = {
  role: string[];
  tone: string[];
  style: string[];
  userGender: string | null;
  userValues: string[];
  completed: boolean;
};

/**
 * PATCH /api/assistant/user/setup: userId, the current step's field, and `completed: true` on
 * the last step (Done). Any subset of steps may be sent; at least one step or completed.
 * Answers the whole SetupAnswers (data.completed as the spec reads it).
 */
export const zSetupPatch = z
  .object({
    userId: zId,
    role: multi(ASSISTANT_ROLES).optional(),
    tone: multi(ASSISTANT_TONES).optional(),
    style: multi(ASSISTANT_STYLES).optional(),
    userGender: z.enum(ASSISTANT_GENDERS, { error: m.invalidChoice }).optional(),
    userValues: multi(ASSISTANT_VALUES).optional(),
    completed: z.boolean().optional(),
  })
  .refine((body) => SETUP_STEPS.some((step) => body[step] !== undefined) || body.completed !== undefined, {
    message: m.oneStep,
  });
export type SetupPatch = z.infer<typeof zSetupPatch>;

// ---- enable, activated, train ----

/**
 * PATCH /api/assistant/enable: toggles (the spec sends only assistantId and modifiedBy); send
 * `enabled` to set a state instead. Answers the new enabled state (boolean). Turning on needs
 * the subscription (403 messages.assistant.subscriptionRequired).
 */
export const zEnableBody = z.object({ assistantId: zId, modifiedBy: zId, enabled: z.boolean().optional() });
export type EnableBody = z.infer<typeof zEnableBody>;
/**
 * PATCH /api/assistant/user/away: the owner says they are away (or back). Meg then answers their
 * one-to-one chats even while a client is open; without it, Meg waits until no client has been
 * open for ASSISTANT_AWAY_AFTER_MS. Answers the AssistantRecord.
 */
export const zAwayBody = z.object({ userId: zId, away: z.boolean() });
export type AwayBody = z.infer<typeof zAwayBody>;
/** GET /api/assistant/{assistantId}/user/{userId}/enabled → boolean. */
/** GET /api/assistant/user/{userId}/activated → boolean (subscribed). */

/** PATCH /api/assistant/train: the purpose text. Answers TrainAnswer. */
export const zTrainBody = z.object({
  assistantId: zId,
  modifiedBy: zId,
  purpose: z.string().trim().max(ASSISTANT_LIMITS.purpose, m.purposeTooLong(ASSISTANT_LIMITS.purpose)),
});
export type TrainBody = z.infer<typeof zTrainBody>;
export type TrainAnswer = { purpose: string; trained: boolean; message: string };

// ---- test mode ----

/** POST /api/assistant/user/test-mode: creates the test persona and its relationship. */
export const zTestModeStartBody = z.object({ assistantId: zId, userId: zId });
export type TestModeStartBody = z.infer<typeof zTestModeStartBody>;
/** data.userId2 is the test user (spec 2 §7). */
export type TestModeStarted = { userId1: string; userId2: string; pairingId: string; assistant: AssistantRecord };

/** DELETE /api/assistant/user/test-mode: 404 'Test User Not Found!' when no such pairing. */
export const zTestModeEndBody = z.object({ assistantId: zId, userId: zId, pairingId: zId });
export type TestModeEndBody = z.infer<typeof zTestModeEndBody>;
export type TestModeEnded = { pairingId: string; assistant: AssistantRecord };

// ---- per-relationship settings ----

/** GET /api/assistant/{assistantId}/user/{userId}/pairing/{pairingId}/settings */
export const zPairingSettingsParams = z.object({ assistantId: zId, userId: zId, pairingId: zId });
/** Defaults before anything is saved: no instructions, enabled. */
export type PairingSettings = {
  instructions: string;
  enabled: boolean;
  assistantId: string;
  userId: string;
  pairingId: string;
};

/** PATCH /api/assistant/user/pairing/settings: instructions, enabled or both. Answers PairingSettings. */
export const zPairingSettingsPatch = z
  .object({
    assistantId: zId,
    userId: zId,
    pairingId: zId,
    instructions: z
      .string()
      .trim()
      .max(ASSISTANT_LIMITS.instructions, m.instructionsTooLong(ASSISTANT_LIMITS.instructions))
      .optional(),
    enabled: z.boolean().optional(),
  })
  .refine((body) => body.instructions !== undefined || body.enabled !== undefined, { message: m.settingsChange });
export type PairingSettingsPatch = z.infer<typeof zPairingSettingsPatch>;

// ---- replies ----

/** A passage a reply drew on (the knowledge contract's AnswerSource). */
export type AssistantReplySource = { fileId: string | null; name: string; excerpt: string };

/**
 * GET /api/assistant/reply/{postId} (the owner only) and `assistant.reply.detail`: what Meg
 * answered, from what, and to which question. kind 'holding': nothing the owner gave Meg held
 * the answer, so Meg said the owner will get back (the question is what the owner should answer).
 */
export type AssistantReplyDetail = {
  postId: string;
  /** The contact's message Meg answered. */
  inReplyToPostId: string;
  question: string;
  askedBy: string;
  kind: 'grounded' | 'holding';
  sources: AssistantReplySource[];
  engine: string;
  pairingId: string | null;
  groupId: string | null;
  createdAt: string;
};
export const zReplyParams = z.object({ postId: zId });

/**
 * `assistant.reply.pending|completed|error` on the conversation's channel (both sides see it):
 * who is typing (the assistant's name) and for which message; completed names the reply post.
 */
export type AssistantActivityEvent = {
  state: 'pending' | 'completed' | 'error';
  assistantId: string;
  ownerUserId: string;
  name: string;
  inReplyToPostId: string;
  pairingId?: string;
  groupId?: string;
  /** completed only. */
  postId?: string;
};

// ---- subscription (AI Pro) ----

/** GET /api/subscription/user/{userId}: the owner's subscription. */
export type SubscriptionState = {
  userId: string;
  status: SubscriptionStatus;
  subscribed: boolean;
  provider: BillingProvider;
  /** PLAN_LABELS[provider]. */
  planLabel: string;
  currentPeriodEnd: string | null;
  /** A provider portal exists for it (Stripe with a customer). */
  manageable: boolean;
};

/** `assistant.subscription` on the owner's user channel. */
export type AssistantSubscriptionEvent = { userId: string; status: SubscriptionStatus; provider: BillingProvider };

/** A same-site return address (a path, or a URL on PUBLIC_URL). */
const zReturnUrl = z.string().trim().min(1).max(2048);

/**
 * POST /api/subscription/checkout: start AI Pro. Self-hosted activates at once (url null,
 * subscription active); Stripe answers the Checkout page's url (the webhook activates).
 */
export const zCheckoutBody = z.object({ userId: zId, returnUrl: zReturnUrl.optional() });
export type CheckoutBody = z.infer<typeof zCheckoutBody>;
export type CheckoutAnswer = { url: string | null; subscription: SubscriptionState };

/** POST /api/subscription/cancel: self-hosted ends at once (the expired post follows); Stripe → 409, use the portal. */
export const zCancelBody = z.object({ userId: zId });

/**
 * GET /api/subscription/manage-subscription/{userId}/{encodedCurrentUrl} → data: the portal URL;
 * 409 messages.assistant.cannotManage when there is no portal (self-hosted, no customer).
 */
export const zManageParams = z.object({ userId: zId, currentUrl: z.string().min(1).max(4096) });

/** POST /api/subscription/iframe-url → data: the pricing page's URL to show in the frame. */
export const zIframeUrlBody = z.object({
  userId: zId,
  email: z.string().trim().max(254).optional(),
  redirectUrl: zReturnUrl.optional(),
  inIframe: z.boolean().optional(),
});
export type IframeUrlBody = z.infer<typeof zIframeUrlBody>;

/** POST /api/subscription/webhook: Stripe's raw body with its Stripe-Signature header → `{ received: true }`. */
export type WebhookAnswer = { received: true };
