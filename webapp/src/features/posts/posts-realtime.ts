import type { Post, PostEventData, TimelinePage } from '@shared/api/posts';
import { postEvents } from '@shared/events';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../lib/api-client';
import { echoKey, liveEcho } from '../../lib/live-echo';
import type { RealtimeHandler, RealtimeHandlers } from '../../lib/realtime-bridge';
import { findCachedPost, patchPostInCaches, removePostFromCaches } from './post-cache';
import type { TimelineScope } from './post-context';
import { postKeys } from './post-keys';
import { fetchPost } from './timeline/timeline-api';
import { prependToTimeline } from './timeline/use-timeline';
import { patchAfterEvent } from '../../lib/patch-after-event';
import { refreshAfterEvent } from '../../lib/refresh-after-event';

/** The timelines an event concerns: the viewer's home feed, and the post's group or relationship. */
function scopesOf(data: PostEventData, viewerId: string): TimelineScope[] {
  const scopes: TimelineScope[] = [{ kind: 'home', id: viewerId }];
  if (data.groupId) scopes.push({ kind: 'group', id: data.groupId });
  if (data.pairingId) scopes.push({ kind: 'pairing', id: data.pairingId });
  return scopes;
}

function eventData(raw: unknown): PostEventData | null {
  const data = raw as Partial<PostEventData> | null;
  return data && typeof data.postId === 'string' ? (data as PostEventData) : null;
}

/** The post a live frame carries; null when the event has ids only (history, an over-size payload). */
function carriedPost(data: PostEventData): Post | null {
  const post = data.post;
  return post && typeof post === 'object' && post.postId === data.postId && post.createdBy ? post : null;
}

/** Fetches the post as the viewer may see it; a post they may not see is simply not shown. */
async function loadPost(queryClient: QueryClient, api: ApiClient, postId: string) {
  try {
    return await queryClient.fetchQuery({
      queryKey: postKeys.detail(postId),
      queryFn: () => fetchPost(api, postId),
      staleTime: 0,
    });
  } catch {
    return null;
  }
}

function addToTimelines(queryClient: QueryClient, data: PostEventData, viewerId: string, post: Post): void {
  for (const scope of scopesOf(data, viewerId)) {
    patchAfterEvent<InfiniteData<TimelinePage>>(queryClient, postKeys.timeline(scope), (timeline) =>
      prependToTimeline(timeline, post),
    );
  }
}

/** The readers' view of a post, with what only this viewer knows kept from the copy they hold. */
const keepViewerFields =
  (fresh: Post) =>
  (cached: Post): Post => ({ ...fresh, isLikedByRequestedUser: cached.isLikedByRequestedUser });

/** A new post: shown from the frame; read only when the frame has ids and the post is not held yet. */
const created: RealtimeHandler = (event, { queryClient, viewerId, api }) => {
  const data = eventData(event.data);
  if (!data) return;
  const post = carriedPost(data);
  if (post) {
    addToTimelines(queryClient, data, viewerId, post);
    return;
  }
  // The sender's own client, or a replay of what a live frame already brought: nothing to read.
  const cached = findCachedPost(queryClient, data.postId);
  if (cached) {
    if (!cached.deletedBy) addToTimelines(queryClient, data, viewerId, cached);
    return;
  }
  void loadPost(queryClient, api, data.postId).then((loaded) => {
    if (loaded) addToTimelines(queryClient, data, viewerId, loaded);
  });
};

const updated: RealtimeHandler = (event, { queryClient, api }) => {
  const data = eventData(event.data);
  if (!data) return;
  const post = carriedPost(data);
  const key = echoKey(event.event, data.postId);
  if (post) {
    patchPostInCaches(queryClient, data.postId, keepViewerFields(post));
    liveEcho.applied(queryClient, key);
    return;
  }
  if (liveEcho.isEcho(queryClient, key)) return;
  void loadPost(queryClient, api, data.postId).then((loaded) => {
    if (loaded) patchPostInCaches(queryClient, data.postId, loaded);
  });
};

const deleted: RealtimeHandler = (event, { queryClient }) => {
  const data = eventData(event.data);
  if (data) removePostFromCaches(queryClient, data.postId);
};

/** Pinned posts sort first: patch at once, then let the group's or relationship's timeline re-read its order. */
const pinChanged =
  (pinned: 'true' | 'false'): RealtimeHandler =>
  (event, { queryClient, viewerId }) => {
    const data = eventData(event.data);
    if (!data) return;
    patchPostInCaches(queryClient, data.postId, { pinned });
    for (const scope of scopesOf(data, viewerId).filter((s) => s.kind !== 'home')) {
      void refreshAfterEvent(queryClient, postKeys.timeline(scope));
    }
  };

/**
 * Spec 3 §4.6: new items at the top (de-duplicated), edits, deletions and pin changes live.
 * Live frames carry the post (applied without a read); ids-only ones are read back.
 */
export const postRealtimeHandlers: RealtimeHandlers = {
  [postEvents.created]: created,
  [postEvents.updated]: updated,
  [postEvents.deleted]: deleted,
  [postEvents.pinned]: pinChanged('true'),
  [postEvents.unpinned]: pinChanged('false'),
};
