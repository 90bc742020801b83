import type { Notification } from '@shared/api/notifications';

/** A notification as the server lists it; a test overrides what it is about. */
export function testNotification(overrides: Partial<Notification> = {}): Notification {
  const notificationId = overrides.notificationId ?? 'n1';
  return {
    notificationId,
    kind: 'comment',
    actor: { userId: 'bea', firstName: 'Bea', lastName: 'Brown', avatar: null },
    title: 'Bea Brown commented on your post',
    message: 'Looks great',
    count: 1,
    postId: 'p1',
    commentId: 'c1',
    commentReplyId: null,
    groupId: null,
    pairingId: 'pair1',
    jobId: null,
    url: `/relationships/pair1?threadPostId=p1&commentId=c1&notificationId=${notificationId}`,
    isRead: false,
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    ...overrides,
  };
}
