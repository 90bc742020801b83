import { messages } from '@shared/messages';
import { act, cleanup, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useToastStore } from '../../ui/toast-store';
import { ChatBox } from './ChatBox';
import type { PairingChatTarget } from './chat-target';
import { keepPendingChatPost, PENDING_CHAT_STORAGE_KEY, usePendingChatStore } from './pending-chat-store';
import { headersOf, renderChat, withGrace } from './test-chat';
import { usePendingChatPost } from './use-pending-chat-post';

function RelationshipScreen({ target }: { target: PairingChatTarget | null }) {
  usePendingChatPost(target);
  return null;
}
/** The relationship screen before and after its relationship has loaded. */
let openRelationship: (target: PairingChatTarget) => void = () => {};
function LoadingRelationship() {
  const [target, setTarget] = useState<PairingChatTarget | null>(null);
  openRelationship = setTarget;
  return <RelationshipScreen target={target} />;
}
const toasts = () => useToastStore.getState().toasts.map((t) => t.message);

beforeEach(() => {
  localStorage.clear();
  usePendingChatStore.setState({ pending: null });
  useToastStore.getState().clear();
});
afterEach(cleanup);

describe('the pending chat post', () => {
  it('is kept in local storage and sent once a relationship opens, with its own key', async () => {
    keepPendingChatPost('me', '  See you at 3  ');
    const pending = usePendingChatStore.getState().pending;
    expect(pending?.text).toBe('See you at 3');
    expect(localStorage.getItem(PENDING_CHAT_STORAGE_KEY)).toContain('See you at 3');
    const posted = vi.fn(() => ({ body: { postId: pending?.postId } }));
    const view = renderChat(<LoadingRelationship />, { 'POST /api/post': posted });
    await new Promise((done) => setTimeout(done, 20));
    expect(posted).not.toHaveBeenCalled();
    act(() => openRelationship(withGrace));
    await waitFor(() => expect(posted).toHaveBeenCalledTimes(1));
    expect((posted.mock.calls[0] as unknown as [{ body: unknown }])[0].body).toMatchObject({
      postId: pending?.postId,
      content: 'See you at 3',
      type: 'chat',
      usersToShareWith: ['pr1'],
    });
    expect(headersOf(view.fetch, 'POST', '/api/post')[0]?.['Idempotency-Key']).toBe(pending?.idempotencyKey);
    await waitFor(() => expect(usePendingChatStore.getState().pending).toBeNull());
  });

  it('stays pending after a failure, and is not sent for someone else', async () => {
    keepPendingChatPost('me', 'Hello');
    const posted = vi.fn(() => ({ status: 503, body: { message: 'down' } }));
    renderChat(<RelationshipScreen target={withGrace} />, { 'POST /api/post': posted });
    await waitFor(() => expect(toasts()).toEqual([messages.chat.sendFailed]));
    expect(usePendingChatStore.getState().pending?.text).toBe('Hello');
    cleanup();

    keepPendingChatPost('someone-else', 'Not yours');
    const other = vi.fn(() => ({ body: {} }));
    renderChat(<RelationshipScreen target={withGrace} />, { 'POST /api/post': other });
    keepPendingChatPost('me', 'For Alan only', 'alan');
    await new Promise((done) => setTimeout(done, 20));
    expect(other).not.toHaveBeenCalled();
  });

  it('is sent by the relationship’s chat box too, once even when the screen also asks', async () => {
    keepPendingChatPost('me', 'From the side panel');
    const posted = vi.fn(() => ({ body: { postId: 'x' } }));
    renderChat(
      <>
        <ChatBox target={withGrace} />
        <RelationshipScreen target={withGrace} />
      </>,
      { 'POST /api/post': posted },
    );
    await waitFor(() => expect(usePendingChatStore.getState().pending).toBeNull());
    expect(posted).toHaveBeenCalledTimes(1);
  });
});
