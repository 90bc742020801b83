import type { Post } from '@shared/api/posts';
import { timelinesCopy } from '@shared/ui-copy';
import { Fragment, memo, type ReactNode, type RefObject, useDeferredValue, useRef } from 'react';
import { ErrorState } from '../../../ui/ErrorState';
import { LoadMoreSentinel } from '../../people/list/LoadMoreSentinel';
import { useViewer } from '../../session/viewer-context';
import { PostCard, PostCardSkeleton } from '../cards/PostCard';
import type { PostContext, TimelineScope } from '../post-context';
import { BackToTop } from './BackToTop';
import { boundaryIndex } from './boundary';
import type { ViewedTarget } from './timeline-api';
import { UnreadBoundary } from './UnreadBoundary';
import { useNewActivity } from './use-new-activity';
import { useTimeline } from './use-timeline';
import { useViewedMarker } from './use-viewed-marker';

export type TimelineProps = {
  scope: TimelineScope;
  context: PostContext;
  /** Group and relationship timelines mark themselves viewed and draw the unread line. */
  viewedTarget?: ViewedTarget | null;
  empty: ReactNode;
};

/** A timeline (spec 3 §2.2, §4.6): live, paged on scroll, with the unread line and back-to-top. */
export function Timeline({ scope, context, viewedTarget = null, empty }: TimelineProps) {
  const viewer = useViewer();
  const timeline = useTimeline(scope);
  const { posts } = timeline;
  // The cards render in React's background pass, in slices between which the browser may
  // paint and answer input: rendered with the answer, fifteen cards were one task of 150-230 ms
  // on a phone (issue 18's trace at 4x CPU). Until that pass has drawn them, the skeleton stays.
  const shown = useDeferredValue(posts);
  const { boundary } = useViewedMarker(viewedTarget, posts[0]?.lastActivityAt);
  const activity = useNewActivity(posts, viewer.userId);
  const listRef = useRef<HTMLUListElement>(null);

  if (timeline.isPending || (shown.length === 0 && posts.length > 0)) {
    return (
      <div role="status" aria-label={timelinesCopy.loading} className="flex flex-col gap-4">
        <PostCardSkeleton />
        <PostCardSkeleton />
      </div>
    );
  }
  if (timeline.isError) {
    return (
      <section className="rounded-lg border border-slate-200 bg-white">
        <ErrorState
          message={timeline.error.message}
          onRetry={() => void timeline.refetch()}
          isRetrying={timeline.isFetching}
        />
      </section>
    );
  }
  if (posts.length === 0) return <>{empty}</>;
  // 'New Activity (n)' only when there is some: with none the button is a plain back-to-top.
  const label =
    scope.kind === 'home'
      ? timelinesCopy.newPosts
      : activity.count > 0
        ? timelinesCopy.newActivity(activity.count)
        : timelinesCopy.backToTop;
  return (
    <>
      {/* Each card's author is an h3: this keeps the outline from skipping a level under the screen's h1. */}
      <h2 className="sr-only">{timelinesCopy.listLabel}</h2>
      <TimelinePosts posts={shown} lineAt={boundaryIndex(shown, boundary)} context={context} listRef={listRef} />
      {timeline.hasNextPage ? (
        <LoadMoreSentinel
          onVisible={() => void (timeline.isFetchingNextPage || timeline.fetchNextPage())}
          isLoading={timeline.isFetchingNextPage}
          label={timelinesCopy.loadingMore}
        />
      ) : (
        <p className="py-4 text-center text-sm text-slate-500">{timelinesCopy.endOfTimeline}</p>
      )}
      <BackToTop label={label} newCount={activity.count} onTop={activity.reset} list={listRef} />
    </>
  );
}

type TimelinePostsProps = {
  posts: Post[];
  lineAt: number;
  context: PostContext;
  listRef: RefObject<HTMLUListElement | null>;
};

/**
 * The cards, drawn again only when the posts, the unread line or the context (by value) change:
 * while the background pass renders a new list, the urgent pass keeps the old one as it was.
 */
const TimelinePosts = memo(
  function TimelinePosts({ posts, lineAt, context, listRef }: TimelinePostsProps) {
    return (
      <ul ref={listRef} aria-label={timelinesCopy.listLabel} className="flex flex-col gap-4">
        {posts.map((post, index) => (
          <Fragment key={post.postId}>
            {index === lineAt ? <UnreadBoundary /> : null}
            <li>
              <PostCard post={post} context={context} />
            </li>
          </Fragment>
        ))}
      </ul>
    );
  },
  (before, after) =>
    before.posts === after.posts && before.lineAt === after.lineAt && sameContext(before.context, after.context),
);

function sameContext(a: PostContext, b: PostContext): boolean {
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  return [...new Set([...Object.keys(left), ...Object.keys(right)])].every((key) => left[key] === right[key]);
}
