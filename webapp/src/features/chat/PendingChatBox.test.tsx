import { chatCopy } from '@shared/ui-copy';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChatBox } from './ChatBox';
import { PendingChatBox } from './PendingChatBox';
import { PENDING_CHAT_STORAGE_KEY, usePendingChatStore } from './pending-chat-store';
import { renderChat, setCoarsePointer, withGrace } from './test-chat';

/** A page without a relationship, then the user opens Grace's (whose chat box mounts). */
let openGrace: () => void = () => {};
function Page() {
  const [isOpen, setOpen] = useState(false);
  openGrace = () => setOpen(true);
  return isOpen ? <ChatBox target={withGrace} /> : <PendingChatBox />;
}

beforeEach(() => {
  localStorage.clear();
  usePendingChatStore.setState({ pending: null });
  setCoarsePointer(false);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const field = () => screen.getByRole('textbox', { name: chatCopy.pending.label });

describe('the chat box of a page without a relationship', () => {
  it('keeps what is typed and sends it once a relationship is opened', async () => {
    const posted = vi.fn(({ body }: { body: unknown }) => ({ body: { postId: (body as { postId: string }).postId } }));
    renderChat(<Page />, { 'POST /api/post': posted });
    fireEvent.change(field(), { target: { value: '  Lunch on Friday?' } });
    expect((field() as HTMLTextAreaElement).value).toBe('Lunch on Friday?');
    fireEvent.keyDown(field(), { key: 'Enter' });
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain(`${chatCopy.pending.waiting} Lunch on Friday?`);
    expect(status.textContent).toContain(chatCopy.pending.hint);
    expect(localStorage.getItem(PENDING_CHAT_STORAGE_KEY)).toContain('Lunch on Friday?');
    expect(posted).not.toHaveBeenCalled();

    act(() => openGrace());
    await waitFor(() => expect(posted).toHaveBeenCalledTimes(1));
    expect(posted.mock.calls[0]?.[0].body).toMatchObject({
      content: 'Lunch on Friday?',
      type: 'chat',
      usersToShareWith: ['pr1'],
    });
    await waitFor(() => expect(usePendingChatStore.getState().pending).toBeNull());
  });

  it('keeps nothing blank, keeps on the send button too, and discards on request', async () => {
    renderChat(<PendingChatBox />, {});
    // Before anything is kept, the box says where its message will go.
    const hint = document.getElementById(field().getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toContain(chatCopy.pending.hint);
    expect(hint?.className).not.toContain('sr-only');
    const send = screen.getByRole('button', { name: chatCopy.pending.keep }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    fireEvent.keyDown(field(), { key: 'Enter' });
    expect(usePendingChatStore.getState().pending).toBeNull();
    fireEvent.change(field(), { target: { value: 'See you' } });
    fireEvent.click(send);
    expect(usePendingChatStore.getState().pending?.text).toBe('See you');
    fireEvent.click(await screen.findByRole('button', { name: chatCopy.pending.discard }));
    expect(usePendingChatStore.getState().pending).toBeNull();
    expect(field()).toBeTruthy();
  });
});
