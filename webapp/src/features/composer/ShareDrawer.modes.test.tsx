import { messages } from '@shared/messages';
import { composerCopy, esignCopy, profileCopy } from '@shared/ui-copy';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useToastStore } from '../../ui/toast-store';
import { makePost } from '../posts/cards/test-posts';
import { renderAsViewer } from '../profile/test-viewer';
import { useComposerStore } from './composer-store';
import { ShareDrawer } from './ShareDrawer';
import {
  baseRoutes,
  bodyOf,
  drawer,
  EditButton,
  location,
  postCalls,
  renderComposer,
  tile,
  toasts,
} from './test-composer';

beforeEach(() => {
  useToastStore.getState().clear();
  useComposerStore.setState({ isOpen: false, blockedMeetingUrl: null });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('schedule', () => {
  it('prefills the calendar link and the default text', async () => {
    renderComposer(
      baseRoutes({
        'GET /api/user/id': () => ({ body: { userId: 'me', firstName: 'Ada', calendarLink: 'calendly.com/ada' } }),
      }),
    );
    fireEvent.click(tile(composerCopy.tiles.schedule));
    fireEvent.click(within(drawer()).getByRole('button', { name: /^Public/ }));
    await waitFor(() =>
      expect((within(drawer()).getByLabelText(composerCopy.schedule.linkLabel) as HTMLInputElement).value).toBe(
        'calendly.com/ada',
      ),
    );
    expect(
      (within(drawer()).getByRole('textbox', { name: composerCopy.description.label }) as HTMLTextAreaElement).value,
    ).toBe(messages.composer.scheduleDescription);
  });

  it('asks to set a calendar link up first', async () => {
    renderComposer();
    fireEvent.click(tile(composerCopy.tiles.schedule));
    fireEvent.click(within(drawer()).getByRole('button', { name: /^Public/ }));
    expect(await within(drawer()).findByText(composerCopy.schedule.setupTitle)).toBeTruthy();
    expect(within(drawer()).getByRole('button', { name: composerCopy.post }).hasAttribute('disabled')).toBe(true);
  });

  it('adds the scheduler link from the prompt, then prefills it', async () => {
    const patch = vi.fn((_body: unknown) => ({
      body: { userId: 'me', firstName: 'Ada', calendarLink: 'https://calendly.com/ada' },
    }));
    renderComposer(baseRoutes({ 'PATCH /api/user': ({ body }) => patch(body) }));
    fireEvent.click(tile(composerCopy.tiles.schedule));
    fireEvent.click(within(drawer()).getByRole('button', { name: /^Public/ }));
    fireEvent.click(await within(drawer()).findByRole('button', { name: composerCopy.schedule.setupAction }));
    const dialog = await screen.findByRole('dialog', { name: profileCopy.linkDialog.schedule.title });
    fireEvent.click(within(dialog).getByRole('button', { name: profileCopy.linkDialog.save }));
    expect(await within(dialog).findByText(messages.profile.schedulerLinkRequired)).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: profileCopy.linkDialog.schedule.label }), {
      target: { value: 'calendly.com/ada' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: profileCopy.linkDialog.save }));
    const link = (await screen.findByLabelText(composerCopy.schedule.linkLabel)) as HTMLInputElement;
    expect(link.value).toBe('https://calendly.com/ada');
    expect(patch).toHaveBeenCalledWith(expect.objectContaining({ userId: 'me', calendarLink: 'calendly.com/ada' }));
    expect(toasts()).toContain(profileCopy.linkDialog.schedule.saved);
  });
});

describe('closing, editing', () => {
  it('keeps an unsaved post open on Escape with the info toast; X cancels it', async () => {
    renderComposer();
    fireEvent.click(tile(composerCopy.tiles.share));
    fireEvent.click(within(drawer()).getByRole('button', { name: /^Public/ }));
    fireEvent.change(within(drawer()).getByRole('textbox', { name: composerCopy.description.label }), {
      target: { value: 'Half-written' },
    });
    fireEvent.keyDown(drawer(), { key: 'Escape' });
    await waitFor(() => expect(toasts()).toContain(messages.composer.completeOrCancel));
    expect(useComposerStore.getState().isOpen).toBe(true);
    fireEvent.click(within(drawer()).getByRole('button', { name: composerCopy.close }));
    expect(useComposerStore.getState().isOpen).toBe(false);
  });

  it('edits content, title and visibility with PATCH /api/post', async () => {
    const patch = vi.fn((_body: unknown) => ({ body: makePost({ postId: 'p1', content: 'new text' }) }));
    renderAsViewer(
      <>
        <EditButton />
        <ShareDrawer />
      </>,
      baseRoutes({ 'PATCH /api/post': ({ body }) => patch(body) }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'edit' }));
    expect(within(drawer()).getByText(messages.composer.headerEdit)).toBeTruthy();
    fireEvent.change(within(drawer()).getByLabelText(composerCopy.edit.content), { target: { value: 'new text' } });
    fireEvent.change(within(drawer()).getByLabelText(composerCopy.edit.visibility), {
      target: { value: 'ALL_OF_MY_RELATIONSHIPS' },
    });
    await act(async () => fireEvent.click(within(drawer()).getByRole('button', { name: composerCopy.save })));
    await waitFor(() => expect(toasts()).toContain(messages.composer.updated));
    expect(patch).toHaveBeenCalledWith({
      postId: 'p1',
      modifiedBy: 'me',
      content: 'new text',
      title: 'Old title',
      visibility: 'ALL_OF_MY_RELATIONSHIPS',
    });
  });
});

describe('meet and sign', () => {
  it('posts a meeting and offers to leave for it when the browser blocks its window', async () => {
    const open = vi.fn(() => null);
    vi.stubGlobal('open', open);
    const { fetch } = renderComposer(baseRoutes(), { kind: 'group', groupId: 'g1', name: 'Deal room' });
    fireEvent.click(tile(composerCopy.tiles.meet));
    expect(within(drawer()).getByText(messages.composer.headerMeeting)).toBeTruthy();
    expect(within(drawer()).getByText('You shared a meeting link with Deal room')).toBeTruthy();
    await act(async () => fireEvent.click(within(drawer()).getByRole('button', { name: composerCopy.post })));
    const blocked = await screen.findByRole('alertdialog', { name: messages.composer.popupsBlockedTitle });
    const body = bodyOf(postCalls(fetch, '/api/post')[0]);
    expect(body).toMatchObject({ type: 'Meeting', groupsToShareWith: ['g1'] });
    expect(open).toHaveBeenCalledWith('/meet/server-id?host=true', '_blank');
    expect(within(blocked).getByRole('button', { name: messages.composer.stayOnPage })).toBeTruthy();
    expect(within(blocked).getByRole('button', { name: messages.composer.leaveAndStart })).toBeTruthy();
    expect(location()).toBe('/group/g1');
  });

  it('limits Sign to one PDF or Word file, with the spec texts, and asks for the set-up before sharing', async () => {
    renderComposer(baseRoutes(), { kind: 'pairing', userId: 'u2', name: 'Alan Turing' });
    fireEvent.click(tile(composerCopy.tiles.sign));
    expect(screen.getByRole('dialog', { name: 'Signature' })).toBeTruthy();
    expect(within(drawer()).queryByRole('button', { name: composerCopy.contentTypes.image })).toBeNull();
    expect(within(drawer()).getByRole('button', { name: esignCopy.chooseFile })).toBeTruthy();
    const picker = within(drawer()).getByTestId('esign-file-input') as HTMLInputElement;
    fireEvent.change(picker, { target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] } });
    expect(toasts()).toContain(messages.esign.invalidType);
    fireEvent.change(picker, { target: { files: [new File([], 'empty.pdf', { type: 'application/pdf' })] } });
    expect(toasts()).toContain(messages.esign.invalidFile);
    fireEvent.click(within(drawer()).getByRole('button', { name: composerCopy.post }));
    expect(toasts()).toContain(esignCopy.needsSetup);
  });
});
