import { messages } from '@shared/messages';
import { chatCopy } from '@shared/ui-copy';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useToastStore } from '../../ui/toast-store';
import { deferred } from '../profile/test-viewer';
import { ChatBox } from './ChatBox';
import { chatDraftKey } from './chat-drafts';
import { bookClub, headersOf, renderChat, setCoarsePointer, withGrace } from './test-chat';

const toasts = () => useToastStore.getState().toasts.map((t) => t.message);
const editor = () =>
  screen.getByRole('textbox', { name: messages.chat.placeholder('Grace Hopper') }) as HTMLTextAreaElement;
const sendButton = () => screen.getByRole('button', { name: chatCopy.send }) as HTMLButtonElement;
const type = (text: string) => fireEvent.change(editor(), { target: { value: text } });
const pressEnter = (shiftKey = false) => fireEvent.keyDown(editor(), { key: 'Enter', shiftKey });

beforeEach(() => {
  useToastStore.getState().clear();
  localStorage.clear();
  setCoarsePointer(false);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderBox(answer: () => { status?: number; body: unknown } | Promise<{ status?: number; body: unknown }>) {
  const posted = vi.fn((_request: { body: unknown }) => answer());
  const bodyOf = (call: number) => posted.mock.calls[call]?.[0].body as Record<string, unknown> | undefined;
  const view = renderChat(<ChatBox target={withGrace} />, {
    'POST /api/post': posted,
    'POST /api/chat/typing': () => ({ body: null }),
  });
  return { ...view, posted, bodyOf };
}

const sentPost = { postId: 'c1', type: 'chat' };

describe('ChatBox sending', () => {
  it('shows the spec placeholder and sends on Enter with the chat payload', async () => {
    const { posted } = renderBox(() => ({ body: sentPost }));
    expect(editor().placeholder).toBe('Send a chat message to Grace Hopper');
    type('Hello Grace');
    await act(async () => pressEnter());
    await waitFor(() => expect(posted).toHaveBeenCalledTimes(1));
    expect(posted.mock.calls[0]?.[0].body).toMatchObject({
      createdBy: 'me',
      userId: 'me',
      type: 'chat',
      title: 'Ada Post',
      content: 'Hello Grace',
      status: 'published',
      visibility: 'private',
      usersToShareWith: ['pr1'],
      postMeta: [{ name: 'visibilityType', value: JSON.stringify({ type: 'SPECIFIC_PEOPLE', userIds: ['grace'] }) }],
    });
    await waitFor(() => expect(editor().value).toBe(''));
  });

  it('does not send on Shift+Enter, nor on Enter on a touch device', async () => {
    const { posted } = renderBox(() => ({ body: sentPost }));
    type('Line one');
    pressEnter(true);
    setCoarsePointer(true);
    pressEnter();
    await new Promise((done) => setTimeout(done, 20));
    expect(posted).not.toHaveBeenCalled();
    // The send button still sends on a phone.
    await act(async () => fireEvent.click(sendButton()));
    await waitFor(() => expect(posted).toHaveBeenCalledTimes(1));
  });

  it('suppresses a leading space and ignores blank text', async () => {
    const { posted } = renderBox(() => ({ body: sentPost }));
    type(' ');
    expect(editor().value).toBe('');
    type('  hi');
    expect(editor().value).toBe('hi');
    type('');
    expect(sendButton().disabled).toBe(true);
    pressEnter();
    await new Promise((done) => setTimeout(done, 20));
    expect(posted).not.toHaveBeenCalled();
  });

  it('sends one message at a time', async () => {
    const held = deferred<{ body: unknown }>();
    const { posted } = renderBox(() => held.promise);
    type('Once');
    await act(async () => pressEnter());
    expect(sendButton().disabled).toBe(true);
    expect(sendButton().getAttribute('aria-busy')).toBe('true');
    expect(editor().readOnly).toBe(true);
    await act(async () => pressEnter());
    await act(async () => fireEvent.click(sendButton()));
    expect(posted).toHaveBeenCalledTimes(1);
    await act(async () => held.resolve({ body: sentPost }));
    await waitFor(() => expect(editor().value).toBe(''));
    expect(posted).toHaveBeenCalledTimes(1);
  });

  it('keeps the text on failure with the toast, and a retry reuses the Idempotency-Key', async () => {
    let status = 500;
    const { posted, fetch, bodyOf } = renderBox(() =>
      status === 500 ? { status, body: { message: 'boom' } } : { body: sentPost },
    );
    type('Are you there?');
    await act(async () => pressEnter());
    await waitFor(() => expect(toasts()).toEqual([messages.chat.sendFailed]));
    expect(editor().value).toBe('Are you there?');
    expect(sendButton().disabled).toBe(false);
    status = 200;
    await act(async () => pressEnter());
    await waitFor(() => expect(editor().value).toBe(''));
    const keys = headersOf(fetch, 'POST', '/api/post').map((headers) => headers['Idempotency-Key']);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
    expect(bodyOf(1)?.postId).toBe(bodyOf(0)?.postId);
    // The next message is a new one.
    type('Second');
    await act(async () => pressEnter());
    await waitFor(() => expect(posted).toHaveBeenCalledTimes(3));
    expect(headersOf(fetch, 'POST', '/api/post')[2]?.['Idempotency-Key']).not.toBe(keys[0]);
  });

  it('sends to a group with its collaboration-group audience', async () => {
    const posted = vi.fn(() => ({ body: sentPost }));
    renderChat(<ChatBox target={bookClub} />, { 'POST /api/post': posted });
    const box = screen.getByRole('textbox', { name: messages.chat.placeholder('Book club') });
    fireEvent.change(box, { target: { value: 'Hi all' } });
    await act(async () => fireEvent.keyDown(box, { key: 'Enter' }));
    await waitFor(() => expect(posted).toHaveBeenCalledTimes(1));
    const body = (posted.mock.calls[0] as unknown as [{ body: Record<string, unknown> }])[0].body;
    expect(body.groupsToShareWith).toEqual(['g1']);
    expect(body.usersToShareWith).toBeUndefined();
    expect(body.postMeta).toEqual([
      {
        name: 'visibilityType',
        value: JSON.stringify({ type: 'COLLABORATION_GROUP', groupId: 'g1' }),
        createdBy: 'me',
      },
    ]);
  });
});

describe('ChatBox drafts', () => {
  it('remembers the draft per target and user, and clears it once sent', async () => {
    const first = renderBox(() => ({ body: sentPost }));
    type('Half a thought');
    expect(localStorage.getItem(chatDraftKey(withGrace, 'me'))).toBe('Half a thought');
    first.unmount();

    localStorage.setItem(chatDraftKey(withGrace, 'someone-else'), 'Not mine');
    localStorage.setItem(chatDraftKey(bookClub, 'me'), 'For the club');
    renderBox(() => ({ body: sentPost }));
    expect(editor().value).toBe('Half a thought');
    await act(async () => pressEnter());
    await waitFor(() => expect(editor().value).toBe(''));
    expect(localStorage.getItem(chatDraftKey(withGrace, 'me'))).toBeNull();
    expect(localStorage.getItem(chatDraftKey(bookClub, 'me'))).toBe('For the club');
    expect(chatDraftKey(withGrace, 'me')).not.toBe(chatDraftKey(withGrace, 'someone-else'));
  });
});
