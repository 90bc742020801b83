import type { Generated } from 'kysely';

/** A user's notification switches (0/1); no row means the defaults (notifications/settings.ts). */
export interface NotificationPreferenceTable {
  userId: string;
  emailNotification: number;
  summaryEmailNotification: number;
  pushNotification: number;
  /** 1: notification e-mails say what happened, not the words (features/notifications). */
  emailWithoutContent: Generated<number>;
  /** IANA zone the browser reported (the daily summary's local hour); null: UTC. */
  timeZone: Generated<string | null>;
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

/**
 * A recipient's chat e-mail state in one relationship (notifications/chat-mail.ts): a delayed
 * e-mail is pending (`pendingAt`), the newest message from the other person the server has
 * heard of, and up to which message an e-mail or the recipient's reading already covered.
 */
export interface ChatMailStateTable {
  userId: string;
  pairingId: string;
  pendingAt: string | null;
  lastMessageAt: string;
  coveredThrough: string | null;
}

/** Notifications (features/notifications). */
export interface NotificationsTables {
  notification_preference: NotificationPreferenceTable;
  notification: NotificationTable;
  push_subscription: PushSubscriptionTable;
  notification_setting: NotificationSettingTable;
  notification_digest: NotificationDigestTable;
  chat_mail_state: ChatMailStateTable;
}
