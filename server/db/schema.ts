import type { Generated } from 'kysely';

/**
 * The database as the code sees it. Times are ISO strings on both engines (see
 * iso-dates-plugin.ts); booleans of our own tables are 0/1 integers; JSON is text.
 * A later migration that adds a table or column adds it here too.
 */
export interface UserTable {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean | number;
  image: string | null;
  createdAt: string;
  updatedAt: string;
  firstName: string;
  lastName: string;
  avatar: string | null;
  headline: string | null;
  bio: string | null;
  profileAlias: string;
  phone: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  userType: string;
  status: string;
  meetingLink: string | null;
  calendarLink: string | null;
}

export interface SessionTable {
  id: string;
  expiresAt: string;
  token: string;
  createdAt: string;
  updatedAt: string;
  ipAddress: string | null;
  userAgent: string | null;
  userId: string;
}

export interface AccountTable {
  id: string;
  accountId: string;
  providerId: string;
  userId: string;
  accessToken: string | null;
  refreshToken: string | null;
  idToken: string | null;
  accessTokenExpiresAt: string | null;
  refreshTokenExpiresAt: string | null;
  scope: string | null;
  password: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface VerificationTable {
  id: string;
  identifier: string;
  value: string;
  expiresAt: string;
  createdAt: string;
  updatedAt: string;
}

export interface PairingTable {
  id: string;
  /** The pair is stored once, with userId1 < userId2. */
  userId1: string;
  userId2: string;
  /** requested: requestedBy waits for the other; connected: both sides. */
  status: 'requested' | 'connected';
  requestedBy: string;
  source: string | null;
  createdAt: string;
  connectedAt: string | null;
  lastActivityAt: string;
  /** The source of the latest connect call (`source` keeps the first). */
  lastSource: string | null;
}

export interface GroupTable {
  id: string;
  name: string;
  createdBy: string;
  createdAt: string;
  lastActivityAt: string;
}

export interface GroupMemberTable {
  groupId: string;
  userId: string;
  role: 'admin' | 'member';
  joinedAt: string;
}

export interface PostTable {
  id: string;
  type: string;
  content: string | null;
  createdBy: string;
  visibility: string;
  groupId: string | null;
  pairingId: string | null;
  referencePostId: string | null;
  status: string;
  isEdited: number;
  deletedBy: string | null;
  deletedAt: string | null;
  createdAt: string;
  updatedAt: string;
  lastActivityAt: string;
  title: string | null;
  modifiedBy: string | null;
}

export interface PostAttachmentTable {
  postId: string;
  position: number;
  filename: string;
  filepath: string;
  type: string;
}

/** Media processing's verdict and outputs for one stored attachment (features/media). */
export interface PostAttachmentMediaTable {
  postId: string;
  position: number;
  filepath: string;
  status: 'processed' | 'blocked' | 'unavailable' | 'failed';
  realType: string | null;
  thumbnailKey: string | null;
  previewKey: string | null;
  pageCount: number | null;
  message: string | null;
  processedAt: string;
}

/** A named meta entry of a post; value is JSON text. */
export interface PostMetaTable {
  postId: string;
  position: number;
  name: string;
  value: string;
}

/** The named people of a SPECIFIC_PEOPLE post. */
export interface PostAudienceTable {
  postId: string;
  userId: string;
}

/** Non-members a SPECIFIC_PEOPLE post was shared with by e-mail. */
export interface PostInviteeTable {
  postId: string;
  email: string;
}

export interface PostPinTable {
  postId: string;
  targetKind: 'Group' | 'Pairing';
  targetId: string;
  pinnedBy: string;
  pinnedAt: string;
}

export interface PostUnreadTable {
  userId: string;
  postId: string;
  targetId: string;
  markedAt: string;
}

/** The first answer of POST /api/post for a user's Idempotency-Key (kept 24 h). */
export interface IdempotencyKeyTable {
  userId: string;
  key: string;
  response: string;
  createdAt: string;
}

/** A POST answered once under an Idempotency-Key (http/idempotency.ts); status null while in flight. */
export interface IdempotentRequestTable {
  userId: string;
  key: string;
  route: string;
  bodyHash: string;
  status: number | null;
  response: string | null;
  lockedUntil: string;
  createdAt: string;
}

/** The public-posts switch: scope '' is the user's global switch, else a pairing id. */
export interface PostPublicSwitchTable {
  userId: string;
  scope: string;
  isPublic: number;
  updatedAt: string;
}

/** When a user last viewed a pairing: posts by the other person after it are unread. */
export interface PairingViewTable {
  pairingId: string;
  userId: string;
  viewedAt: string;
}

/** When a member last viewed a group. */
export interface GroupViewTable {
  groupId: string;
  userId: string;
  viewedAt: string;
}

/** An e-mailed invitation to a non-member; the link carries a token whose SHA-256 is stored. */
export interface InvitationTable {
  id: string;
  senderUserId: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  companyName: string | null;
  jobTitle: string | null;
  message: string | null;
  groupId: string | null;
  importId: string | null;
  tokenHash: string;
  /** Expiry is read from expiresAt; a pending row past it is shown as expired. */
  status: 'pending' | 'accepted' | 'withdrawn' | 'expired';
  createdAt: string;
  expiresAt: string;
  respondedAt: string | null;
  acceptedBy: string | null;
}

export interface ContactImportTable {
  id: string;
  userId: string;
  groupId: string | null;
  message: string | null;
  fileName: string;
  status: 'sending' | 'done';
  total: number;
  valid: number;
  skipped: number;
  sent: number;
  failed: number;
  createdAt: string;
  updatedAt: string;
  completedAt: string | null;
}

/** One data row of an imported file, stored as given; status tracks its invitation. */
export interface ContactImportRowTable {
  importId: string;
  rowNumber: number;
  email: string;
  firstName: string | null;
  lastName: string | null;
  company: string | null;
  title: string | null;
  status: 'pending' | 'sent' | 'failed' | 'skipped';
  reason: string | null;
  invitationId: string | null;
}

export interface RealtimeChannelTable {
  channel: string;
  lastSeq: number;
}

export interface RealtimeEventTable {
  channel: string;
  seq: number;
  event: string;
  data: string;
  createdAt: string;
}

export interface JobTable {
  id: string;
  name: string;
  payload: string;
  status: 'queued' | 'running' | 'done' | 'failed';
  attempts: number;
  maxAttempts: number;
  runAt: string;
  leaseUntil: string | null;
  leaseOwner: string | null;
  lastError: string | null;
  createdAt: string;
  updatedAt: string;
  completedAt: string | null;
}

export interface MailOutboxTable {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  tag: string | null;
  status: 'stored' | 'queued' | 'sent' | 'failed';
  error: string | null;
  createdAt: string;
  sentAt: string | null;
}

export interface RateLimitTable {
  key: string;
  count: number;
  windowStartMs: number;
}

/** A custom link of a user's profile, in the order the user gave. */
export interface UserLinkTable {
  userId: string;
  position: number;
  title: string;
  url: string;
}

/** A company of a user (their own record); at most one is current (isCurrent 1). */
export interface CompanyTable {
  id: string;
  userId: string;
  name: string;
  title: string | null;
  website: string | null;
  description: string | null;
  logo: string | null;
  isCurrent: number;
  createdAt: string;
  updatedAt: string;
}

/** A user's notification switches (0/1); no row means all on. */
export interface NotificationPreferenceTable {
  userId: string;
  emailNotification: number;
  summaryEmailNotification: number;
  pushNotification: number;
  /** 1: notification e-mails say what happened, not the words (features/notifications). */
  emailWithoutContent: Generated<number>;
  updatedAt: string;
}

/** One notification for one recipient (features/notifications); `sourceKey` is unique per recipient. */
export interface NotificationTable {
  id: string;
  userId: string;
  actorId: string | null;
  kind: string;
  sourceKey: string;
  count: number;
  message: string | null;
  postId: string | null;
  commentId: string | null;
  commentReplyId: string | null;
  groupId: string | null;
  pairingId: string | null;
  jobId: string | null;
  readAt: string | null;
  /** The drawer was opened with it in it: no longer counted by the header's marker. */
  seenAt: string | null;
  emailedAt: string | null;
  pushedAt: string | null;
  createdAt: string;
}

/** A browser's web push subscription. */
export interface PushSubscriptionTable {
  endpoint: string;
  userId: string;
  p256dh: string;
  auth: string;
  createdAt: string;
}

/** Server-wide notification values (the generated VAPID keys). */
export interface NotificationSettingTable {
  key: string;
  value: string;
}

/** A daily digest that went out (or is going out) to a user. */
export interface NotificationDigestTable {
  userId: string;
  day: string;
  sentAt: string | null;
}

/** A comment on a post, or a reply (parentId names the comment it answers). */
export interface CommentTable {
  id: string;
  postId: string;
  parentId: string | null;
  message: string;
  createdBy: string;
  isEdited: number;
  createdAt: string;
  updatedAt: string;
}

/** One user's like of a post or a comment (entityKind 'post' or 'comment'). */
export interface ReactionLikeTable {
  entityKind: string;
  entityId: string;
  userId: string;
  createdAt: string;
}

/**
 * A member's last read chat post in a pairing; only ever moves to a later post. `own` is
 * always recorded; `shared` only while the reader has read receipts on (the other may see it).
 */
export interface ChatReadTable {
  pairingId: string;
  userId: string;
  scope: 'own' | 'shared';
  postId: string;
  /** The post's createdAt: (postCreatedAt, postId) orders the markers. */
  postCreatedAt: string;
  readAt: string;
}

/** A user's chat switches (0/1); no row means read receipts on. */
export interface ChatSettingTable {
  userId: string;
  readReceipts: number;
  updatedAt: string;
}

/** A posted job (issue 11); `job` is the queue's table. */
export interface JobPostingTable {
  id: string;
  title: string;
  /** Markdown. */
  description: string;
  createdBy: string;
  companyId: string | null;
  companyName: string | null;
  companyLogo: string | null;
  companyDescription: string | null;
  status: 'Published' | 'Draft' | 'Closed';
  city: string | null;
  state: string | null;
  country: string | null;
  salaryMin: number | null;
  salaryMax: number | null;
  salaryCurrency: string | null;
  salaryRate: string | null;
  jobType: string | null;
  workType: string | null;
  createdAt: string;
  updatedAt: string;
  /** When it was last closed; null while Published or Draft. */
  closedAt: string | null;
}

/** One person's application to a job, with its workspace group. */
export interface JobApplicantTable {
  jobId: string;
  userId: string;
  groupId: string;
  status: 'STARTED' | 'IN_PROGRESS' | 'SUBMITTED';
  /** 1 Unrated, 2 Not a Fit, 3 Maybe, 4 Good Fit. */
  rating: number;
  aiEnabled: number;
  notes: string | null;
  aiSummary: string | null;
  score: number | null;
  createdAt: string;
  updatedAt: string;
  submittedAt: string | null;
}

/** Feedback from the Feedback dialog (features/feedback); rating 0 to 10 or null. */
export interface FeedbackTable {
  id: string;
  userId: string;
  rating: number | null;
  feedback: string | null;
  improvements: string | null;
  createdAt: string;
}

export interface FeedbackAttachmentTable {
  feedbackId: string;
  position: number;
  filename: string;
  filepath: string;
  type: string;
  size: number;
}

/** An e-sign document (features/esign); `pageSizes` is JSON `[[width, height], ...]` in points. */
export interface EsignContentTable {
  id: string;
  ownerId: string;
  filename: string;
  filepath: string;
  type: string;
  sortOrder: number;
  state: 'processing' | 'ready' | 'failed' | 'sent' | 'completed' | 'declined' | 'expired';
  pdfKey: string | null;
  pageCount: number | null;
  pageSizes: string | null;
  originalSha256: string | null;
  message: string | null;
  signingOrder: 'parallel' | 'sequential';
  expiresAt: string | null;
  reminderDays: number;
  postId: string | null;
  signedKey: string | null;
  createdAt: string;
  sentAt: string | null;
  completedAt: string | null;
}

export interface EsignSignerTable {
  contentId: string;
  signerNumber: number;
  userId: string;
  state: 'pending' | 'signed' | 'declined';
  signedAt: string | null;
  ip: string | null;
  userAgent: string | null;
  declineReason: string | null;
  notifiedAt: string | null;
  remindedAt: string | null;
}

export interface EsignFieldTable {
  contentId: string;
  fieldId: string;
  signerNumber: number;
  type: 'signature' | 'textbox' | 'initials' | 'date' | 'checkbox';
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
  label: string | null;
  value: string | null;
}

export interface EsignEventTable {
  id: string;
  contentId: string;
  at: string;
  kind: string;
  actorId: string | null;
  detail: string | null;
}

/** A file of the assistant's knowledge base (features/knowledge). */
export interface KnowledgeFileTable {
  id: string;
  userId: string;
  name: string;
  filepath: string;
  size: number;
  type: string;
  status: 'uploaded' | 'reading' | 'indexed' | 'failed';
  progress: number;
  error: string | null;
  pages: number;
  chunks: number;
  createdAt: string;
  updatedAt: string;
}

/** A passage of a knowledge file; `location` is a page, sheet or heading hint. */
export interface KnowledgeChunkTable {
  id: Generated<number>;
  fileId: string;
  userId: string;
  position: number;
  location: string | null;
  text: string;
}

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

export interface Database {
  user: UserTable;
  session: SessionTable;
  account: AccountTable;
  verification: VerificationTable;
  pairing: PairingTable;
  groups: GroupTable;
  group_member: GroupMemberTable;
  post: PostTable;
  post_attachment: PostAttachmentTable;
  post_attachment_media: PostAttachmentMediaTable;
  post_meta: PostMetaTable;
  post_audience: PostAudienceTable;
  post_invitee: PostInviteeTable;
  post_pin: PostPinTable;
  post_unread: PostUnreadTable;
  idempotency_key: IdempotencyKeyTable;
  idempotent_request: IdempotentRequestTable;
  post_public_switch: PostPublicSwitchTable;
  pairing_view: PairingViewTable;
  group_view: GroupViewTable;
  invitation: InvitationTable;
  contact_import: ContactImportTable;
  contact_import_row: ContactImportRowTable;
  realtime_channel: RealtimeChannelTable;
  realtime_event: RealtimeEventTable;
  job: JobTable;
  mail_outbox: MailOutboxTable;
  rate_limit: RateLimitTable;
  user_link: UserLinkTable;
  company: CompanyTable;
  notification_preference: NotificationPreferenceTable;
  notification: NotificationTable;
  push_subscription: PushSubscriptionTable;
  notification_setting: NotificationSettingTable;
  notification_digest: NotificationDigestTable;
  comment: CommentTable;
  reaction_like: ReactionLikeTable;
  chat_read: ChatReadTable;
  chat_setting: ChatSettingTable;
  job_posting: JobPostingTable;
  job_applicant: JobApplicantTable;
  esign_content: EsignContentTable;
  esign_signer: EsignSignerTable;
  esign_field: EsignFieldTable;
  esign_event: EsignEventTable;
  meeting_peer: MeetingPeerTable;
  meeting_signal: MeetingSignalTable;
  feedback: FeedbackTable;
  feedback_attachment: FeedbackAttachmentTable;
  knowledge_file: KnowledgeFileTable;
  knowledge_chunk: KnowledgeChunkTable;
  assistant: AssistantTable;
  assistant_pairing_setting: AssistantPairingSettingTable;
  assistant_subscription: AssistantSubscriptionTable;
  assistant_reply: AssistantReplyTable;
  stripe_event: StripeEventTable;
}

/** One open meeting page (features/meetings); times in epoch ms. */
export interface MeetingPeerTable {
  peerId: string;
  postId: string;
  userId: string;
  joinedAt: number;
  seenAt: number;
}

/** A WebRTC signal waiting for its addressee; `body` is the JSON signal. */
export interface MeetingSignalTable {
  seq: number;
  postId: string;
  toPeerId: string;
  fromPeerId: string;
  body: string;
  createdAt: number;
}

export type { Generated };
