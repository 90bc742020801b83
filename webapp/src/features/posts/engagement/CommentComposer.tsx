import { engagementCopy } from '@shared/ui-copy';
import { clsx } from 'clsx';
import { SendHorizontal } from 'lucide-react';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { Avatar } from '../../../ui/Avatar';
import { useViewer } from '../../session/viewer-context';
import { newIdempotencyKey } from './idempotency-key';

export type CommentComposerProps = {
  label: string;
  placeholder: string;
  sendLabel: string;
  /** Sends the text; rejects with an Error whose message is shown under the field. */
  onSend: (message: string, idempotencyKey: string) => Promise<unknown>;
  autoFocus?: boolean;
};

/**
 * A comment or reply field: Enter sends, Shift+Enter makes a new line; Send is disabled while
 * the text is empty or a send is under way. On failure the text stays, with the error, and a
 * retry reuses the same Idempotency-Key so a comment that did arrive is not created twice.
 */
export function CommentComposer({ label, placeholder, sendLabel, onSend, autoFocus }: CommentComposerProps) {
  const viewer = useViewer();
  const errorId = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);
  const keyRef = useRef<string | null>(null);
  const canSend = text.trim().length > 0 && !isSending;

  async function send() {
    if (!canSend) return;
    keyRef.current ??= newIdempotencyKey();
    setIsSending(true);
    setError(null);
    try {
      await onSend(text.trim(), keyRef.current);
      keyRef.current = null;
      setText('');
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? failure.message : engagementCopy.comments.sendFailed);
    } finally {
      setIsSending(false);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void send();
  }

  return (
    <form
      className="flex flex-col gap-1"
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <div className="flex items-end gap-2">
        <Avatar name={viewer.fullName} src={viewer.avatar} size="sm" decorative className="max-[359px]:hidden" />
        <div
          className={clsx(
            'flex min-w-0 flex-1 items-end gap-1 rounded-lg border bg-white py-1 pr-1 pl-3 focus-within:ring-2 focus-within:ring-accent-500',
            error ? 'border-red-500' : 'border-slate-300',
          )}
        >
          <textarea
            aria-label={label}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            placeholder={placeholder}
            value={text}
            rows={1}
            readOnly={isSending}
            // biome-ignore lint/a11y/noAutofocus: opened on purpose by the Reply button
            autoFocus={autoFocus}
            onChange={(event) => {
              setText(event.target.value);
              // Different text is a different submit: it gets its own key.
              keyRef.current = null;
            }}
            onKeyDown={onKeyDown}
            className="field-sizing-content max-h-48 min-h-8 min-w-0 flex-1 resize-none bg-transparent py-1.5 text-sm text-slate-900 placeholder:text-slate-500 focus:outline-none"
          />
          <button
            type="submit"
            aria-label={sendLabel}
            title={sendLabel}
            disabled={!canSend}
            aria-busy={isSending || undefined}
            className="inline-flex size-8 shrink-0 items-center justify-center rounded-lg text-accent-700 hover:bg-accent-50 disabled:cursor-not-allowed disabled:text-slate-300 disabled:hover:bg-transparent"
          >
            <SendHorizontal aria-hidden="true" className="size-4" />
          </button>
        </div>
      </div>
      {error ? (
        <p id={errorId} role="alert" className="pl-10 text-xs text-red-700 max-[359px]:pl-0">
          {error}
        </p>
      ) : null}
    </form>
  );
}
