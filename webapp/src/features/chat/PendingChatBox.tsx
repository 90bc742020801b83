import { chatCopy } from '@shared/ui-copy';
import { clsx } from 'clsx';
import { Clock, SendHorizontal, X } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useId, useState } from 'react';
import { IconButton } from '../../ui/IconButton';
import { useViewer } from '../session/viewer-context';
import { CHAT_EDITOR_MAX_HEIGHT_PX } from './chat-limits';
import { isTouchDevice } from './is-touch-device';
import { keepPendingChatPost, usePendingChatStore } from './pending-chat-store';

const copy = chatCopy.pending;

/**
 * The chat box of a page where no relationship is open (spec 2 §4): what is written is kept as
 * the pending chat post (local storage) and sent by the next relationship the user opens (its
 * chat box sends it, once). While one waits it is shown, with a way to discard it.
 */
export function PendingChatBox({ className }: { className?: string }) {
  const viewer = useViewer();
  const titleId = useId();
  const hintId = useId();
  const pending = usePendingChatStore((state) => state.pending);
  const [text, setText] = useState('');
  const waiting = pending && pending.authorId === viewer.userId ? pending : null;

  const keep = (event?: FormEvent) => {
    event?.preventDefault();
    if (!text.trim()) return;
    keepPendingChatPost(viewer.userId, text);
    setText('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing || isTouchDevice()) return;
    event.preventDefault();
    keep();
  };

  return (
    <section
      aria-labelledby={titleId}
      className={clsx('flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-3', className)}
    >
      <h2 id={titleId} className="text-sm font-semibold text-slate-900">
        {copy.title}
      </h2>
      {waiting ? (
        <div role="status" className="flex items-start gap-2 rounded-lg bg-amber-50 p-2 text-sm text-slate-800">
          <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-700" />
          <div className="flex min-w-0 flex-1 flex-col gap-0.5">
            <p>
              <span className="font-medium">{copy.waiting}</span>{' '}
              <span className="break-words whitespace-pre-wrap">{waiting.text}</span>
            </p>
            <p className="text-xs text-slate-600">{copy.hint}</p>
          </div>
          <IconButton
            icon={X}
            label={copy.discard}
            size="sm"
            onClick={() => usePendingChatStore.getState().clear(waiting.postId)}
          />
        </div>
      ) : (
        <form onSubmit={keep} className="flex flex-col gap-1.5">
          <div className="flex items-end gap-2">
            <textarea
              aria-label={copy.label}
              aria-describedby={hintId}
              placeholder={copy.placeholder}
              value={text}
              rows={1}
              onChange={(event) => setText(event.target.value.replace(/^\s+/, ''))}
              onKeyDown={onKeyDown}
              style={{ maxHeight: CHAT_EDITOR_MAX_HEIGHT_PX }}
              className="min-h-9 min-w-0 flex-1 resize-y rounded-lg bg-slate-50 px-3 py-2 text-sm leading-5 text-slate-900 placeholder:text-slate-500 focus:bg-white focus:outline-none focus-visible:ring-2 focus-visible:ring-accent-500"
            />
            <button
              type="submit"
              disabled={!text.trim()}
              aria-label={copy.keep}
              title={copy.keep}
              className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg bg-accent-600 text-white hover:bg-accent-700 disabled:cursor-not-allowed disabled:bg-slate-200 disabled:text-slate-500"
            >
              <SendHorizontal aria-hidden="true" className="size-4" />
            </button>
          </div>
          {/* Shown, not only read out: the box has no addressee until a relationship is opened. */}
          <p id={hintId} className="text-xs text-slate-600">
            {isTouchDevice() ? null : <span className="sr-only">{chatCopy.keyboardHint} </span>}
            {copy.hint}
          </p>
        </form>
      )}
    </section>
  );
}
