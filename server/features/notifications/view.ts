import type { Notification, NotificationKind } from '@shared/api/notifications';
import type { NotificationTable } from '../../db/schema';

export type ActorRow = { id: string; firstName: string; lastName: string; avatar: string | null };
export type NotificationRow = NotificationTable & { actor: ActorRow | null };

const TITLES: Record<NotificationKind, (name: string, others: number) => string> = {
  comment: (name) => `${name} commented on your post`,
  reply: (name) => `${name} replied to your comment`,
  postLike: (name, others) => `${name}${andOthers(others)} liked your post`,
  commentLike: (name, others) => `${name}${andOthers(others)} liked your comment`,
  share: (name) => `${name} shared a post with you`,
  connectionRequest: (name) => `${name} wants to connect with you`,
  connectionAccepted: (name) => `${name} accepted your connection request`,
  groupAdded: (name) => `${name} added you to a group`,
  esignRequest: (name) => `${name} asked you to sign a document`,
  esignExpired: () => 'The time to sign a document has passed',
  esignLinkLocked: () => 'A signing link was locked after five wrong codes',
  jobApplied: (name) => `${name} applied to your job`,
  dataExportReady: () => 'Your data is ready to download',
};

function andOthers(others: number): string {
  if (others <= 0) return '';
  return others === 1 ? ' and 1 other' : ` and ${others} others`;
}

export function titleOf(kind: NotificationKind, actor: ActorRow | null, count: number): string {
  const name = actor ? `${actor.firstName} ${actor.lastName}`.trim() || 'Someone' : 'Someone';
  return TITLES[kind](name, count - 1);
}

const POST_THREAD_KINDS: ReadonlySet<string> = new Set(['comment', 'reply', 'commentLike']);

/**
 * The deep link a click opens (spec 1 §2, spec 3 §2): a comment or reply opens the thread view
 * on its group's or relationship's page (home otherwise) with commentId/commentReplyId to
 * scroll to; a post opens the full-screen post dialog (?postId=); people and groups their page.
 * notificationId is always there, so the page knows where it came from.
 */
export function urlOf(row: NotificationTable): string {
  const q = new URLSearchParams();
  const page = row.groupId
    ? `/group/${encodeURIComponent(row.groupId)}`
    : row.pairingId
      ? `/relationships/${encodeURIComponent(row.pairingId)}`
      : '/';
  if (row.postId && POST_THREAD_KINDS.has(row.kind)) {
    q.set('threadPostId', row.postId);
    if (row.commentId) q.set('commentId', row.commentId);
    if (row.commentReplyId) q.set('commentReplyId', row.commentReplyId);
    q.set('notificationId', row.id);
    return `${page}?${q}`;
  }
  if (row.postId) {
    q.set('postId', row.postId);
    q.set('notificationId', row.id);
    return `/?${q}`;
  }
  if (row.kind === 'dataExportReady') return `/account/data?notificationId=${encodeURIComponent(row.id)}`;
  if (row.kind === 'jobApplied' && row.jobId && row.groupId) {
    q.set('notificationId', row.id);
    return `/jobs/${encodeURIComponent(row.jobId)}/applicants/${encodeURIComponent(row.groupId)}?${q}`;
  }
  q.set('notificationId', row.id);
  return `${page}?${q}`;
}

export function toView(row: NotificationRow): Notification {
  const kind = row.kind as NotificationKind;
  return {
    notificationId: row.id,
    kind,
    actor: row.actor
      ? {
          userId: row.actor.id,
          firstName: row.actor.firstName,
          lastName: row.actor.lastName,
          avatar: row.actor.avatar,
        }
      : null,
    title: titleOf(kind, row.actor, row.count),
    message: row.message,
    count: row.count,
    postId: row.postId,
    commentId: row.commentId,
    commentReplyId: row.commentReplyId,
    groupId: row.groupId,
    pairingId: row.pairingId,
    jobId: row.jobId,
    url: urlOf(row),
    isRead: row.readAt !== null,
    createdAt: row.createdAt,
  };
}
