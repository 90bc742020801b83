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
  /** The From header's display name when sent in a member's name; the address stays MAIL_FROM's. */
  fromName: string | null;
  replyTo: string | null;
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

/** The conversation an open socket reports as open and visible (realtime/focus.ts). */
export interface SocketFocusTable {
  connectionId: string;
  userId: string;
  /** A channel name, e.g. `pair:{pairingId}`. */
  channel: string;
  /** Refreshed while the socket stays open; an older row is a dead instance's. */
  updatedAt: string;
}

/** The shared mechanisms: realtime history, the job queue, mail, rate limits, idempotent requests. */
export interface PlatformTables {
  idempotent_request: IdempotentRequestTable;
  realtime_channel: RealtimeChannelTable;
  realtime_event: RealtimeEventTable;
  job: JobTable;
  mail_outbox: MailOutboxTable;
  rate_limit: RateLimitTable;
  socket_focus: SocketFocusTable;
}
