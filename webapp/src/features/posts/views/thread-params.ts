/**
 * The thread view lives in the URL (spec 3 §2.1, §2.2): threadPostId opens it, commentId and
 * commentReplyId point at the comment to scroll to. Opening and closing keep every other
 * parameter of the page.
 */
export const THREAD_POST_PARAM = 'threadPostId';
const THREAD_COMMENT_PARAMS = ['commentId', 'commentReplyId'] as const;

export function threadPostIdOf(params: URLSearchParams): string | null {
  return params.get(THREAD_POST_PARAM)?.trim() || null;
}

/** The comment a thread was opened for: a reply before its comment. */
export function threadCommentIdOf(params: URLSearchParams): string | null {
  return params.get('commentReplyId')?.trim() || params.get('commentId')?.trim() || null;
}

export function withThread(params: URLSearchParams, postId: string): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of THREAD_COMMENT_PARAMS) next.delete(name);
  next.set(THREAD_POST_PARAM, postId);
  return next;
}

/** Closing blanks the thread and its comment pointers; nothing else changes. */
export function withoutThread(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete(THREAD_POST_PARAM);
  for (const name of THREAD_COMMENT_PARAMS) next.delete(name);
  return next;
}
