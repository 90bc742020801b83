import type { Post } from '@shared/api/posts';
import { messages } from '@shared/messages';
import { postViewsCopy } from '@shared/ui-copy';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAsViewer, type Routes } from '../../profile/test-viewer';
import { NotificationPostDialog } from './NotificationPostDialog';
import { LocationProbe } from './test-location';
import { testPost } from './test-post';

// The card is another feature's component: here it only shows what it got.
vi.mock('../cards/PostCard', () => ({
  PostCard: ({ post, context, highlight }: { post: Post; context: { kind: string }; highlight?: boolean }) => (
    <article aria-label="post card">{`${post.content} (${context.kind}${highlight ? ', highlighted' : ''})`}</article>
  ),
}));

afterEach(cleanup);

const location = () => screen.getByTestId('location').textContent;
const answer = (status: number, message: string): Routes => ({
  'GET /api/post/id': () => ({ status, body: { message } }),
});

function renderDialog(routes: Routes, path = '/?postId=p1') {
  return renderAsViewer(
    <>
      <NotificationPostDialog />
      <LocationProbe />
    </>,
    routes,
    { path },
  );
}

describe('NotificationPostDialog', () => {
  it('stays closed without a post in the URL', () => {
    renderDialog({}, '/');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the post highlighted, as opened from a notification', async () => {
    renderDialog({ 'GET /api/post/id': () => ({ body: testPost() }) });
    const dialog = await screen.findByRole('dialog', { name: postViewsCopy.fullScreen.title });
    expect(within(dialog).getByText(postViewsCopy.fullScreen.loading)).toBeTruthy();
    expect((await within(dialog).findByRole('article', { name: 'post card' })).textContent).toBe(
      'Quarterly plan (notification, highlighted)',
    );
  });

  it('opens for notificationPostId too', async () => {
    renderDialog({ 'GET /api/post/id': () => ({ body: testPost() }) }, '/group/g1?notificationPostId=p1');
    expect(await screen.findByRole('article', { name: 'post card' })).toBeTruthy();
  });

  it('shows the restricted notice for a post not shared with the viewer (403)', async () => {
    renderDialog(answer(403, messages.posts.restricted));
    expect(await screen.findByText(messages.posts.restricted)).toBeTruthy();
    expect(screen.getByText(postViewsCopy.fullScreen.restrictedTitle)).toBeTruthy();
  });

  it('shows the deleted notice when the answer says the post or message was deleted, whatever its status', async () => {
    renderDialog(answer(410, messages.posts.deleted));
    expect(await screen.findByText(messages.posts.deleted)).toBeTruthy();
    cleanup();
    renderDialog(answer(404, messages.posts.deleted));
    expect(await screen.findByText(messages.posts.deleted)).toBeTruthy();
    cleanup();
    renderDialog(answer(410, messages.chat.deletedNotice));
    expect(await screen.findByText(messages.chat.deletedNotice)).toBeTruthy();
  });

  it("shows 'NO POST' for a post that never existed (404)", async () => {
    renderDialog(answer(404, messages.posts.notFound));
    expect(await screen.findByText(messages.posts.notFound)).toBeTruthy();
    expect(screen.queryByText(messages.posts.deleted)).toBeNull();
  });

  it('shows the deleted notice for a post that carries deletedBy', async () => {
    renderDialog({ 'GET /api/post/id': () => ({ body: testPost({ deletedBy: 'u2' }) }) });
    expect(await screen.findByText(messages.posts.deleted)).toBeTruthy();
  });

  it('sends a viewer without access to the post to its group when the group is known', async () => {
    renderDialog(answer(403, messages.posts.restricted), '/?postId=p1&groupId=g7');
    await screen.findByText('/group/g7');
    expect(location()).toBe('/group/g7');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("keeps the restricted notice on the group's own page", async () => {
    renderDialog(answer(403, messages.posts.restricted), '/group/g7?notificationPostId=p1&groupId=g7');
    expect(await screen.findByText(messages.posts.restricted)).toBeTruthy();
    expect(location()).toBe('/group/g7?notificationPostId=p1&groupId=g7');
  });

  it("shows 'NO POST' for a post link without an id", async () => {
    renderDialog({}, '/?postId=');
    expect(await screen.findByText(messages.posts.notFound)).toBeTruthy();
  });

  it('closes to home when there is no history to go back to', async () => {
    renderDialog({ 'GET /api/post/id': () => ({ body: testPost() }) }, '/?postId=p1&chat=true');
    await screen.findByRole('article', { name: 'post card' });
    fireEvent.click(screen.getByRole('button', { name: postViewsCopy.fullScreen.close }));
    expect(location()).toBe('/');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closing a notification on a group page clears only its parameters', async () => {
    renderDialog(
      { 'GET /api/post/id': () => ({ body: testPost() }) },
      '/group/g1?chat=true&notificationPostId=p1&notificationId=n1',
    );
    await screen.findByRole('article', { name: 'post card' });
    fireEvent.click(screen.getByRole('button', { name: postViewsCopy.fullScreen.close }));
    expect(location()).toBe('/group/g1?chat=true');
  });
});
