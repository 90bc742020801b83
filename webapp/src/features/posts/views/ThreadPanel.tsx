import { Suspense, useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { lazyComponent } from '../../../lib/lazy-component';
import { threadCommentIdOf, threadPostIdOf, withoutThread } from './thread-params';

/** The panel itself loads when a thread is first opened: a timeline's first load goes without it. */
const Thread = lazyComponent(() => import('./ThreadView'), 'Thread');

/**
 * The 'Thread' side panel for ?threadPostId= (spec 3 §2.2), mounted with a timeline and held at
 * the right edge of the window so the timeline stays usable; full screen on mobile. It shows
 * the card, whose own footer holds the comments. Closing blanks the thread parameters without
 * navigating; a post deleted meanwhile shows the delete notice, whose Close closes the thread.
 */
export function ThreadPanel() {
  const [searchParams, setSearchParams] = useSearchParams();
  const postId = threadPostIdOf(searchParams);
  const commentId = threadCommentIdOf(searchParams);
  const close = useCallback(
    () => setSearchParams((params) => withoutThread(params), { replace: true, preventScrollReset: true }),
    [setSearchParams],
  );
  if (!postId) return null;
  // No fallback of its own: the panel covers the page once its chunk is in (a moment, once).
  return (
    <Suspense fallback={null}>
      <Thread key={postId} postId={postId} commentId={commentId} onClose={close} />
    </Suspense>
  );
}
