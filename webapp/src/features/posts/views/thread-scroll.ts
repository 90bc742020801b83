/** Spec 3 §9: a thread scrolls to the comment it was opened for after 1 s (comments load first). */
export const THREAD_SCROLL_DELAY_MS = 1000;

const escapeAttribute = (value: string) =>
  typeof CSS !== 'undefined' && typeof CSS.escape === 'function' ? CSS.escape(value) : value.replace(/["\\]/g, '\\$&');

/** Comments and replies mark their element with data-comment-id; this finds one inside `root`. */
export function findCommentElement(root: HTMLElement, commentId: string): HTMLElement | null {
  return root.querySelector<HTMLElement>(`[data-comment-id="${escapeAttribute(commentId)}"]`);
}
