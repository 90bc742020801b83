import type { Comment, CommentCounts } from '@shared/api/comments';
import type { Post, TimelinePage } from '@shared/api/posts';
import { type InfiniteData, QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../lib/api-client';
import { RealtimeBridge } from '../../lib/realtime-bridge';
import type { RealtimeEvent } from '../../lib/realtime-client';
import type { CommentPages } from './engagement/comment-cache';
import { engagementRealtimeHandlers } from './engagement/engagement-realtime';
import { engagementKeys } from './engagement/engagement-keys';
import { postKeys } from './post-keys';
import { postRealtimeHandlers } from './posts-realtime';

const author = {
  userId: 'ada',
  firstName: 'Ada',
  lastName: 'Lovelace',
  avatar: null,
  headline: null,
  profileAlias: 'ada',
  status: 'active',
};

function postOf(postId: string, content: string, extra: Partial<Post> = {}): Post {
  return {
    postId,
    type: 'chat',
    content,
    title: null,
    createdAt: '2026-11-24T10:00:00.000Z',
    createdBy: author,
    modifiedBy: null,
    lastActivityAt: '2026-11-24T10:00:00.000Z',
    pinned: 'false',
    isEdited: false,
    deletedBy: null,
    referencePostId: null,
    referencePost: null,
    attachments: [],
    postMeta: [],
    visibility: 'COLLABORATION_GROUP',
    status: 'published',
    groupId: 'g1',
    pairingId: null,
    likes: 0,
    isLikedByRequestedUser: false,
    commentCounts: { comments: 0, replies: 0, count: 0 },
    ...extra,
  };
}

const frame = (channel: string, event: string, data: unknown): RealtimeEvent => ({
  channel,
  event,
  data,
  seq: 1,
  replayed: false,
});

/** A bridge over a fresh cache whose API answers GET /api/post/id with `served`, counting requests. */
function setUp(served: Post | null = null) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const requests: string[] = [];
  const api = createApiClient({
    baseUrl: 'http://test',
    fetch: async (input) => {
      requests.push(String(input));
      return new Response(JSON.stringify({ isSuccess: true, data: served }), {
        headers: { 'content-type': 'application/json' },
      });
    },
  });
  const bridge = new RealtimeBridge({ queryClient, viewerId: 'bob', api });
  bridge.register(postRealtimeHandlers);
  bridge.register(engagementRealtimeHandlers);
  const groupTimeline = postKeys.timeline({ kind: 'group', id: 'g1' });
  const page = (results: Post[]): TimelinePage => ({ results, count: results.length, countIsExact: true, asOf: '' });
  queryClient.setQueryData<InfiniteData<TimelinePage>>(groupTimeline, { pages: [page([])], pageParams: [{}] });
  const timeline = () => queryClient.getQueryData<InfiniteData<TimelinePage>>(groupTimeline)?.pages[0]?.results;
  return { queryClient, requests, bridge, timeline, groupTimeline, page };
}

describe('post events on the client', () => {
  it('puts a live post.created on the timeline from the frame, without a read', async () => {
    const { bridge, requests, timeline } = setUp();
    const post = postOf('p1', 'Lunch at noon?');
    bridge.dispatch(frame('group:g1', 'post.created', { postId: 'p1', groupId: 'g1', post }));
    await vi.waitFor(() => expect(timeline()).toEqual([post]));
    expect(requests).toEqual([]);
  });

  it('reads the post when the event has ids only (history, an over-size payload)', async () => {
    const post = postOf('p2', 'From the history');
    const { bridge, requests, timeline } = setUp(post);
    bridge.dispatch({ ...frame('group:g1', 'post.created', { postId: 'p2', groupId: 'g1' }), replayed: true });
    await vi.waitFor(() => expect(timeline()).toEqual([post]));
    expect(requests).toEqual(['http://test/api/post/id?postId=p2']);
  });

  it('does not read an ids-only post.created for a post it already holds', async () => {
    const { bridge, requests, timeline, queryClient } = setUp();
    const post = postOf('p3', 'Mine');
    queryClient.setQueryData(postKeys.detail('p3'), post);
    bridge.dispatch(frame('group:g1', 'post.created', { postId: 'p3', groupId: 'g1' }));
    await vi.waitFor(() => expect(timeline()).toEqual([post]));
    expect(requests).toEqual([]);
  });

  it('patches an edit (and pending → published) from the frame, keeping what only the viewer knows', async () => {
    const { bridge, requests, timeline, queryClient, groupTimeline, page } = setUp();
    const held = postOf('p4', 'Draft', { status: 'pending', likes: 2, isLikedByRequestedUser: true });
    queryClient.setQueryData(groupTimeline, { pages: [page([held])], pageParams: [{}] });
    const edited = postOf('p4', 'Final', { status: 'published', isEdited: true, likes: 3 });
    bridge.dispatch(frame('group:g1', 'post.updated', { postId: 'p4', groupId: 'g1', post: edited }));
    // Its ids-only twin on the post's own channel reads nothing either.
    bridge.dispatch(frame('post:p4', 'post.updated', { postId: 'p4', groupId: 'g1' }));
    expect(timeline()).toEqual([{ ...edited, isLikedByRequestedUser: true }]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requests).toEqual([]);
  });

  it('applies another member’s like count and comment from the frame; the liker’s own state stays', async () => {
    const { bridge, requests, queryClient, groupTimeline, page, timeline } = setUp();
    queryClient.setQueryData(groupTimeline, {
      pages: [page([postOf('p5', 'Hi', { likes: 1, isLikedByRequestedUser: true })])],
      pageParams: [{}],
    });
    queryClient.setQueryData<CommentPages>(engagementKeys.comments('p5'), {
      pages: [{ results: [], count: 0 }],
      pageParams: [0],
    });
    queryClient.setQueryData<CommentCounts>(engagementKeys.counts('p5'), { comments: 0, replies: 0, count: 0 });
    bridge.dispatch(frame('group:g1', 'post.liked', { postId: 'p5', groupId: 'g1', userId: 'cat', likes: 2 }));
    expect(timeline()?.[0]).toMatchObject({ likes: 2, isLikedByRequestedUser: true });

    const comment: Comment = {
      commentId: 'c1',
      postId: 'p5',
      parentId: null,
      message: 'Count me in',
      createdAt: '2026-11-24T10:01:00.000Z',
      createdBy: { ...author, userId: 'cat' },
      isEdited: false,
      likes: 0,
      isLikedByRequestedUser: false,
      replyCount: 0,
    };
    const ids = { postId: 'p5', groupId: 'g1', userId: 'cat', commentId: 'c1' };
    bridge.dispatch(frame('group:g1', 'comment.created', { ...ids, comment }));
    bridge.dispatch(frame('post:p5', 'comment.created', ids));
    expect(queryClient.getQueryData<CommentPages>(engagementKeys.comments('p5'))?.pages[0]?.results).toEqual([comment]);
    expect(queryClient.getQueryData(engagementKeys.counts('p5'))).toEqual({ comments: 1, replies: 0, count: 1 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requests).toEqual([]);
  });
});
