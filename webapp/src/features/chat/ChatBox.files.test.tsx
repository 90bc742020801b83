import { messages } from '@shared/messages';
import { chatCopy } from '@shared/ui-copy';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useToastStore } from '../../ui/toast-store';
import { deferred } from '../profile/test-viewer';
import { ChatBox } from './ChatBox';
import { DRAG_HOVER_DEBOUNCE_MS, DRAG_LEAVE_DEBOUNCE_MS } from './chat-limits';
import { renderChat, withGrace } from './test-chat';

const upload = vi.hoisted(() => ({ fn: vi.fn() }));
vi.mock('./chat-upload', () => ({ uploadChatFile: upload.fn }));

const toasts = () => useToastStore.getState().toasts.map((t) => t.message);
const editor = () => screen.getByRole('textbox', { name: messages.chat.placeholder('Grace Hopper') });
const paste = (text: string, files: File[]) =>
  fireEvent.paste(editor(), { clipboardData: { getData: () => text, files } });
const photo = () => new File(['png'], 'photo.png', { type: 'image/png' });

beforeEach(() => {
  useToastStore.getState().clear();
  localStorage.clear();
  upload.fn.mockReset();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('ChatBox files', () => {
  it('applies the paste rules: none, more than one, exactly one', () => {
    renderChat(<ChatBox target={withGrace} />, {});
    paste('', []);
    expect(toasts()).toEqual([messages.chat.copyFilesFirst]);
    paste('', [photo(), new File(['b'], 'b.txt')]);
    expect(toasts()).toContain(messages.chat.tooManyFiles);
    expect(screen.queryByRole('button', { name: chatCopy.removeFile('photo.png') })).toBeNull();
    paste('', [photo()]);
    expect(screen.getByText('photo.png')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: chatCopy.removeFile('photo.png') }));
    expect(screen.queryByText('photo.png')).toBeNull();
  });

  it('lets pasted text through as text', () => {
    renderChat(<ChatBox target={withGrace} />, {});
    paste('some words', [photo()]);
    expect(screen.queryByText('photo.png')).toBeNull();
    expect(toasts()).toEqual([]);
  });

  it('uploads the file under the message id with progress, then sends it as the attachment', async () => {
    const uploaded = deferred<{ filename: string; filepath: string; type: string }[]>();
    upload.fn.mockImplementation((_api, input: { onProgress: (p: number) => void }) => {
      input.onProgress(40);
      return uploaded.promise;
    });
    const posted = vi.fn(() => ({ body: { postId: 'c1' } }));
    renderChat(<ChatBox target={withGrace} />, { 'POST /api/post': posted });
    paste('', [photo()]);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: chatCopy.send })));
    expect(screen.getByRole('progressbar', { name: chatCopy.uploading(40) })).toBeTruthy();
    const input = upload.fn.mock.calls[0]?.[1];
    expect(input).toMatchObject({ userId: 'me', file: expect.any(File) });
    const file = {
      filename: 'photo.png',
      filepath: `uploads/users/me/posts/${input.postId}/original/photo.png`,
      type: 'image/png',
    };
    await act(async () => uploaded.resolve([file]));
    await waitFor(() => expect(posted).toHaveBeenCalledTimes(1));
    const body = (posted.mock.calls[0] as unknown as [{ body: Record<string, unknown> }])[0].body;
    expect(body.postId).toBe(input.postId);
    expect(body.attachments).toEqual([{ ...file, createdBy: 'me' }]);
    await waitFor(() => expect(screen.queryByText('photo.png')).toBeNull());
  });

  it('keeps the file after a failed send and does not upload it again on retry', async () => {
    upload.fn.mockResolvedValue([{ filename: 'photo.png', filepath: 'x', type: 'image/png' }]);
    let status = 500;
    const posted = vi.fn(() => (status === 500 ? { status, body: { message: 'down' } } : { body: { postId: 'c1' } }));
    renderChat(<ChatBox target={withGrace} />, { 'POST /api/post': posted });
    paste('', [photo()]);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: chatCopy.send })));
    await waitFor(() => expect(toasts()).toEqual([messages.chat.sendFailed]));
    expect(screen.getByText('photo.png')).toBeTruthy();
    status = 200;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: chatCopy.send })));
    await waitFor(() => expect(posted).toHaveBeenCalledTimes(2));
    expect(upload.fn).toHaveBeenCalledTimes(1);
  });

  it('shows the drop zone after hovering and takes one dropped file', () => {
    vi.useFakeTimers();
    renderChat(<ChatBox target={withGrace} />, {});
    const box = screen.getByRole('region', { name: chatCopy.boxLabel('Grace Hopper') });
    const dataTransfer = { types: ['Files'], files: [photo()] };
    fireEvent.dragOver(box, { dataTransfer });
    expect(screen.queryByText(messages.chat.dropZone)).toBeNull();
    act(() => vi.advanceTimersByTime(DRAG_HOVER_DEBOUNCE_MS));
    expect(screen.getByText(messages.chat.dropZone)).toBeTruthy();
    fireEvent.dragLeave(box, { dataTransfer });
    act(() => vi.advanceTimersByTime(DRAG_LEAVE_DEBOUNCE_MS - 1));
    expect(screen.getByText(messages.chat.dropZone)).toBeTruthy();
    fireEvent.drop(box, { dataTransfer });
    expect(screen.queryByText(messages.chat.dropZone)).toBeNull();
    expect(screen.getByText('photo.png')).toBeTruthy();
  });
});
