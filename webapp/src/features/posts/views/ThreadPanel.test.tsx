import type { Post } from '@shared/api/posts';
import { messages } from '@shared/messages';
import { postViewsCopy, uiCopy } from '@shared/ui-copy';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { removePostFromCaches } from '../post-cache';
import { renderAsViewer, type Routes } from '../../profile/test-viewer';
import { LocationProbe } from './test-location';
import { testPost } from './test-post';
import { ThreadPanel } from './ThreadPanel';
import { THREAD_SCROLL_DELAY_MS } from './thread-scroll';

// The card is another feature's component: here it only shows what it got.
vi.mock('../cards/PostCard', () => ({
  PostCard: ({ post, context }: { post: Post; context: { kind: string } }) => (
    <article aria-label="post card">
      {`${post.content} (${context.kind})`}
      <p data-comment-id="c1" />
    </article>
  ),
}));

afterEach(cleanup);

const path = '/group/g1?chat=true&threadPostId=p1&commentId=c1';
const location = () => screen.getByTestId('location').textContent;

function renderThread(routes: Routes, at = path) {
  return renderAsViewer(
    <>
      <ThreadPanel />
      <LocationProbe />
    </>,
    routes,
    { path: at },
  );
}

describe('ThreadPanel', () => {
  it('shows nothing without threadPostId', () => {
    renderThread({}, '/group/g1');
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it('shows the post under the Thread header', async () => {
    const { fetch } = renderThread({ 'GET /api/post/id': () => ({ body: testPost() }) });
    // The panel's own chunk loads on first open; then it reads the post.
    const panel = await screen.findByRole('complementary', { name: postViewsCopy.thread.title });
    expect(within(panel).getByText(postViewsCopy.thread.loading)).toBeTruthy();
    expect((await within(panel).findByRole('article', { name: 'post card' })).textContent).toBe(
      'Quarterly plan (thread)',
    );
    const asked = fetch.mock.calls.map(([input]) => new URL(String(input), 'http://localhost'));
    const read = asked.find((url) => url.pathname === '/api/post/id');
    expect(read?.searchParams.get('postId')).toBe('p1');
  });

  /** The panel's scrolling area: the one thing the thread scrolls. */
  const scrollSpy = async () => {
    const card = await screen.findByRole('article', { name: 'post card' });
    const area = card.parentElement as HTMLElement;
    const scrollTo = vi.fn();
    area.scrollTo = scrollTo as unknown as HTMLElement['scrollTo'];
    return { card, scrollTo };
  };

  it('scrolls to the comment it was opened for after 1 s', async () => {
    renderThread({ 'GET /api/post/id': () => ({ body: testPost() }) });
    const { scrollTo } = await scrollSpy();
    await new Promise((done) => setTimeout(done, THREAD_SCROLL_DELAY_MS / 2));
    expect(scrollTo).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(scrollTo).toHaveBeenCalledTimes(1), { timeout: THREAD_SCROLL_DELAY_MS });
  });

  it('scrolls to the comment when it mounts later than the post (an older page, replies)', async () => {
    renderThread({ 'GET /api/post/id': () => ({ body: testPost() }) }, '/group/g1?threadPostId=p1&commentId=late');
    const { card, scrollTo } = await scrollSpy();
    await new Promise((done) => setTimeout(done, THREAD_SCROLL_DELAY_MS + 50));
    expect(scrollTo).not.toHaveBeenCalled();
    const late = document.createElement('p');
    late.setAttribute('data-comment-id', 'late');
    card.append(late);
    await vi.waitFor(() => expect(scrollTo).toHaveBeenCalledTimes(1));
    card.append(document.createElement('p'));
    await new Promise((done) => setTimeout(done, 50));
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });

  it('closes by blanking the thread parameters without leaving the page', async () => {
    renderThread({ 'GET /api/post/id': () => ({ body: testPost() }) });
    await screen.findByRole('article', { name: 'post card' });
    fireEvent.click(screen.getByRole('button', { name: postViewsCopy.thread.close }));
    expect(location()).toBe('/group/g1?chat=true');
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it('shows the delete notice for a deleted post; Close closes the thread', async () => {
    renderThread({ 'GET /api/post/id': () => ({ status: 410, body: { message: messages.posts.deleted } }) });
    const notice = await screen.findByRole('alertdialog', { name: messages.posts.deletedOriginal });
    fireEvent.click(within(notice).getByRole('button', { name: uiCopy.states.close }));
    expect(location()).toBe('/group/g1?chat=true');
  });

  it("shows 'This message has been deleted' for a deleted chat message", async () => {
    renderThread({ 'GET /api/post/id': () => ({ status: 410, body: { message: messages.chat.deletedNotice } }) });
    const notice = await screen.findByRole('alertdialog', { name: messages.chat.deletedNotice });
    fireEvent.click(within(notice).getByRole('button', { name: uiCopy.states.close }));
    expect(location()).toBe('/group/g1?chat=true');
  });

  it('shows the delete notice when the open post is deleted meanwhile', async () => {
    const { queryClient } = renderThread({ 'GET /api/post/id': () => ({ body: testPost() }) });
    await screen.findByRole('article', { name: 'post card' });
    act(() => removePostFromCaches(queryClient, 'p1'));
    expect(await screen.findByRole('alertdialog', { name: messages.posts.deletedOriginal })).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'post card' })).toBeNull();
  });

  it('shows the restricted notice for a post not shared with the viewer', async () => {
    renderThread({ 'GET /api/post/id': () => ({ status: 403, body: { message: messages.posts.restricted } }) });
    expect(await screen.findByText(messages.posts.restricted)).toBeTruthy();
  });
});
