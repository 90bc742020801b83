import { z } from 'zod';
import { zId, zPaging } from './envelope';

/** What happened, from the recipient's side (spec 1 §3: the events that notify). */
export const NOTIFICATION_KINDS = [
  'comment',
  'reply',
  'postLike',
  'commentLike',
  'share',
  'connectionRequest',
  'connectionAccepted',
  'groupAdded',
  'esignRequest',
  'esignExpired',
  'esignLinkLocked',
  'jobApplied',
  'dataExportReady',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export type NotificationActor = { userId: string; firstName: string; lastName: string; avatar: string | null };

/**
 * One notification as its recipient sees it (GET /api/notifications, the live
 * `notification.created` frame). `url` is the deep link a click opens (also push's redirect).
 * `count` > 1 when repeats were grouped (likes of one post): the actor is the latest.
 */
export type Notification = {
  notificationId: string;
  kind: NotificationKind;
  actor: NotificationActor | null;
  /** 'Ada Lovelace commented on your post', ready to show. */
  title: string;
  /** The words of the comment or post, cut to 90 characters (spec 3 §10); null when none. */
  message: string | null;
  count: number;
  postId: string | null;
  commentId: string | null;
  commentReplyId: string | null;
  groupId: string | null;
  pairingId: string | null;
  jobId: string | null;
  url: string;
  isRead: boolean;
  createdAt: string;
};

/**
 * The list answer: unread first, then newest; `unread` counts every unread one, `unseen` the
 * unread ones not yet seen in the drawer (the header's marker).
 */
export type NotificationList = { results: Notification[]; count: number; unread: number; unseen: number };

/** GET /api/notifications?skip&limit. */
export const zNotificationListQuery = zPaging;

/**
 * GET /api/notifications/id?notificationId&userId (spec 1 §7): one notification, for its
 * recipient only; `userId`, when sent, must be the session's (decision 3).
 */
export const zNotificationByIdQuery = z.object({ notificationId: zId, userId: zId.optional() });

/**
 * Its answer: the notification, the realtime channel it was delivered on (the recipient's
 * `user:` channel) and the payload of that frame (`notification.created`).
 */
export type NotificationById = Notification & { channel: string; payload: NotificationCreatedData };

/** PATCH /api/notifications/read: one (`notificationId`) or every one (`all: true`). */
export const zMarkReadBody = z.union([
  z.object({ notificationId: zId }).strict(),
  z.object({ all: z.literal(true) }).strict(),
]);
export type MarkReadBody = z.infer<typeof zMarkReadBody>;
export type MarkReadAnswer = { updated: number; unread: number; unseen: number };

/**
 * PATCH /api/notifications/seen (no fields): the drawer was opened, so the header's marker
 * clears; rows stay unread until clicked or marked read (as GitHub, LinkedIn and Slack do).
 */
export const zMarkSeenBody = z.object({}).strict();
export type MarkSeenAnswer = { updated: number; unseen: number };

const zFlag = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]);

/** The spec's three switches and ours: e-mails that say what happened but not the words. */
export type NotificationSettings = {
  emailNotification: boolean;
  summaryEmailNotification: boolean;
  pushNotification: boolean;
  emailWithoutContent: boolean;
};

/** PATCH /api/notifications/preferences: only the switches sent change. */
export const zNotificationSettingsPatch = z
  .object({
    emailNotification: zFlag.optional(),
    summaryEmailNotification: zFlag.optional(),
    pushNotification: zFlag.optional(),
    emailWithoutContent: zFlag.optional(),
  })
  .strict();
export type NotificationSettingsPatch = z.infer<typeof zNotificationSettingsPatch>;

/** POST /api/notifications/push/subscriptions: the browser's PushSubscription.toJSON(). */
export const zPushSubscriptionBody = z.object({
  endpoint: z.string().url().max(2048),
  keys: z.object({ p256dh: z.string().min(16).max(256), auth: z.string().min(8).max(64) }),
});
export type PushSubscriptionBody = z.infer<typeof zPushSubscriptionBody>;

/** DELETE /api/notifications/push/subscriptions. */
export const zPushUnsubscribeBody = z.object({ endpoint: z.string().url().max(2048) });

/** Realtime events on the recipient's `user:` channel. */
export { notificationEvents } from '../events';

/** History keeps `{ notificationId }`; live frames add the notification. */
export type NotificationCreatedData = { notificationId: string; notification?: Notification; unseen?: number };
export type NotificationReadData = { notificationId: string | null; unread: number; unseen: number };
/** `notification.seen`: the drawer was opened in one of the user's tabs. */
export type NotificationSeenData = { unseen: number };

/** What a push message carries to the service worker. */
export type PushPayload = { title: string; body: string; url: string; tag: string };
