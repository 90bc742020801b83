import type { Post } from '@shared/api/posts';
import { messages } from '@shared/messages';
import { chatCopy } from '@shared/ui-copy';
import { type KeyboardEvent, useLayoutEffect, useRef, useState } from 'react';
import { Button } from '../../ui/Button';
import { canUpdateChatMessage } from './chat-edit-rules';
import { CHAT_EDIT_MAX_ROWS } from './chat-limits';
import { isTouchDevice } from './is-touch-device';
import { useEditChatMessage } from './use-edit-chat-message';

export type ChatMessageEditorProps = { post: Post; onDone: () => void };

/**
 * Inline editing of one's chat message (spec 3 §5): Update only for trimmed, non-empty,
 * changed text with no update in flight; Enter submits (not on touch devices), Shift+Enter
 * makes a new line, Escape cancels; the field grows to at most 8 rows.
 */
export function ChatMessageEditor({ post, onDone }: ChatMessageEditorProps) {
  const [text, setText] = useState(post.content ?? '');
  const field = useRef<HTMLTextAreaElement>(null);
  const edit = useEditChatMessage(post);
  const canUpdate = canUpdateChatMessage(text, post.content, edit.isPending);
  const rows = Math.min(CHAT_EDIT_MAX_ROWS, Math.max(1, text.split('\n').length));

  useLayoutEffect(() => {
    const element = field.current;
    if (!element) return;
    element.focus();
    element.setSelectionRange(element.value.length, element.value.length);
  }, []);

  const submit = () => {
    if (!canUpdate) return;
    edit.mutate(text.trim(), { onSuccess: onDone });
  };

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Escape' && !edit.isPending) {
      event.preventDefault();
      onDone();
      return;
    }
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing || isTouchDevice()) return;
    event.preventDefault();
    submit();
  }

  return (
    <form
      className="flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <textarea
        ref={field}
        aria-label={chatCopy.edit.label}
        placeholder={messages.chat.editPlaceholder}
        value={text}
        rows={rows}
        readOnly={edit.isPending}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        style={{ maxHeight: `calc(${CHAT_EDIT_MAX_ROWS}lh + 1rem + 2px)` }}
        className="field-sizing-content w-full resize-none overflow-y-auto rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm leading-5 text-slate-900 placeholder:text-slate-500 focus:border-accent-500 focus:outline-none focus:ring-2 focus:ring-accent-500"
      />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" size="sm" onClick={onDone} disabled={edit.isPending}>
          {chatCopy.edit.cancel}
        </Button>
        <Button type="submit" size="sm" disabled={!canUpdate} isLoading={edit.isPending}>
          {chatCopy.edit.update}
        </Button>
      </div>
    </form>
  );
}
