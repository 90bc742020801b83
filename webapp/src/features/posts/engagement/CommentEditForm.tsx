import type { Comment } from '@shared/api/comments';
import { engagementCopy } from '@shared/ui-copy';
import { type KeyboardEvent, useId, useState } from 'react';
import { Button } from '../../../ui/Button';
import { useEditComment } from './use-comment-actions';

const copy = engagementCopy.comments;

/** Edits one's own comment in place: Save only when the trimmed text is new and non-empty. */
export function CommentEditForm({ comment, onDone }: { comment: Comment; onDone: () => void }) {
  const edit = useEditComment(comment.postId);
  const errorId = useId();
  const [text, setText] = useState(comment.message);
  const trimmed = text.trim();
  const canSave = trimmed.length > 0 && trimmed !== comment.message && !edit.isPending;

  const save = () => {
    if (canSave) edit.mutate({ commentId: comment.commentId, message: trimmed }, { onSuccess: onDone });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Escape') onDone();
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    save();
  };

  return (
    <form
      className="mt-1 flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <textarea
        aria-label={copy.editLabel}
        aria-invalid={edit.isError || undefined}
        aria-describedby={edit.isError ? errorId : undefined}
        value={text}
        // biome-ignore lint/a11y/noAutofocus: the user just chose Edit
        autoFocus
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        className="field-sizing-content max-h-48 min-h-16 w-full resize-none rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:outline-none focus:ring-2 focus:ring-accent-500"
      />
      {edit.isError ? (
        <p id={errorId} role="alert" className="text-xs text-red-700">
          {edit.error.message || copy.updateFailed}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" size="sm" onClick={onDone} disabled={edit.isPending}>
          {copy.cancel}
        </Button>
        <Button type="submit" size="sm" disabled={!canSave} isLoading={edit.isPending}>
          {copy.save}
        </Button>
      </div>
    </form>
  );
}
