import { postViewsCopy, uiCopy } from '@shared/ui-copy';
import { X } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef } from 'react';
import { Button, Dialog, IconButton } from '../../../ui';
import { PostCard } from '../cards/PostCard';
import { PostViewState } from './PostViewState';
import { deletedNoticeTitle, postViewOutcome } from './post-view-outcome';
import { scrollToCommentWhenShown, THREAD_SCROLL_DELAY_MS } from './thread-scroll';
import { usePostDetail } from './use-post-detail';

const copy = postViewsCopy.thread;

/** The open 'Thread' panel (ThreadPanel): the card with its comments, or what became of it. */
export function Thread({
  postId,
  commentId,
  onClose,
}: {
  postId: string;
  commentId: string | null;
  onClose: () => void;
}) {
  const titleId = useId();
  const panelRef = useRef<HTMLElement>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  const detail = usePostDetail(postId);
  const outcome = postViewOutcome(detail);
  const isReady = outcome.kind === 'ready';

  // Keyboard users land in the panel; closing it returns them to what opened it.
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    panelRef.current?.focus({ preventScroll: true });
    return () => {
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, []);

  // The linked comment may mount later than the post (an older page, replies): see thread-scroll.
  useEffect(() => {
    const root = scrollRef.current;
    if (!isReady || !commentId || !root) return;
    return scrollToCommentWhenShown(root, commentId, THREAD_SCROLL_DELAY_MS);
  }, [isReady, commentId]);

  // Escape in a dialog opened from the card (a portal, so outside this element) is the dialog's.
  const onKeyDown = (event: KeyboardEvent) => {
    const isInPanel = event.target instanceof Node && panelRef.current?.contains(event.target);
    if (event.key === 'Escape' && isInPanel && !event.defaultPrevented) onClose();
  };

  return (
    <aside
      ref={panelRef}
      tabIndex={-1}
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      className="fixed z-40 flex flex-col overflow-hidden bg-white focus:outline-none mobile:inset-0 desktop:top-[calc(var(--header-h)+1rem)] desktop:right-4 desktop:bottom-4 desktop:w-[min(480px,calc(100vw-2rem))] desktop:rounded-lg desktop:border desktop:border-slate-200 desktop:shadow-float wide:w-[540px]"
    >
      <header className="flex items-center justify-between gap-2 border-b border-slate-200 py-2 pr-2 pl-4">
        <h2 id={titleId} className="text-base font-semibold text-slate-900">
          {copy.title}
        </h2>
        <IconButton icon={X} label={copy.close} size="sm" onClick={onClose} />
      </header>
      <div ref={scrollRef} className="min-h-0 flex-1 overflow-y-auto p-4 mobile:p-2">
        {outcome.kind === 'ready' ? (
          <PostCard post={outcome.post} context={{ kind: 'thread' }} />
        ) : outcome.kind === 'deleted' ? null : (
          <PostViewState
            outcome={outcome}
            loadingLabel={copy.loading}
            onRetry={() => void detail.refetch()}
            isRetrying={detail.isFetching}
            size="sm"
          />
        )}
      </div>
      <Dialog
        open={outcome.kind === 'deleted'}
        onClose={onClose}
        role="alertdialog"
        title={deletedNoticeTitle(outcome.kind === 'deleted' ? outcome.item : 'post')}
        actions={<Button onClick={onClose}>{uiCopy.states.close}</Button>}
      />
    </aside>
  );
}
