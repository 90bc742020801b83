import type { Comment, CommentCounts, CommentEventData, LikesSummary } from '@shared/api/comments';
import { commentEvents, likeEvents } from '@shared/events';
import type { QueryClient } from '@tanstack/react-query';
import { echoKey, liveEcho } from '../../../lib/live-echo';
import type { RealtimeHandler, RealtimeHandlers } from '../../../lib/realtime-bridge';
import { patchPostInCaches } from '../post-cache';
import { patchCommentInCaches, prependComment } from './comment-cache';
import { engagementKeys, engagementMutationKeys } from './engagement-keys';
import { patchAfterEvent } from '../../../lib/patch-after-event';
import { refreshAfterEvent } from '../../../lib/refresh-after-event';

const dataOf = (raw: unknown): CommentEventData | null => {
  const data = raw as Partial<CommentEventData> | null;
  return data && typeof data.postId === 'string' && data.postId ? (data as CommentEventData) : null;
};

/** The comment a live frame carries, or null (ids only: history, an over-size payload). */
const carriedComment = (data: CommentEventData): Comment | null =>
  data.comment && data.comment.commentId === data.commentId && data.comment.createdBy ? data.comment : null;

/** The new like count a live frame carries, or null. */
const carriedLikes = (data: CommentEventData): number | null =>
  typeof data.likes === 'number' && data.likes >= 0 ? data.likes : null;

/**
 * Runs the handler unless the frame is the ids-only twin (the post's own channel) of a live
 * frame just applied; a live frame is remembered when the handler applied its payload.
 */
const dedupe =
  (
    handler: (data: CommentEventData, event: string, context: Parameters<RealtimeHandler>[1]) => boolean,
  ): RealtimeHandler =>
  (event, context) => {
    const data = dataOf(event.data);
    if (!data) return;
    const key = echoKey(event.event, data.postId, data.commentId, data.userId);
    if (data.comment === undefined && data.likes === undefined && liveEcho.isEcho(context.queryClient, key)) return;
    if (handler(data, event.event, context)) liveEcho.applied(context.queryClient, key);
  };

/** The fallback when a frame has ids only: that post's comments, replies, counts and likers refetch. */
function refreshComments(queryClient: QueryClient, postId: string): void {
  for (const queryKey of [
    engagementKeys.comments(postId),
    engagementKeys.repliesAll(postId),
    engagementKeys.likersAll(postId),
  ]) {
    void refreshAfterEvent(queryClient, queryKey);
  }
  void refreshAfterEvent(queryClient, engagementKeys.counts(postId)).then(() => countsToPost(queryClient, postId));
}

/**
 * A card's counts start from its post's copy (useCommentCounts follows a fresher copy), so the
 * post's copies get the counts the event left: set to that value, which holds over a timeline
 * answer asked for before the event and landing after it (it would bring the old count back).
 */
function countsToPost(queryClient: QueryClient, postId: string): void {
  const counts = queryClient.getQueryData<CommentCounts>(engagementKeys.counts(postId));
  if (counts) patchPostInCaches(queryClient, postId, (post) => ({ ...post, commentCounts: counts }));
}

/** Counts the new comment; an answer in flight may count it already, so it is asked again. */
function bumpCounts(queryClient: QueryClient, postId: string, comment: Comment): void {
  patchAfterEvent<CommentCounts>(
    queryClient,
    engagementKeys.counts(postId),
    (counts) =>
      counts
        ? {
            comments: counts.comments + (comment.parentId ? 0 : 1),
            replies: counts.replies + (comment.parentId ? 1 : 0),
            count: counts.count + 1,
          }
        : counts,
    { once: true },
  );
  countsToPost(queryClient, postId);
}

type Context = Parameters<RealtimeHandler>[1];

/**
 * Someone else's new comment or reply goes on top of the lists, counted, from the frame. One's
 * own was already added by the composer, so it (and an ids-only frame) takes the read path.
 */
function commentCreated(data: CommentEventData, _event: string, { queryClient, viewerId }: Context): boolean {
  const comment = carriedComment(data);
  if (!comment || data.userId === viewerId) {
    refreshComments(queryClient, data.postId);
    return false;
  }
  prependComment(queryClient, data.postId, comment);
  bumpCounts(queryClient, data.postId, comment);
  return true;
}

/** An edit replaces the text from the frame; whether the viewer likes it stays theirs. */
function commentUpdated(data: CommentEventData, _event: string, { queryClient }: Context): boolean {
  const comment = carriedComment(data);
  if (!comment) {
    refreshComments(queryClient, data.postId);
    return false;
  }
  patchCommentInCaches(queryClient, data.postId, comment.commentId, (cached) => ({
    ...comment,
    isLikedByRequestedUser: cached.isLikedByRequestedUser,
  }));
  return true;
}

/** The comment (and its replies) leave the lists at once; counts refetch (a delete takes its replies along). */
function commentDeleted(data: CommentEventData, _event: string, { queryClient, viewerId }: Context): boolean {
  if (!data.commentId || data.userId === viewerId) {
    refreshComments(queryClient, data.postId);
    return false;
  }
  patchCommentInCaches(queryClient, data.postId, data.commentId, () => null);
  if (data.parentId) {
    patchCommentInCaches(
      queryClient,
      data.postId,
      data.parentId,
      (parent) => ({ ...parent, replyCount: Math.max(0, parent.replyCount - 1) }),
      { once: true },
    );
  }
  void refreshAfterEvent(queryClient, engagementKeys.counts(data.postId)).then(() =>
    countsToPost(queryClient, data.postId),
  );
  return false;
}

/** A comment's like count from the frame; the liker's own client keeps its optimistic state. */
function commentLikeChanged(data: CommentEventData, _event: string, { queryClient, viewerId }: Context): boolean {
  const likes = carriedLikes(data);
  if (!data.commentId || likes === null) {
    refreshComments(queryClient, data.postId);
    return false;
  }
  const { commentId } = data;
  if (data.userId !== viewerId) patchCommentInCaches(queryClient, data.postId, commentId, (c) => ({ ...c, likes }));
  void refreshAfterEvent(queryClient, engagementKeys.commentLikers(data.postId, commentId));
  return true;
}

/**
 * The post was liked or unliked: the likers list refetches if open, and, when someone else
 * acted, the count from the frame patches the card and every cached copy (an ids-only frame
 * rereads the summary). The viewer's own like is already shown (optimistic, then the answer).
 */
function postLikeChanged(data: CommentEventData, _event: string, { queryClient, viewerId }: Context): boolean {
  const { postId } = data;
  void refreshAfterEvent(queryClient, engagementKeys.postLikers(postId));
  const likes = carriedLikes(data);
  if (data.userId === viewerId) return likes !== null;
  if (likes === null) {
    void refreshAfterEvent(queryClient, engagementKeys.likeSummary(postId));
    return false;
  }
  if (queryClient.isMutating({ mutationKey: engagementMutationKeys.postLike(postId) }) > 0) return true;
  patchAfterEvent<LikesSummary>(queryClient, engagementKeys.likeSummary(postId), (summary) =>
    summary ? { ...summary, likes } : summary,
  );
  patchPostInCaches(queryClient, postId, { likes });
  return true;
}

/** Comments, replies and likes (spec 3 §4.6, §7): applied from live frames, read back from ids-only ones. */
export const engagementRealtimeHandlers: RealtimeHandlers = {
  [commentEvents.created]: dedupe(commentCreated),
  [commentEvents.updated]: dedupe(commentUpdated),
  [commentEvents.deleted]: dedupe(commentDeleted),
  [likeEvents.commentLiked]: dedupe(commentLikeChanged),
  [likeEvents.commentUnliked]: dedupe(commentLikeChanged),
  [likeEvents.liked]: dedupe(postLikeChanged),
  [likeEvents.unliked]: dedupe(postLikeChanged),
};
