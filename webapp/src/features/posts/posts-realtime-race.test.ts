import type { Comment, CommentCounts, LikesSummary } from '@shared/api/comments';
import type { ApiList } from '@shared/api/envelope';
import type { Post, TimelinePage } from '@shared/api/posts';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { eventBridge, heldServer, watchPages, watchQuery } from '../../test/held-server';
import { grace, makePost } from './cards/test-posts';
import { engagementRealtimeHandlers } from './engagement/engagement-realtime';
import { engagementKeys } from './engagement/engagement-keys';
import { postKeys } from './post-keys';
import { postRealtimeHandlers } from './posts-realtime';

/**
 * Each test holds a fetch of the screen's query open, sends the event, then lets the answer
 * (read before the event) land: the screen must still show what the event brought.
 */
const groupTimeline = postKeys.timeline({ kind: 'group', id: 'g1' });
const page = (results: Post[]): TimelinePage => ({ results, count: results.length, countIsExact: true, asOf: '' });
const older = makePost({ postId: 'old', content: 'Agenda', groupId: 'g1' });
const arriving = makePost({ postId: 'new', content: 'Lunch at noon?', groupId: 'g1' });

function setUp() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const send = eventBridge(queryClient, [postRealtimeHandlers, engagementRealtimeHandlers], 'bob');
  const timelineServer = heldServer(page([older]));
  const timeline = watchPages(queryClient, groupTimeline, timelineServer.answer);
  const shownPosts = () => timeline.shown()?.flatMap((p) => p.results.map((post) => post.content));
  return { queryClient, send, timelineServer, timeline, shownPosts };
}

const created = (post: Post) => ({ postId: post.postId, groupId: 'g1', post });

describe('post events while the timeline is being fetched', () => {
  it('a new post arriving while the timeline first loads is shown once it has loaded', async () => {
    const { send, timelineServer, shownPosts } = setUp();
    send('post.created', created(arriving));
    await timelineServer.releaseAll();
    expect(shownPosts()).toEqual(['Lunch at noon?', 'Agenda']);
  });

  it('a new post arriving during a refetch is still shown after it, and only once if the answer had it', async () => {
    const { queryClient, send, timelineServer, shownPosts } = setUp();
    await timelineServer.releaseAll();
    void queryClient.refetchQueries({ queryKey: groupTimeline });
    send('post.created', created(arriving));
    expect(shownPosts()).toEqual(['Lunch at noon?', 'Agenda']);
    await timelineServer.releaseAll();
    expect(shownPosts()).toEqual(['Lunch at noon?', 'Agenda']);

    timelineServer.write(page([arriving, older]));
    void queryClient.refetchQueries({ queryKey: groupTimeline });
    send('post.created', created(arriving));
    await timelineServer.releaseAll();
    expect(shownPosts()).toEqual(['Lunch at noon?', 'Agenda']);
  });

  it('an edit and a deletion arriving during a refetch hold over its answer', async () => {
    const { queryClient, send, timelineServer, shownPosts } = setUp();
    timelineServer.write(page([arriving, older]));
    await timelineServer.releaseAll();
    void queryClient.refetchQueries({ queryKey: groupTimeline });
    send('post.updated', { postId: 'old', groupId: 'g1', post: { ...older, content: 'Agenda v2', isEdited: true } });
    send('post.deleted', { postId: 'new', groupId: 'g1' });
    await timelineServer.releaseAll();
    expect(shownPosts()).toEqual(['Agenda v2']);
  });

  it('an edit arriving while the post’s own page loads is shown on it', async () => {
    const { queryClient, send } = setUp();
    const detailServer = heldServer(older);
    const detail = watchQuery(queryClient, postKeys.detail('old'), detailServer.answer);
    send('post.updated', { postId: 'old', groupId: 'g1', post: { ...older, content: 'Agenda v2' } });
    await detailServer.releaseAll();
    expect(detail.shown()?.content).toBe('Agenda v2');
  });
});

const cat = { ...grace, userId: 'cat', firstName: 'Cat' };
function commentOf(commentId: string, parentId: string | null = null): Comment {
  return {
    commentId,
    postId: 'old',
    parentId,
    message: `Comment ${commentId}`,
    createdAt: '2026-11-24T10:01:00.000Z',
    createdBy: cat,
    isEdited: false,
    likes: 0,
    isLikedByRequestedUser: false,
    replyCount: 0,
  };
}
const list = (results: Comment[]): ApiList<Comment> => ({ results, count: results.length });
const commentFrame = (comment: Comment) => ({
  postId: 'old',
  groupId: 'g1',
  userId: 'cat',
  commentId: comment.commentId,
  parentId: comment.parentId,
  comment,
});

describe('comment and like events while the post’s engagement is being fetched', () => {
  it('a comment arriving while the comments load is listed once they have', async () => {
    const { queryClient, send } = setUp();
    const commentsServer = heldServer(list([commentOf('c0')]));
    const comments = watchPages(queryClient, engagementKeys.comments('old'), commentsServer.answer);
    send('comment.created', commentFrame(commentOf('c1')));
    await commentsServer.releaseAll();
    expect(comments.shown()?.[0]?.results.map((c) => c.commentId)).toEqual(['c1', 'c0']);
  });

  it('the comment count counts a comment once, whether or not the count in flight had it', async () => {
    const { queryClient, send } = setUp();
    const countsServer = heldServer<CommentCounts>({ comments: 0, replies: 0, count: 0 });
    const counts = watchQuery(queryClient, engagementKeys.counts('old'), countsServer.answer);
    await countsServer.releaseAll();
    void queryClient.refetchQueries({ queryKey: engagementKeys.counts('old') });
    countsServer.write({ comments: 1, replies: 0, count: 1 });
    send('comment.created', commentFrame(commentOf('c1')));
    await countsServer.releaseAll();
    expect(counts.shown()).toEqual({ comments: 1, replies: 0, count: 1 });

    countsServer.write({ comments: 2, replies: 0, count: 2 });
    void queryClient.refetchQueries({ queryKey: engagementKeys.counts('old') });
    send('comment.created', commentFrame(commentOf('c2')));
    await countsServer.releaseAll();
    expect(counts.shown()).toEqual({ comments: 2, replies: 0, count: 2 });
  });

  it('a timeline answer asked for before a comment does not bring the old count back to the card', async () => {
    const { queryClient, send, timelineServer, timeline } = setUp();
    const zero = { comments: 0, replies: 0, count: 0 };
    const one = { comments: 1, replies: 0, count: 1 };
    timelineServer.write(page([{ ...older, commentCounts: zero }]));
    await timelineServer.releaseAll();
    queryClient.setQueryData(engagementKeys.counts('old'), zero); // the card's counts, from its post
    void queryClient.refetchQueries({ queryKey: groupTimeline });
    send('comment.created', commentFrame(commentOf('c1')));
    await timelineServer.releaseAll();
    // The card follows its post's copy when that changes: both must say one.
    expect(timeline.shown()?.[0]?.results[0]?.commentCounts).toEqual(one);
    expect(queryClient.getQueryData(engagementKeys.counts('old'))).toEqual(one);
  });

  it('after a deletion, the post’s copy takes the counts read again, over a timeline answer in flight', async () => {
    const { queryClient, send, timelineServer, timeline } = setUp();
    const one = { comments: 1, replies: 0, count: 1 };
    const zero = { comments: 0, replies: 0, count: 0 };
    timelineServer.write(page([{ ...older, commentCounts: one }]));
    await timelineServer.releaseAll();
    const countsServer = heldServer<CommentCounts>(one);
    const counts = watchQuery(queryClient, engagementKeys.counts('old'), countsServer.answer);
    await countsServer.releaseAll();
    void queryClient.refetchQueries({ queryKey: groupTimeline });
    countsServer.write(zero);
    send('comment.deleted', { postId: 'old', groupId: 'g1', userId: 'cat', commentId: 'c1', parentId: null });
    await countsServer.releaseAll();
    await timelineServer.releaseAll();
    expect(counts.shown()).toEqual(zero);
    expect(timeline.shown()?.[0]?.results[0]?.commentCounts).toEqual(zero);
  });

  it('a reply counts once on its parent, whether or not the comments in flight counted it', async () => {
    const { queryClient, send } = setUp();
    const commentsServer = heldServer(list([commentOf('c0')]));
    const comments = watchPages(queryClient, engagementKeys.comments('old'), commentsServer.answer);
    const replyCount = () => comments.shown()?.[0]?.results[0]?.replyCount;
    await commentsServer.releaseAll();
    void queryClient.refetchQueries({ queryKey: engagementKeys.comments('old') });
    commentsServer.write(list([{ ...commentOf('c0'), replyCount: 1 }]));
    send('comment.created', commentFrame(commentOf('r1', 'c0')));
    await commentsServer.releaseAll();
    expect(replyCount()).toBe(1);

    commentsServer.write(list([{ ...commentOf('c0'), replyCount: 2 }]));
    void queryClient.refetchQueries({ queryKey: engagementKeys.comments('old') });
    send('comment.created', commentFrame(commentOf('r2', 'c0')));
    await commentsServer.releaseAll();
    expect(replyCount()).toBe(2);
  });

  it('another member’s like arriving while the like count loads shows the frame’s count', async () => {
    const { queryClient, send } = setUp();
    const likesServer = heldServer<LikesSummary>({ likes: 1, isLikedByRequestedUser: false });
    const likes = watchQuery(queryClient, engagementKeys.likeSummary('old'), likesServer.answer);
    await likesServer.releaseAll();
    void queryClient.refetchQueries({ queryKey: engagementKeys.likeSummary('old') });
    send('post.liked', { postId: 'old', groupId: 'g1', userId: 'cat', likes: 2 });
    await likesServer.releaseAll();
    expect(likes.shown()).toEqual({ likes: 2, isLikedByRequestedUser: false });
  });
});
