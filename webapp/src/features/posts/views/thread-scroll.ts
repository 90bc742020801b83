/** Spec 3 §9: a thread scrolls to the comment it was opened for after 1 s (comments load first). */
export const THREAD_SCROLL_DELAY_MS = 1000;

const escapeAttribute = (value: string) =>
  typeof CSS !== 'undefined' && typeof CSS.escape === 'function' ? CSS.escape(value) : value.replace(/["\\]/g, '\\$&');

/** Comments and replies mark their element with data-comment-id; this finds one inside `root`. */
export function findCommentElement(root: HTMLElement, commentId: string): HTMLElement | null {
  return root.querySelector<HTMLElement>(`[data-comment-id="${escapeAttribute(commentId)}"]`);
}

/**
 * After the delay, scrolls `root` to the comment (or reply) once it is there: at once when it
 * is, else when it mounts (an older page of comments, or replies, arriving later). Answers the
 * cleanup; it scrolls once.
 */
export function scrollToCommentWhenShown(root: HTMLElement, commentId: string, delayMs: number): () => void {
  let observer: MutationObserver | undefined;
  // Only `root` scrolls: scrollIntoView would also scroll the panel around it (its header went
  // out of sight when the comment was the last one) and the page.
  const scroll = () => {
    const target = findCommentElement(root, commentId);
    if (!target) return false;
    const offset = target.getBoundingClientRect().top - root.getBoundingClientRect().top;
    const top = Math.max(0, root.scrollTop + offset - (root.clientHeight - target.offsetHeight) / 2);
    if (typeof root.scrollTo === 'function') root.scrollTo({ top, behavior: 'smooth' });
    else root.scrollTop = top;
    return true;
  };
  const timer = window.setTimeout(() => {
    if (scroll() || typeof MutationObserver === 'undefined') return;
    observer = new MutationObserver(() => {
      if (scroll()) observer?.disconnect();
    });
    observer.observe(root, { childList: true, subtree: true });
  }, delayMs);
  return () => {
    window.clearTimeout(timer);
    observer?.disconnect();
  };
}
