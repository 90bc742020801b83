import { commentEvents, likeEvents } from '@shared/api/comments';
import type { Post } from '@shared/api/posts';
import { engagementCopy } from '@shared/ui-copy';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useToastStore } from '../../../ui/toast-store';
import { postKeys } from '../post-keys';
import { engagementRealtimeHandlers } from './engagement-realtime';
import { makeComment, makePost, person, renderEngagement } from './engagement-test-server';

beforeEach(() => useToastStore.getState().clear());
afterEach(cleanup);

const likeButton = () => screen.findByRole('button', { name: engagementCopy.likePost });
const likeEvent = (postId: string) => ({
  channel: `post:${postId}`,
  event: likeEvents.liked,
  data: { postId },
  seq: 1,
  replayed: false,
});

describe('Post engagement', () => {
  it('toggles Like with aria-pressed and the count, and patches the cached post', async () => {
    const { queryClient } = renderEngagement(makePost({ likes: 2 }));
    const like = await likeButton();
    expect(like.getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('button', { name: engagementCopy.showLikers(2) })).toBeTruthy();
    await act(async () => fireEvent.click(like));
    await waitFor(() => expect(like.getAttribute('aria-pressed')).toBe('true'));
    expect(screen.getByRole('button', { name: engagementCopy.showLikers(3) })).toBeTruthy();
    expect(queryClient.getQueryData<Post>(postKeys.detail('p1'))).toMatchObject({
      likes: 3,
      isLikedByRequestedUser: true,
    });
  });

  it('rolls the like back with an error toast when the toggle fails', async () => {
    renderEngagement(makePost({ likes: 1 }), {
      routes: { 'POST /api/reaction/post/like': () => ({ status: 403, body: { message: 'Not allowed.' } }) },
    });
    const like = await likeButton();
    await act(async () => fireEvent.click(like));
    await waitFor(() => expect(useToastStore.getState().toasts.map((t) => t.message)).toEqual(['Not allowed.']));
    expect(like.getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('button', { name: engagementCopy.showLikers(1) })).toBeTruthy();
  });

  it('opens the likes drawer from the count', async () => {
    renderEngagement(makePost());
    const like = await likeButton();
    await act(async () => fireEvent.click(like));
    const count = await screen.findByRole('button', { name: engagementCopy.showLikers(1) });
    await act(async () => fireEvent.click(count));
    const drawer = await screen.findByRole('dialog', { name: engagementCopy.likers.title });
    const likers = await within(drawer).findByRole('list', { name: engagementCopy.likers.listLabel });
    expect(within(likers).getByText('Ada Lovelace')).toBeTruthy();
  });

  it('updates the count live when someone else likes the post (post.liked)', async () => {
    const view = renderEngagement(makePost({ likes: 0 }));
    await likeButton();
    expect(screen.queryByRole('button', { name: engagementCopy.showLikers(1) })).toBeNull();
    view.likeByOther(person('zed', 'Zed', 'Ray'));
    await act(async () => engagementRealtimeHandlers[likeEvents.liked]?.(likeEvent('p1'), view.realtimeContext));
    expect(await screen.findByRole('button', { name: engagementCopy.showLikers(1) })).toBeTruthy();
    expect((await likeButton()).getAttribute('aria-pressed')).toBe('false');
    expect(view.queryClient.getQueryData<Post>(postKeys.detail('p1'))?.likes).toBe(1);
  });

  it('shows a comment someone else made, and the new count (comment.created)', async () => {
    const view = renderEngagement(makePost(), { commentsOpen: true });
    await screen.findByRole('heading', { name: engagementCopy.comments.emptyTitle });
    view.commentByOther(makeComment({ message: 'from Bob' }));
    const event = { ...likeEvent('p1'), event: commentEvents.created, data: { postId: 'p1', commentId: 'x' } };
    await act(async () => engagementRealtimeHandlers[commentEvents.created]?.(event, view.realtimeContext));
    expect(await screen.findByText('from Bob')).toBeTruthy();
    expect(await screen.findByRole('button', { name: engagementCopy.commentsToggle(1) })).toBeTruthy();
  });

  it('shows the comment count the post carries without asking the server, and follows a fresher post', async () => {
    const post = makePost({ commentCounts: { comments: 3, replies: 1, count: 4 } });
    const { fetch, queryClient } = renderEngagement(post);
    expect(await screen.findByRole('button', { name: engagementCopy.commentsToggle(4) })).toBeTruthy();
    expect(fetch.mock.calls.some(([url]) => String(url).includes('/api/post/commentAndReplyCount'))).toBe(false);
    // A timeline refetch (the socket was down) brings the post with newer counts.
    await act(async () =>
      queryClient.setQueryData<Post>(postKeys.detail('p1'), {
        ...post,
        commentCounts: { comments: 4, replies: 1, count: 5 },
      }),
    );
    expect(await screen.findByRole('button', { name: engagementCopy.commentsToggle(5) })).toBeTruthy();
  });

  it('names specific people with "and N others" and opens the All drawer paged by 20', async () => {
    const sharedWith = Array.from({ length: 23 }, (_, i) => person(`u${i}`, `P${String(i).padStart(2, '0')}`, 'Lee'));
    renderEngagement(makePost({ visibility: 'SPECIFIC_PEOPLE' }), { sharedWith });
    const summary = await screen.findByRole('button', {
      name: engagementCopy.sharedWith.open('P00 Lee, P01 Lee and 21 others'),
    });
    expect(summary.getAttribute('title')).toBe(
      'P00 Lee, P01 Lee, P02 Lee, P03 Lee, P04 Lee, P05 Lee, P06 Lee, P07 Lee and 15 others',
    );
    await act(async () => fireEvent.click(summary));
    const drawer = await screen.findByRole('dialog', { name: engagementCopy.sharedWith.title });
    const listed = () =>
      within(within(drawer).getByRole('list', { name: engagementCopy.sharedWith.listLabel })).getAllByRole('listitem');
    expect(listed()).toHaveLength(20);
    await act(async () =>
      fireEvent.click(within(drawer).getByRole('button', { name: engagementCopy.sharedWith.loadMore })),
    );
    await waitFor(() => expect(listed()).toHaveLength(23));
  });

  it('names a public post without asking the server who it is shared with', async () => {
    const { fetch } = renderEngagement(makePost({ visibility: 'PUBLIC' }));
    const summary = await screen.findByRole('button', {
      name: engagementCopy.sharedWith.open(engagementCopy.sharedWith.public),
    });
    await act(async () => fireEvent.click(summary));
    const drawer = await screen.findByRole('dialog', { name: engagementCopy.sharedWith.title });
    expect(within(drawer).getByText(engagementCopy.sharedWith.publicText)).toBeTruthy();
    expect(fetch.mock.calls.some(([url]) => String(url).includes('/api/post/sharedWith'))).toBe(false);
  });
});
