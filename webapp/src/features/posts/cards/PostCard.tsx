import type { Post } from '@shared/api/posts';
import { messages } from '@shared/messages';
import { postsCopy } from '@shared/ui-copy';
import { MessagesSquare } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../ui/Button';
import { Skeleton } from '../../../ui/Skeleton';
import { PostEngagement } from '../engagement/PostEngagement';
import { bodyKindOf, highlightKindOf } from '../format/post-kind';
import type { PostContext } from '../post-context';
import { useOpenThread } from '../views/use-open-thread';
import { HighlightBar } from './HighlightBar';
import { PostBody } from './PostBody';
import { PostCardHeader } from './PostCardHeader';
import { VisitWorkspaceLink, workspacePathOf } from './VisitWorkspaceLink';

export type PostCardProps = { post: Post; context: PostContext; highlight?: boolean };

/**
 * One post on a timeline, in a thread or opened from a notification (spec 3 §2.2-§2.3): header
 * with the options menu, the body by post kind, likes and comments, and View Thread.
 */
export function PostCard({ post, context, highlight = false }: PostCardProps) {
  const titleId = useId();
  const openThread = useOpenThread();
  const [isHighlighted, setHighlighted] = useState(highlight);
  // Spec 3 §4.1: a connection post in a group renders nothing.
  if (post.type === 'connection' && context.kind === 'group') return null;
  // A post deleted while shown (its detail cache keeps it with deletedBy set).
  if (post.deletedBy) {
    return (
      <p role="status" className="rounded-lg border border-slate-200 bg-white p-4 text-sm text-slate-600">
        {messages.posts.deletedOriginal}
      </p>
    );
  }
  const canOpenThread = context.kind !== 'thread' && context.kind !== 'notification';
  const hasWorkspace = context.kind === 'notification' && workspacePathOf(post) !== null;
  return (
    <article
      aria-labelledby={titleId}
      data-post-id={post.postId}
      data-post-kind={bodyKindOf(post)}
      className="@container min-w-0 overflow-hidden rounded-lg border border-slate-200 bg-white"
    >
      {isHighlighted ? <HighlightBar kind={highlightKindOf(post)} onClose={() => setHighlighted(false)} /> : null}
      <div className="flex flex-col gap-3 p-4 @max-sm:p-3">
        <PostCardHeader post={post} context={context} titleId={titleId} />
        <PostBody post={post} context={context} />
        {canOpenThread || hasWorkspace ? (
          <div className="-mt-1 flex flex-wrap justify-end gap-2">
            <VisitWorkspaceLink post={post} context={context} />
            {canOpenThread ? (
              <Button variant="ghost" size="sm" icon={MessagesSquare} onClick={() => openThread(post.postId)}>
                {postsCopy.viewThread}
              </Button>
            ) : null}
          </div>
        ) : null}
        <div className="border-t border-slate-100 pt-2">
          <PostEngagement post={post} context={context} commentsOpen={!canOpenThread} />
        </div>
      </div>
    </article>
  );
}

/** A card-shaped placeholder while a timeline loads. */
export function PostCardSkeleton() {
  return (
    <div
      role="status"
      aria-label={postsCopy.loading}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4"
    >
      <div className="flex items-center gap-3">
        <Skeleton rounded="full" className="size-10 shrink-0" />
        <div className="flex flex-1 flex-col gap-2">
          <Skeleton className="h-3 w-1/3" />
          <Skeleton className="h-3 w-1/4" />
        </div>
      </div>
      <Skeleton className="h-3 w-full" />
      <Skeleton className="h-3 w-5/6" />
      <Skeleton className="h-40 w-full" />
    </div>
  );
}
