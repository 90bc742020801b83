import type { Comment } from '@shared/api/comments';
import { messages } from '@shared/messages';
import { engagementCopy, uiCopy } from '@shared/ui-copy';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { isApiStatus } from '../../../lib/api-client';
import { ErrorState } from '../../../ui/ErrorState';
import { Skeleton } from '../../../ui/Skeleton';
import { CommentComposer } from './CommentComposer';
import { CommentItem, commentActionClass } from './CommentItem';
import { displayName } from './display-name';
import { useCreateComment } from './use-comment-actions';
import { useReplies } from './use-comments';
import { useSeekReply } from './use-seek-comment';
import { ViewMoreButton } from './ViewMoreButton';

const copy = engagementCopy.comments;

function RepliesSkeleton() {
  return (
    <div role="status" aria-label={uiCopy.states.loading} className="flex flex-col gap-3">
      {[0, 1].map((row) => (
        <div key={row} className="flex gap-2">
          <Skeleton rounded="full" className="size-8 shrink-0" />
          <Skeleton className="h-12 flex-1" />
        </div>
      ))}
    </div>
  );
}

/**
 * The replies of one comment (pages of 50, newest first) with their own composer; a link to a
 * reply further down loads pages until it is there.
 */
function Replies({ comment, autoFocus }: { comment: Comment; autoFocus: boolean }) {
  const query = useReplies(comment.postId, comment.commentId);
  useSeekReply(comment.postId, comment.commentId, query);
  const create = useCreateComment(comment.postId, { entityId: comment.commentId, entityName: 'Comment' });
  // The parent went away (deleted by its author) while its replies were open.
  if (isApiStatus(query.error, 404)) {
    return <p className="text-sm text-slate-500 italic">{messages.comments.notFound}</p>;
  }
  return (
    <div className="flex flex-col gap-3">
      <CommentComposer
        label={copy.replyLabel}
        placeholder={copy.replyPlaceholder}
        sendLabel={copy.sendReply}
        autoFocus={autoFocus}
        onSend={(message, idempotencyKey) => create.mutateAsync({ message, idempotencyKey })}
      />
      {query.isPending ? (
        <RepliesSkeleton />
      ) : query.isError && query.replies.length === 0 ? (
        <ErrorState
          size="sm"
          title={copy.repliesLoadError}
          message={query.error.message}
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
        />
      ) : query.replies.length > 0 ? (
        <ul aria-label={copy.repliesLabel(displayName(comment.createdBy))} className="flex flex-col gap-3">
          {query.replies.map((reply) => (
            <li key={reply.commentId}>
              <CommentItem comment={reply} />
            </li>
          ))}
        </ul>
      ) : null}
      {query.replies.length > 0 ? <ViewMoreButton pages={query} label={copy.viewMoreReplies} /> : null}
    </div>
  );
}

/** A top-level comment with its Reply toggle and, when open, its replies. */
export function CommentThread({ comment }: { comment: Comment }) {
  // A link to one of its replies (?commentId=this&commentReplyId=…) opens the replies, composer unfocused.
  const [searchParams] = useSearchParams();
  const [isLinkedReply] = useState(
    () => searchParams.has('commentReplyId') && searchParams.get('commentId') === comment.commentId,
  );
  const [isOpen, setIsOpen] = useState(isLinkedReply);
  const repliesId = useId();
  return (
    <CommentItem
      comment={comment}
      actions={
        <button
          type="button"
          aria-expanded={isOpen}
          aria-controls={isOpen ? repliesId : undefined}
          onClick={() => setIsOpen((open) => !open)}
          className={commentActionClass}
        >
          {isOpen ? copy.hideReplies : copy.reply}
          {!isOpen && comment.replyCount > 0 ? (
            <span className="font-normal text-slate-500">· {copy.replies(comment.replyCount)}</span>
          ) : null}
        </button>
      }
    >
      {isOpen ? (
        <div id={repliesId} className="mt-2 border-l-2 border-slate-100 pl-3 max-[359px]:pl-2">
          <Replies comment={comment} autoFocus={!isLinkedReply} />
        </div>
      ) : null}
    </CommentItem>
  );
}
