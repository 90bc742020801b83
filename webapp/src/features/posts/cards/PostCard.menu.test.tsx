import { messages } from '@shared/messages';
import type { Post } from '@shared/api/posts';
import { postsCopy } from '@shared/ui-copy';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useToastStore } from '../../../ui/toast-store';
import { renderAsViewer } from '../../profile/test-viewer';
import type { PostContext } from '../post-context';
import { postKeys } from '../post-keys';
import { useComposerStore } from '../../composer/composer-store';
import { PostCard } from './PostCard';
import { postMenuActions } from './post-menu';
import { ada, makePost } from './test-posts';

beforeEach(() => useToastStore.getState().clear());
afterEach(cleanup);

const home: PostContext = { kind: 'home' };
const group: PostContext = { kind: 'group', groupId: 'g1' };
const relationship: PostContext = { kind: 'relationship', pairingId: 'pr1', otherUserId: 'grace' };
const toasts = () => useToastStore.getState().toasts.map((t) => t.message);

describe('postMenuActions', () => {
  const mine = makePost({ createdBy: ada });
  const theirs = makePost();
  it('gives the author Edit and Delete of posts, meetings, e-sign, schedule and chat only; Reshare to anyone', () => {
    expect(postMenuActions(mine, 'me', home)).toEqual(['edit', 'delete', 'reshare']);
    expect(postMenuActions({ ...mine, type: 'chat' }, 'me', home)).toEqual(['edit', 'delete']);
    expect(postMenuActions({ ...mine, type: 'groupCreated' }, 'me', home)).toEqual([]);
    expect(postMenuActions(theirs, 'me', home)).toEqual(['reshare']);
    expect(postMenuActions({ ...theirs, type: 'chat' }, 'me', home)).toEqual([]);
  });
  it('offers pin and mark as unread only in a group or relationship', () => {
    expect(postMenuActions(theirs, 'me', group)).toEqual(['reshare', 'pin', 'unread']);
    expect(postMenuActions(mine, 'me', relationship)).toEqual(['edit', 'delete', 'reshare', 'pin']);
    expect(postMenuActions({ ...theirs, pinned: 'true' }, 'me', group)).toEqual(['reshare', 'unpin']);
    expect(postMenuActions(theirs, 'me', { kind: 'notification' })).toEqual([]);
    expect(postMenuActions(mine, 'me', { kind: 'notification' })).toEqual(['edit', 'delete']);
  });
});

async function openMenu() {
  fireEvent.click(await screen.findByRole('button', { name: postsCopy.options }));
  return (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
}

describe('PostCard menu', () => {
  it('shows no menu to someone else for a chat message on the home feed', () => {
    renderAsViewer(<PostCard post={makePost({ type: 'chat' })} context={home} />, {});
    expect(screen.queryByRole('button', { name: postsCopy.options })).toBeNull();
  });

  it('lists Pin and Mark as unread for another member in a group', async () => {
    renderAsViewer(<PostCard post={makePost({ groupId: 'g1' })} context={group} />, {});
    expect(await openMenu()).toEqual([postsCopy.reshare, postsCopy.pin, postsCopy.markUnread]);
  });

  it('deletes after confirmation and drops the post from the timelines', async () => {
    const post = makePost({ createdBy: ada, postId: 'd1' });
    const remove = vi.fn(() => ({ status: 500, body: { message: 'boom' } }));
    const view = renderAsViewer(<PostCard post={post} context={home} />, { 'DELETE /api/post': remove });
    const key = postKeys.timeline({ kind: 'home', id: 'me' });
    view.queryClient.setQueryData(key, { pages: [{ results: [post], count: 1, asOf: '' }], pageParams: [0] });
    await openMenu();
    fireEvent.click(screen.getByRole('menuitem', { name: postsCopy.delete }));
    const dialog = await screen.findByRole('alertdialog', { name: postsCopy.deleteTitle });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: postsCopy.delete })));
    await waitFor(() => expect(toasts()).toEqual([messages.posts.deleteFailed]));
    remove.mockImplementation(() => ({ status: 200, body: { postId: 'd1' } as never }));
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: postsCopy.delete })));
    await waitFor(() => expect(toasts()).toContain(messages.posts.deleteSuccess));
    expect(remove).toHaveBeenLastCalledWith(expect.objectContaining({ body: { postId: 'd1', deletedBy: 'me' } }));
    const data = view.queryClient.getQueryData<{ pages: { results: Post[] }[] }>(key);
    expect(data?.pages[0]?.results).toEqual([]);
  });

  it('pins in a relationship and says so', async () => {
    const pin = vi.fn(() => ({ body: { pinned: true } }));
    renderAsViewer(<PostCard post={makePost({ pairingId: 'pr1' })} context={relationship} />, {
      'POST /api/post/pin': pin,
    });
    await openMenu();
    await act(async () => fireEvent.click(screen.getByRole('menuitem', { name: postsCopy.pin })));
    await waitFor(() => expect(toasts()).toEqual([messages.posts.pinned]));
    expect(pin).toHaveBeenCalledWith(
      expect.objectContaining({ body: { postId: expect.any(String), targetId: 'pr1', targetKind: 'Pairing' } }),
    );
  });

  it('marks as unread in a group', async () => {
    const unread = vi.fn(() => ({ body: { postId: 'x' } }));
    renderAsViewer(<PostCard post={makePost({ groupId: 'g1' })} context={group} />, {
      'POST /api/post/unread': unread,
    });
    await openMenu();
    await act(async () => fireEvent.click(screen.getByRole('menuitem', { name: postsCopy.markUnread })));
    await waitFor(() => expect(toasts()).toEqual([messages.posts.markedUnread]));
    expect(unread).toHaveBeenCalledWith(expect.objectContaining({ body: expect.objectContaining({ groupId: 'g1' }) }));
  });

  it('opens the composer on EDIT_POST for Edit, and on RESHARE_POST for Reshare', async () => {
    const post = makePost({ createdBy: ada, postId: 'e1', title: 'Old', content: 'Before' });
    renderAsViewer(<PostCard post={post} context={home} />, {});
    await openMenu();
    fireEvent.click(screen.getByRole('menuitem', { name: postsCopy.edit }));
    await waitFor(() => expect(useComposerStore.getState().isOpen).toBe(true));
    expect(useComposerStore.getState().steps.at(-1)).toBe('EDIT_POST');
    expect(useComposerStore.getState().editPost?.postId).toBe('e1');
    act(() => useComposerStore.getState().close());
    await openMenu();
    fireEvent.click(screen.getByRole('menuitem', { name: postsCopy.reshare }));
    await waitFor(() => expect(useComposerStore.getState().resharePost?.postId).toBe('e1'));
  });
});
