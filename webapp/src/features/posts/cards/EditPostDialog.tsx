import type { Post } from '@shared/api/posts';
import { postsCopy } from '@shared/ui-copy';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { TextArea } from '../../../ui/TextArea';
import { TextField } from '../../../ui/TextField';
import type { PostEdit } from './use-post-actions';

export type EditPostDialogProps = {
  post: Post;
  open: boolean;
  isSaving: boolean;
  onCancel: () => void;
  onSave: (change: PostEdit) => void;
};

/** A small editor for a post's title and text (PATCH /api/post); the full composer replaces it later. */
export function EditPostDialog({ post, open, isSaving, onCancel, onSave }: EditPostDialogProps) {
  const [title, setTitle] = useState(post.title ?? '');
  const [content, setContent] = useState(post.content ?? '');
  const isUnchanged = title === (post.title ?? '') && content === (post.content ?? '');
  const isEmpty = !content.trim() && !post.attachments.length && !post.referencePostId;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isUnchanged || isEmpty || isSaving) return;
    onSave({ title: title.trim(), content });
  };
  return (
    <Dialog open={open} onClose={isSaving ? () => undefined : onCancel} title={postsCopy.editTitle} size="md">
      <form onSubmit={submit} className="flex flex-col gap-4">
        <TextField
          label={postsCopy.titleLabel}
          value={title}
          maxLength={500}
          onChange={(e) => setTitle(e.target.value)}
        />
        <TextArea
          label={postsCopy.contentLabel}
          value={content}
          rows={6}
          onChange={(e) => setContent(e.target.value)}
        />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onCancel} disabled={isSaving}>
            {postsCopy.cancel}
          </Button>
          <Button type="submit" isLoading={isSaving} disabled={isUnchanged || isEmpty}>
            {postsCopy.save}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
