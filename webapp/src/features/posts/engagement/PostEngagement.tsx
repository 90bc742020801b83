import type { Post } from '@shared/api/posts';
import { channel } from '@shared/realtime';
import { engagementCopy } from '@shared/ui-copy';
import { clsx } from 'clsx';
import { MessageSquare } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useRealtimeChannel } from '../../../lib/realtime-context';
import type { PostContext } from '../post-context';
import { CommentsSection } from './CommentsSection';
import { LikersDrawer } from './LikersDrawer';
import { LikeToggle } from './LikeToggle';
import { SharedWithDrawer } from './SharedWithDrawer';
import { audienceOf } from './share-summary';
import { ShareSummaryButton } from './ShareSummaryButton';
import { useCommentCounts } from './use-comments';
import { usePostLike, usePostLikeSummary } from './use-post-like';

export type PostEngagementProps = { post: Post; context: PostContext; commentsOpen?: boolean };

type OpenDrawer = 'likers' | 'sharedWith' | null;

/**
 * The footer of every post card: Like (with the likers drawer), Comment (with the count, opens
 * the comments), and who the post is shared with (the 'All' drawer).
 */
export function PostEngagement({ post, commentsOpen = false }: PostEngagementProps) {
  const { postId } = post;
  const summary = usePostLikeSummary(post);
  const like = usePostLike(postId);
  const counts = useCommentCounts(post);
  const [isCommentsOpen, setIsCommentsOpen] = useState(commentsOpen);
  const [drawer, setDrawer] = useState<OpenDrawer>(null);
  const commentsId = useId();
  const commentCount = counts.data?.count ?? 0;

  useEffect(() => {
    if (commentsOpen) setIsCommentsOpen(true);
  }, [commentsOpen]);
  // The post's own channel reaches viewers its audience channels do not (a public post read by
  // someone outside the author's connections), and keeps an open conversation live.
  useRealtimeChannel(isCommentsOpen || audienceOf(post) === 'public' ? channel.post(postId) : null);

  return (
    <div className="flex flex-col">
      {/* In a narrow column (the side panel) the audience wraps to a line of its own, uncut. */}
      <div className="flex min-w-0 flex-wrap items-center gap-1">
        <LikeToggle
          isLiked={summary.isLikedByRequestedUser}
          count={summary.likes}
          label={engagementCopy.likePost}
          onToggle={() => !like.isPending && like.mutate()}
          onShowLikers={() => setDrawer('likers')}
        />
        <button
          type="button"
          aria-expanded={isCommentsOpen}
          aria-controls={isCommentsOpen ? commentsId : undefined}
          aria-label={engagementCopy.commentsToggle(commentCount)}
          title={engagementCopy.commentsToggle(commentCount)}
          onClick={() => setIsCommentsOpen((open) => !open)}
          className={clsx(
            'inline-flex h-9 items-center gap-1.5 rounded-lg px-2.5 text-sm font-medium transition-colors hover:bg-slate-100',
            isCommentsOpen ? 'text-accent-700' : 'text-slate-600 hover:text-slate-900',
          )}
        >
          <MessageSquare aria-hidden="true" className="size-4" />
          <span className="max-[359px]:sr-only">{engagementCopy.comment}</span>
          {/* A space between the words, so the visible text 'Comment 2' is inside the name (WCAG 2.5.3). */}
          {commentCount > 0 ? (
            <>
              {' '}
              <span className="tabular-nums">{commentCount}</span>
            </>
          ) : null}
        </button>
        <div className="ml-auto flex max-w-full shrink-0 justify-end">
          <ShareSummaryButton post={post} onOpen={() => setDrawer('sharedWith')} />
        </div>
      </div>
      {isCommentsOpen ? <CommentsSection postId={postId} id={commentsId} /> : null}
      <LikersDrawer open={drawer === 'likers'} onClose={() => setDrawer(null)} target={{ kind: 'post', postId }} />
      <SharedWithDrawer open={drawer === 'sharedWith'} onClose={() => setDrawer(null)} post={post} />
    </div>
  );
}
