import type { Post } from '@shared/api/posts';
import { chatCopy } from '@shared/ui-copy';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PostCard } from '../posts/cards/PostCard';
import { ada, grace, makePost } from '../posts/cards/test-posts';
import type { PostContext } from '../posts/post-context';
import { postKeys } from '../posts/post-keys';
import { ChatBox } from './ChatBox';
import { fakeRealtime, renderChat, withGrace } from './test-chat';

const relationship: PostContext = { kind: 'relationship', pairingId: 'pr1', otherUserId: 'grace' };
const chat = (overrides: Partial<Post>) => makePost({ type: 'chat', pairingId: 'pr1', ...overrides });

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  Reflect.deleteProperty(document, 'visibilityState');
});

function timelineOf(posts: Post[]) {
  return { pages: [{ results: posts, count: posts.length, asOf: '' }], pageParams: [0] };
}

describe('Seen', () => {
  it('shows under one’s own message the other person read last, and follows live chat.read events', async () => {
    const realtime = fakeRealtime();
    const first = chat({ postId: 'm1', createdBy: ada, content: 'First' });
    const second = chat({ postId: 'm2', createdBy: ada, content: 'Second' });
    renderChat(
      <>
        <ChatBox target={withGrace} />
        <PostCard post={second} context={relationship} />
        <PostCard post={first} context={relationship} />
      </>,
      {
        'GET /api/chat/read': () => ({ body: { postId: 'm1', readAt: '2026-11-23T10:00:00.000Z' } }),
        'GET /api/chat/settings': () => ({ body: { readReceipts: true } }),
      },
      realtime.client,
    );
    const seen = await screen.findByText(chatCopy.seen);
    expect(seen.closest('article')?.getAttribute('data-post-id')).toBe('m1');
    act(() =>
      realtime.emit('pair:pr1', 'chat.read', {
        pairingId: 'pr1',
        userId: 'me',
        postId: 'x',
        readAt: '2026-11-23T10:01:00.000Z',
      }),
    );
    act(() =>
      realtime.emit('pair:pr1', 'chat.read', {
        pairingId: 'pr1',
        userId: 'grace',
        postId: 'm2',
        readAt: '2026-11-23T10:02:00.000Z',
      }),
    );
    await waitFor(() =>
      expect(screen.getByText(chatCopy.seen).closest('article')?.getAttribute('data-post-id')).toBe('m2'),
    );
    expect(screen.getAllByText(chatCopy.seen)).toHaveLength(1);
  });

  it('is never shown under the other person’s messages or when receipts are off', async () => {
    const read = vi.fn(() => ({ body: null }));
    renderChat(<PostCard post={chat({ postId: 'g1', createdBy: grace })} context={relationship} />, {
      'GET /api/chat/read': read,
    });
    renderChat(<PostCard post={chat({ postId: 'm9', createdBy: ada })} context={relationship} />, {
      'GET /api/chat/read': read,
    });
    await waitFor(() => expect(read).toHaveBeenCalledTimes(1));
    expect(screen.queryByText(chatCopy.seen)).toBeNull();
  });
});

describe('marking read', () => {
  function renderWithTimeline(settings: { readReceipts: boolean }) {
    const read = vi.fn(() => ({ body: null }));
    const view = renderChat(<ChatBox target={withGrace} />, {
      'POST /api/chat/read': read,
      'GET /api/chat/settings': () => ({ body: settings }),
    });
    return { ...view, read };
  }
  const timeline = timelineOf([
    chat({ postId: 'mine', createdBy: ada, createdAt: '2026-11-23T10:05:00.000Z' }),
    chat({ postId: 'newest', createdBy: grace, createdAt: '2026-11-23T10:04:00.000Z' }),
    makePost({ postId: 'post', createdBy: grace, createdAt: '2026-11-23T10:04:30.000Z' }),
    chat({ postId: 'older', createdBy: grace, createdAt: '2026-11-23T10:00:00.000Z' }),
  ]);

  it('marks the newest chat message from the other person read, once', async () => {
    const view = renderWithTimeline({ readReceipts: true });
    act(() => view.queryClient.setQueryData(postKeys.timeline({ kind: 'pairing', id: 'pr1' }), timeline));
    await waitFor(() => expect(view.read).toHaveBeenCalledTimes(1));
    expect((view.read.mock.calls[0] as unknown as [{ body: unknown }])[0].body).toEqual({
      pairingId: 'pr1',
      postId: 'newest',
    });
    act(() => view.queryClient.setQueryData(postKeys.timeline({ kind: 'pairing', id: 'pr1' }), { ...timeline }));
    await new Promise((done) => setTimeout(done, 20));
    expect(view.read).toHaveBeenCalledTimes(1);
  });

  it('waits for the tab to be visible, and sends nothing with receipts off', async () => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    const view = renderWithTimeline({ readReceipts: true });
    act(() => view.queryClient.setQueryData(postKeys.timeline({ kind: 'pairing', id: 'pr1' }), timeline));
    await new Promise((done) => setTimeout(done, 30));
    expect(view.read).not.toHaveBeenCalled();
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    act(() => document.dispatchEvent(new Event('visibilitychange')));
    await waitFor(() => expect(view.read).toHaveBeenCalledTimes(1));
    cleanup();

    const off = renderWithTimeline({ readReceipts: false });
    act(() => off.queryClient.setQueryData(postKeys.timeline({ kind: 'pairing', id: 'pr1' }), timeline));
    await new Promise((done) => setTimeout(done, 30));
    expect(off.read).not.toHaveBeenCalled();
  });
});

describe('read receipts setting', () => {
  it('is a switch in the chat box’s settings, explained, saved at once', async () => {
    const saved = vi.fn(({ body }: { body: unknown }) => ({ body }));
    renderChat(<ChatBox target={withGrace} />, {
      'GET /api/chat/settings': () => ({ body: { readReceipts: true } }),
      'PATCH /api/chat/settings': saved,
    });
    fireEvent.click(screen.getByRole('button', { name: chatCopy.settings }));
    const toggle = await screen.findByRole('switch', { name: chatCopy.readReceipts });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    expect(screen.getByText(chatCopy.readReceiptsText)).toBeTruthy();
    await act(async () => fireEvent.click(toggle));
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    expect((saved.mock.calls[0] as unknown as [{ body: unknown }])[0].body).toEqual({ readReceipts: false });
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('false'));
  });

  it('is not offered in a group', () => {
    renderChat(<ChatBox target={{ kind: 'group', groupId: 'g1', name: 'Book club' }} />, {});
    expect(screen.queryByRole('button', { name: chatCopy.settings })).toBeNull();
  });
});
