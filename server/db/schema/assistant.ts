/** A user's assistant, Meg (issue 13); the setup lists are JSON text. */
export interface AssistantTable {
  ownerId: string;
  /** The assistant's own user (userType 'assistant'): the other side of the assistant relationship. */
  assistantUserId: string;
  pairingId: string;
  purpose: string;
  enabled: number;
  role: string;
  tone: string;
  style: string;
  userGender: string | null;
  userValues: string;
  setupCompleted: number;
  trained: number;
  status: 'active' | 'testMode';
  testUserId: string | null;
  testPairingId: string | null;
  /** The last time the owner had a client open (the away rule). */
  lastSeenAt: string | null;
  /** The owner said they are away: Meg answers even with a client open (null: not set). */
  awaySince: string | null;
  createdAt: string;
  updatedAt: string;
}

/** The assistant's per-relationship switch and instructions; no row: enabled, none. */
export interface AssistantPairingSettingTable {
  ownerId: string;
  pairingId: string;
  instructions: string;
  enabled: number;
  updatedAt: string;
}

/** AI Pro: one row per user who ever subscribed. */
export interface AssistantSubscriptionTable {
  userId: string;
  provider: 'self-hosted' | 'stripe';
  status: 'none' | 'active' | 'expired';
  stripeCustomerId: string | null;
  stripeSubscriptionId: string | null;
  currentPeriodEnd: string | null;
  updatedAt: string;
}

/** One incoming message Meg considered for one owner: the reply job's idempotency key. */
export interface AssistantReplyTable {
  inReplyToPostId: string;
  ownerId: string;
  status: 'pending' | 'replied' | 'cancelled' | 'failed';
  replyPostId: string | null;
  kind: 'grounded' | 'holding' | null;
  /** JSON AssistantReplySource[]. */
  sources: string;
  question: string;
  askedBy: string;
  engine: string | null;
  pairingId: string | null;
  groupId: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A Stripe webhook event already applied (a redelivery changes nothing). */
export interface StripeEventTable {
  id: string;
  createdAt: string;
}

/** The assistant and its billing (features/assistant). */
export interface AssistantTables {
  assistant: AssistantTable;
  assistant_pairing_setting: AssistantPairingSettingTable;
  assistant_subscription: AssistantSubscriptionTable;
  assistant_reply: AssistantReplyTable;
  stripe_event: StripeEventTable;
}
