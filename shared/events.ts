/**
 * Realtime event names of each domain (`domain.verb`), apart from the zod contracts in api/ so a
 * client that only listens imports them without zod (issue 18). shared/api re-exports them.
 */

export const chatEvents = {
  typing: 'chat.typing',
  read: 'chat.read',
  settingsUpdated: 'chat.settings.updated',
} as const;

export const commentEvents = {
  created: 'comment.created',
  updated: 'comment.updated',
  deleted: 'comment.deleted',
} as const;

/** Likes of posts, and of comments and replies (chat replies too): payload `{ postId, commentId? }`. */
export const likeEvents = {
  liked: 'post.liked',
  unliked: 'post.unliked',
  commentLiked: 'comment.liked',
  commentUnliked: 'comment.unliked',
} as const;

export const contactEvents = {
  /** On the importer's `user:` channel after every batch: a ContactImportProgress. */
  importProgress: 'contact.import.progress',
} as const;

/** Realtime events of groups: on members' `user:` channels and on `group:{groupId}`. */
export const groupEvents = {
  /** Each member's user channel: `{ groupId, name, createdBy }`. */
  created: 'group.created',
  /** The group channel and each new member's user channel: `{ groupId, addedBy, userIds }`. */
  membersAdded: 'group.members.added',
  /** The group channel and the removed user's channel: a GroupMemberRemoved plus `removedBy`. */
  memberRemoved: 'group.member.removed',
  /** The actor opened the group (other tabs clear the unread marker): `{ groupId }`. */
  viewed: 'group.viewed',
  /**
   * The invitee's user channel only: `{ groupId }`, an invitation to show (membership by
   * consent); also after the invitee accepted or declined it elsewhere, so every tab refreshes.
   */
  invited: 'group.invited',
} as const;

/** Realtime events of invitations, on the sender's `user:` channel. */
export const invitationEvents = {
  /** `{ invitationId, userId }`: the invitee signed up through the link (connection.accepted follows). */
  accepted: 'invitation.accepted',
} as const;

/** Realtime events of pairings, on both users' `user:` channels (and `pair:` for posts). */
export const pairingEvents = {
  /** A request was made: `{ pairingId, requestedBy, userIds }`. */
  created: 'connection.created',
  /** The request was accepted, both are connected: `{ pairingId, acceptedBy, userIds }`. */
  accepted: 'connection.accepted',
  /** The relationship is gone: `{ pairingId, removedBy, userIds }`. */
  removed: 'connection.removed',
  /** The actor opened the relationship (other tabs clear the unread marker): `{ pairingId }`. */
  viewed: 'pairing.viewed',
} as const;

export const postEvents = {
  created: 'post.created',
  updated: 'post.updated',
  deleted: 'post.deleted',
  pinned: 'post.pinned',
  unpinned: 'post.unpinned',
} as const;

/** The knowledge base of the assistant (spec 2 §2 train drawer), on the owner's `user:` channel. */
export const knowledgeEvents = {
  /** A file moved on (uploaded, reading, indexed, failed) or read further: a KnowledgeFile. */
  progress: 'knowledge.file.progress',
  /** A file and its passages are gone: `{ fileId }`. */
  deleted: 'knowledge.file.deleted',
} as const;

/**
 * Realtime events of the assistant (issue 13, spec 2 §4, spec 3 §4.4). Payload types are in
 * api/assistant.ts.
 * - `assistant.subscription` on the owner's `user:` channel: an AssistantSubscriptionEvent
 *   (status active → the client sets subscribed and closes the subscribe drawer).
 * - `assistant.updated` on the owner's `user:` channel: the AssistantRecord as it is now
 *   (purpose, enabled, setup, trained, status, test user).
 * - `assistant.reply.pending` / `.completed` / `.error` on the conversation's `pair:` (or the
 *   applicant workspace's `group:`) channel: an AssistantActivityEvent; pending shows
 *   '{Meg} is typing', completed and error remove it. Pending is ephemeral (not in history).
 * - `assistant.reply.detail` on the owner's `user:` channel: the AssistantReplyDetail (the
 *   reply's sources, or what was asked when Meg sent a holding reply): only the owner sees it.
 */
export const assistantEvents = {
  subscription: 'assistant.subscription',
  updated: 'assistant.updated',
  replyPending: 'assistant.reply.pending',
  replyCompleted: 'assistant.reply.completed',
  replyError: 'assistant.reply.error',
  replyDetail: 'assistant.reply.detail',
} as const;

/** On the recipient's `user:` channel (server/features/notifications). */
export const notificationEvents = {
  created: 'notification.created',
  read: 'notification.read',
  seen: 'notification.seen',
} as const;
