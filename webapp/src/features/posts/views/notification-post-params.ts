/**
 * The full-screen post dialog's URL (spec 3 §2.1): `?postId=` on any signed-in screen (the
 * home feed's post page, a notification), or `?notificationPostId=` left by a notification.
 */
export type OpenedPost = { postId: string | null; param: 'postId' | 'notificationPostId' };

/** The post to open; `postId: null` for a `?postId=` without a value (shown as 'NO POST'). */
export function openedPostOf(params: URLSearchParams): OpenedPost | null {
  if (params.has('postId')) return { postId: params.get('postId')?.trim() || null, param: 'postId' };
  const notificationPostId = params.get('notificationPostId')?.trim();
  return notificationPostId ? { postId: notificationPostId, param: 'notificationPostId' } : null;
}

/** What a notification put in the URL; closing the dialog in place removes all of it. */
const NOTIFICATION_PARAMS = ['postId', 'notificationPostId', 'notificationId', 'commentId', 'commentReplyId'];

export function withoutOpenedPost(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of NOTIFICATION_PARAMS) next.delete(name);
  return next;
}
