import { type CommentEventData, commentEvents, likeEvents } from '@shared/api/comments';
import type { RealtimeHandler, RealtimeHandlers } from '../../../lib/realtime-bridge';
import { engagementKeys } from './engagement-keys';

const postIdOf = (data: unknown): string | null => {
  const postId = (data as Partial<CommentEventData> | null)?.postId;
  return typeof postId === 'string' && postId ? postId : null;
};

/** A comment, a reply or a comment's like changed: that post's comments, replies, counts and likers refetch. */
const refreshComments: RealtimeHandler = (event, { queryClient }) => {
  const postId = postIdOf(event.data);
  if (!postId) return;
  for (const queryKey of [
    engagementKeys.comments(postId),
    engagementKeys.repliesAll(postId),
    engagementKeys.counts(postId),
    engagementKeys.likersAll(postId),
  ]) {
    void queryClient.invalidateQueries({ queryKey });
  }
};

/**
 * The post was liked or unliked: the likers list refetches, and, when someone else acted, each
 * card showing it rereads the post, which patches its likes in every cache (see usePostLikeSummary).
 * The viewer's own like is already shown (optimistically, then from the toggle's answer).
 */
const refreshPostLikes: RealtimeHandler = (event, { queryClient, viewerId }) => {
  const postId = postIdOf(event.data);
  if (!postId) return;
  void queryClient.invalidateQueries({ queryKey: engagementKeys.postLikers(postId) });
  if ((event.data as Partial<CommentEventData>).userId === viewerId) return;
  void queryClient.invalidateQueries({ queryKey: engagementKeys.likeSummary(postId) });
};

/** Comments, replies and likes (spec 3 §4.6, §7): payloads carry ids only; clients refetch. */
export const engagementRealtimeHandlers: RealtimeHandlers = {
  [commentEvents.created]: refreshComments,
  [commentEvents.updated]: refreshComments,
  [commentEvents.deleted]: refreshComments,
  [likeEvents.commentLiked]: refreshComments,
  [likeEvents.commentUnliked]: refreshComments,
  [likeEvents.liked]: refreshPostLikes,
  [likeEvents.unliked]: refreshPostLikes,
};
