/**
 * The assistant's fixed lists and names, zod-free so the client's first load can import them
 * (issue 13, spec 2 §3, §4). The zod contracts of the calls are in `api/assistant.ts`.
 */

/** The setup drawer's five steps, in the wizard's order (spec 2 §4). */
export const SETUP_STEPS = ['role', 'tone', 'style', 'userGender', 'userValues'] as const;
export type SetupStep = (typeof SETUP_STEPS)[number];
/** The one single-choice step; every other step is multi-choice. */
export const SINGLE_CHOICE_STEPS: readonly SetupStep[] = ['userGender'];

/** Choice lists, verbatim (spec 2 §3). */
export const ASSISTANT_ROLES = [
  'entrepreneur',
  'executive',
  'general management',
  'HR',
  'sales',
  'investor',
  'technologist',
  'marketer',
  'customer support',
  'business development',
  'finance & accounting',
  'performer / musician',
  'operations',
  'creator / creative',
  'arts & crafts',
  'retired',
  'hobbyist',
  'homemaker',
  'group leader',
  'student',
  'other',
] as const;
export const ASSISTANT_TONES = [
  'Professional',
  'Casual',
  'Formal',
  'Friendly',
  'Enthusiastic',
  'Empathetic',
  'Humorous',
  'Informative',
  'Authoritative',
  'Motivational',
  'Neutral',
  'Please decide on your own based on the situation',
] as const;
export const ASSISTANT_STYLES = [
  'Be concise and to the point',
  'Be more friendly and conversational',
  'Let your assistant decide based on the situation',
] as const;
export const ASSISTANT_GENDERS = ['Male', 'Female', 'Prefer not to say'] as const;
export const ASSISTANT_VALUES = [
  'Integrity',
  'Honesty',
  'Respect',
  'Responsibility',
  'Loyalty',
  'Commitment',
  'Excellence',
  'Innovation',
  'Empathy',
  'Courage',
  'Collaboration',
  'Adaptability',
  'Humility',
  'Fairness',
  'Gratitude',
  'Perseverance',
  'Positivity',
  'Self-discipline',
  'Compassion',
  'Accountability',
  'Balance',
  'Sustainability',
  'Community',
  'Open-mindedness',
  'Trustworthiness',
] as const;

export type AssistantRoleChoice = (typeof ASSISTANT_ROLES)[number];
export type AssistantToneChoice = (typeof ASSISTANT_TONES)[number];
export type AssistantStyleChoice = (typeof ASSISTANT_STYLES)[number];
export type AssistantGenderChoice = (typeof ASSISTANT_GENDERS)[number];
export type AssistantValueChoice = (typeof ASSISTANT_VALUES)[number];

/** The choices of each step, for a wizard that walks SETUP_STEPS. */
export const SETUP_CHOICES: { readonly [S in SetupStep]: readonly string[] } = {
  role: ASSISTANT_ROLES,
  tone: ASSISTANT_TONES,
  style: ASSISTANT_STYLES,
  userGender: ASSISTANT_GENDERS,
  userValues: ASSISTANT_VALUES,
};

/** Assistant status (spec 2 §3): test mode swaps the assistant relationship for the test user's. */
export const ASSISTANT_STATUSES = ['active', 'testMode'] as const;
export type AssistantStatus = (typeof ASSISTANT_STATUSES)[number];

/** Subscription (AI Pro) states; only `active` makes the user subscribed. */
export const SUBSCRIPTION_STATUSES = ['none', 'active', 'expired'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
/** Who bills: the self-hosted default activates locally; Stripe when its keys are set. */
export const BILLING_PROVIDERS = ['self-hosted', 'stripe'] as const;
export type BillingProvider = (typeof BILLING_PROVIDERS)[number];
/** How each plan is labelled wherever the subscription is shown. */
export const PLAN_LABELS: { readonly [P in BillingProvider]: string } = {
  'self-hosted': 'AI Pro (self-hosted plan)',
  stripe: 'AI Pro',
};

/**
 * The fixed imaginary persona of test mode (spec 2 §9, spec 3 "a test profile card shows fixed
 * sample data"): one test user per owner, role testUser, always this identity.
 */
export const TEST_PERSONA = {
  firstName: 'Taylor',
  lastName: 'Sample',
  headline: 'Head of Partnerships at Sample Co. (test persona)',
  bio: 'Taylor is an imaginary contact. Write to Meg here as if you were one of your relationships, and see how Meg would answer for you.',
  company: 'Sample Co.',
  city: 'Springfield',
} as const;

/** Max lengths the server enforces (not spec copy: the spec names none). */
export const ASSISTANT_LIMITS = {
  purpose: 10_000,
  instructions: 5_000,
} as const;

/**
 * Assistant post meta (spec 3 §3): `assistantResponse` `{ name }` marks a reply Meg wrote for its
 * owner; `assistantState` `{ state }` a guidance post. The reply's sources are not in its meta
 * (the contact must not see the owner's files): the owner reads them with
 * GET /api/assistant/reply/{postId} and receives them on `assistant.reply.completed`'s owner twin.
 * `assistantSilence` `{ reasons }` is test mode's note where a contact would get no reply.
 */
export const ASSISTANT_META = {
  response: 'assistantResponse',
  state: 'assistantState',
  silence: 'assistantSilence',
  subscription: 'subscription',
} as const;

/** Guidance states of assistant posts (spec 3 §4.4). */
export const ASSISTANT_GUIDANCE_STATES = [
  'setup',
  'inactive_setup',
  'active_setup',
  'train',
  'inactive_train',
  'active_train',
  'ready',
  'active_ready',
] as const;
export type AssistantGuidanceState = (typeof ASSISTANT_GUIDANCE_STATES)[number];
