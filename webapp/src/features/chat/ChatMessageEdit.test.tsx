import { messages } from '@shared/messages';
import { chatCopy, postsCopy } from '@shared/ui-copy';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useToastStore } from '../../ui/toast-store';
import { PostCard } from '../posts/cards/PostCard';
import { ada, makePost } from '../posts/cards/test-posts';
import type { PostContext } from '../posts/post-context';
import { canUpdateChatMessage } from './chat-edit-rules';
import { useChatEditStore } from './chat-edit-store';
import { renderChat, setCoarsePointer } from './test-chat';

const group: PostContext = { kind: 'group', groupId: 'g1' };
const toasts = () => useToastStore.getState().toasts.map((t) => t.message);
const mine = () => makePost({ postId: 'c1', type: 'chat', createdBy: ada, content: 'Hello', groupId: 'g1' });

beforeEach(() => {
  useToastStore.getState().clear();
  useChatEditStore.setState({ editingPostId: null });
  setCoarsePointer(false);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function openEditor() {
  fireEvent.click(await screen.findByRole('button', { name: postsCopy.options }));
  fireEvent.click(await screen.findByRole('menuitem', { name: postsCopy.edit }));
  return (await screen.findByRole('textbox', { name: chatCopy.edit.label })) as HTMLTextAreaElement;
}
const updateButton = () => screen.getByRole('button', { name: chatCopy.edit.update }) as HTMLButtonElement;

describe('canUpdateChatMessage', () => {
  it('needs trimmed, non-empty, changed text and no update in flight', () => {
    expect(canUpdateChatMessage('Hello', 'Hello', false)).toBe(false);
    expect(canUpdateChatMessage('  Hello  ', 'Hello', false)).toBe(false);
    expect(canUpdateChatMessage('   ', 'Hello', false)).toBe(false);
    expect(canUpdateChatMessage('Hello!', 'Hello', true)).toBe(false);
    expect(canUpdateChatMessage('Hello!', 'Hello', false)).toBe(true);
  });
});

describe('editing a chat message', () => {
  it('edits inline: Update only for changed text, Enter submits the trimmed text, with the toast', async () => {
    const patch = vi.fn(({ body }: { body: unknown }) => ({
      body: { ...mine(), ...(body as object), isEdited: true },
    }));
    renderChat(<PostCard post={mine()} context={group} />, { 'PATCH /api/post': patch });
    const field = await openEditor();
    expect(field.placeholder).toBe(messages.chat.editPlaceholder);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(updateButton().disabled).toBe(true);
    fireEvent.change(field, { target: { value: '   ' } });
    expect(updateButton().disabled).toBe(true);
    fireEvent.change(field, { target: { value: '  Hello again  ' } });
    expect(updateButton().disabled).toBe(false);
    fireEvent.keyDown(field, { key: 'Enter', shiftKey: true });
    expect(patch).not.toHaveBeenCalled();
    await act(async () => fireEvent.keyDown(field, { key: 'Enter' }));
    await waitFor(() => expect(toasts()).toEqual([messages.chat.updated]));
    expect((patch.mock.calls[0] as unknown as [{ body: unknown }])[0].body).toEqual({
      postId: 'c1',
      modifiedBy: 'me',
      content: 'Hello again',
    });
    await waitFor(() => expect(screen.queryByRole('textbox', { name: chatCopy.edit.label })).toBeNull());
  });

  it('keeps the editor open with the failure toast, and Enter does not submit on touch devices', async () => {
    const patch = vi.fn(() => ({ status: 500, body: { message: 'boom' } }));
    renderChat(<PostCard post={mine()} context={group} />, { 'PATCH /api/post': patch });
    const field = await openEditor();
    fireEvent.change(field, { target: { value: 'Changed' } });
    setCoarsePointer(true);
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(patch).not.toHaveBeenCalled();
    await act(async () => fireEvent.click(updateButton()));
    await waitFor(() => expect(toasts()).toEqual([messages.chat.updateFailed]));
    expect(screen.getByRole('textbox', { name: chatCopy.edit.label })).toBeTruthy();
  });

  it('offers Edit and Delete to the author only', () => {
    renderChat(<PostCard post={makePost({ type: 'chat' })} context={{ kind: 'home' }} />, {});
    expect(screen.queryByRole('button', { name: postsCopy.options })).toBeNull();
  });
});

describe('deleting a chat message', () => {
  it('asks first, then says how it went with the chat texts', async () => {
    const remove = vi.fn((): { status: number; body: unknown } => ({ status: 500, body: { message: 'boom' } }));
    renderChat(<PostCard post={mine()} context={group} />, { 'DELETE /api/post': remove });
    fireEvent.click(await screen.findByRole('button', { name: postsCopy.options }));
    fireEvent.click(await screen.findByRole('menuitem', { name: postsCopy.delete }));
    const dialog = await screen.findByRole('alertdialog', { name: chatCopy.deleteTitle });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: chatCopy.delete })));
    await waitFor(() => expect(toasts()).toEqual([messages.chat.deleteFailed]));
    remove.mockImplementation(() => ({ status: 200, body: { postId: 'c1' } }));
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: chatCopy.delete })));
    await waitFor(() => expect(toasts()).toContain(messages.chat.deleted));
    expect((remove.mock.calls.at(-1) as unknown as [{ body: unknown }])[0].body).toEqual({
      postId: 'c1',
      deletedBy: 'me',
    });
  });
});
