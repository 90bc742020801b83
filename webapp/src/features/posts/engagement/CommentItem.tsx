import type { Comment } from '@shared/api/comments';
import { engagementCopy } from '@shared/ui-copy';
import { Ellipsis, Pencil, Trash2 } from 'lucide-react';
import { clsx } from 'clsx';
import { type ReactNode, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Avatar } from '../../../ui/Avatar';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { Menu } from '../../../ui/Menu';
import { useViewer } from '../../session/viewer-context';
import { formatFullDate, formatPostDate } from '../format/dates';
import { threadCommentIdOf } from '../views/thread-params';
import { CommentEditForm } from './CommentEditForm';
import { displayName } from './display-name';
import { LikersDrawer } from './LikersDrawer';
import { LikeToggle } from './LikeToggle';
import { useCommentLike, useDeleteComment } from './use-comment-actions';

const copy = engagementCopy.comments;

/** The look of the small text actions under a comment (Like, Reply). */
export const commentActionClass =
  'inline-flex h-7 items-center gap-1 rounded-lg px-1.5 text-xs font-semibold text-slate-600 hover:bg-slate-100 hover:text-slate-900';

export type CommentItemProps = {
  comment: Comment;
  /** More actions after Like (a top-level comment's Reply). */
  actions?: ReactNode;
  /** Shown under the action row (a top-level comment's replies). */
  children?: ReactNode;
};

/** One comment or reply: who and when, the text as written, likes, and the author's edit and delete. */
export function CommentItem({ comment, actions, children }: CommentItemProps) {
  const viewer = useViewer();
  const like = useCommentLike(comment.postId, comment);
  const remove = useDeleteComment(comment.postId);
  const [isEditing, setIsEditing] = useState(false);
  const [isConfirming, setIsConfirming] = useState(false);
  const [showLikers, setShowLikers] = useState(false);
  const name = displayName(comment.createdBy);
  const isOwn = comment.createdBy.userId === viewer.userId;
  // The comment or reply a link (a notification) pointed at stands out; the thread scrolls to it.
  const [searchParams] = useSearchParams();
  const isTarget = threadCommentIdOf(searchParams) === comment.commentId;

  return (
    <article
      aria-label={name}
      aria-current={isTarget ? 'true' : undefined}
      data-comment-id={comment.commentId}
      data-highlighted={isTarget || undefined}
      className="flex min-w-0 gap-2"
    >
      <Avatar name={name} src={comment.createdBy.avatar} size="sm" decorative className="max-[359px]:size-6" />
      <div className="flex min-w-0 flex-1 flex-col">
        <div
          className={clsx(
            'min-w-0 rounded-lg px-3 py-2',
            isTarget ? 'bg-accent-50 ring-2 ring-accent-500' : 'bg-slate-50',
          )}
        >
          <header className="flex min-w-0 items-start gap-2">
            <div className="flex min-w-0 flex-1 flex-wrap items-baseline gap-x-2">
              <span className="truncate text-sm font-semibold text-slate-900" title={name}>
                {name}
              </span>
              <time
                dateTime={comment.createdAt}
                title={formatFullDate(comment.createdAt)}
                className={clsx('text-xs', isTarget ? 'text-slate-600' : 'text-slate-500')}
              >
                {formatPostDate(comment.createdAt)}
              </time>
              {comment.isEdited ? (
                <span className={clsx('text-xs', isTarget ? 'text-slate-600' : 'text-slate-500')}>{copy.edited}</span>
              ) : null}
            </div>
            {isOwn && !isEditing ? (
              <Menu
                label={copy.options}
                trigger={<Ellipsis aria-hidden="true" className="size-4" />}
                buttonClassName="-mr-1 size-7 justify-center text-slate-500 hover:bg-slate-200 hover:text-slate-900"
                items={[
                  { id: 'edit', label: copy.edit, icon: Pencil, onSelect: () => setIsEditing(true) },
                  {
                    id: 'delete',
                    label: copy.delete,
                    icon: Trash2,
                    tone: 'danger',
                    onSelect: () => setIsConfirming(true),
                  },
                ]}
              />
            ) : null}
          </header>
          {isEditing ? (
            <CommentEditForm comment={comment} onDone={() => setIsEditing(false)} />
          ) : (
            // Plain React text: markup in a message is shown, never interpreted; line breaks kept.
            <p className="mt-0.5 whitespace-pre-wrap break-words text-sm text-slate-800 [overflow-wrap:anywhere]">
              {comment.message}
            </p>
          )}
        </div>
        <div className="flex flex-wrap items-center gap-1 pt-0.5">
          <LikeToggle
            size="sm"
            isLiked={comment.isLikedByRequestedUser}
            count={comment.likes}
            label={engagementCopy.likeComment}
            onToggle={() => !like.isPending && like.mutate()}
            onShowLikers={() => setShowLikers(true)}
          />
          {actions}
        </div>
        {children}
      </div>
      <LikersDrawer
        open={showLikers}
        onClose={() => setShowLikers(false)}
        target={{ kind: 'comment', postId: comment.postId, commentId: comment.commentId }}
      />
      <Dialog
        open={isConfirming}
        onClose={() => !remove.isPending && setIsConfirming(false)}
        role="alertdialog"
        title={copy.confirmTitle}
        description={copy.confirmText}
        actions={
          <>
            <Button variant="secondary" onClick={() => setIsConfirming(false)} disabled={remove.isPending}>
              {copy.cancel}
            </Button>
            <Button
              variant="danger"
              isLoading={remove.isPending}
              onClick={() => remove.mutate(comment, { onSettled: () => setIsConfirming(false) })}
            >
              {copy.confirmDelete}
            </Button>
          </>
        }
      />
    </article>
  );
}
