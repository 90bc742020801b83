import { engagementCopy, uiCopy } from '@shared/ui-copy';
import { MessageSquare } from 'lucide-react';
import { ViewMoreButton } from './ViewMoreButton';
import { EmptyState } from '../../../ui/EmptyState';
import { ErrorState } from '../../../ui/ErrorState';
import { Skeleton } from '../../../ui/Skeleton';
import { CommentComposer } from './CommentComposer';
import { CommentThread } from './CommentThread';
import { useCreateComment } from './use-comment-actions';
import { usePostComments } from './use-comments';
import { useSeekComment } from './use-seek-comment';

const copy = engagementCopy.comments;

function CommentsSkeleton() {
  return (
    <div role="status" aria-label={uiCopy.states.loading} className="flex flex-col gap-3">
      {[0, 1, 2].map((row) => (
        <div key={row} className="flex gap-2">
          <Skeleton rounded="full" className="size-8 shrink-0" />
          <div className="flex flex-1 flex-col gap-2 rounded-lg bg-slate-50 p-3">
            <Skeleton className="h-3 w-1/3" />
            <Skeleton className="h-3 w-5/6" />
          </div>
        </div>
      ))}
    </div>
  );
}

/**
 * The composer and the post's comments, newest first, with VIEW MORE (spec 3 §4.6). A link to
 * one of them loads pages until it is there.
 */
export function CommentsSection({ postId, id }: { postId: string; id?: string }) {
  const query = usePostComments(postId);
  useSeekComment(postId, query);
  const create = useCreateComment(postId, { entityId: postId, entityName: 'Post' });
  return (
    <section id={id} aria-label={copy.sectionLabel} className="mt-1 flex flex-col gap-3 border-t border-slate-100 pt-3">
      <CommentComposer
        label={copy.composerLabel}
        placeholder={copy.composerPlaceholder}
        sendLabel={copy.send}
        onSend={(message, idempotencyKey) => create.mutateAsync({ message, idempotencyKey })}
      />
      {query.isPending ? (
        <CommentsSkeleton />
      ) : query.isError && query.comments.length === 0 ? (
        <ErrorState
          size="sm"
          title={copy.loadError}
          message={query.error.message}
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
        />
      ) : query.comments.length === 0 ? (
        <EmptyState size="sm" icon={MessageSquare} title={copy.emptyTitle} text={copy.emptyText} className="py-4" />
      ) : (
        <>
          <ul aria-label={copy.listLabel} className="flex flex-col gap-3">
            {query.comments.map((comment) => (
              <li key={comment.commentId}>
                <CommentThread comment={comment} />
              </li>
            ))}
          </ul>
          <ViewMoreButton pages={query} label={copy.viewMore} />
        </>
      )}
    </section>
  );
}
