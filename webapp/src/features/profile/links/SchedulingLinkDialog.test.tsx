import { messages } from '@shared/messages';
import { profileCopy } from '@shared/ui-copy';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useToastStore } from '../../../ui/toast-store';
import { MyProfilePanel } from '../MyProfilePanel';
import { renderAsViewer, type Routes } from '../test-viewer';
import { SchedulingLinkDialog } from './SchedulingLinkDialog';

beforeEach(() => useToastStore.getState().clear());
afterEach(cleanup);

const copy = profileCopy.linkDialog;
const toasts = () => useToastStore.getState().toasts.map((t) => t.message);
const me = { userId: 'me', firstName: 'Ada', lastName: 'Lovelace', meetingLink: null, calendarLink: null };
const field = (label: string) => screen.getByRole('textbox', { name: label }) as HTMLInputElement;

function renderDialog(kind: 'meeting' | 'schedule', routes: Routes = {}) {
  const onClose = vi.fn();
  const onSaved = vi.fn();
  const view = renderAsViewer(<SchedulingLinkDialog kind={kind} open onClose={onClose} onSaved={onSaved} />, {
    'GET /api/user/id': () => ({ body: me }),
    ...routes,
  });
  return { ...view, onClose, onSaved };
}

describe('SchedulingLinkDialog', () => {
  it("answers the spec's message for an empty or invalid link and sends nothing", async () => {
    const { fetch } = renderDialog('schedule');
    await screen.findByRole('dialog', { name: copy.schedule.title });
    fireEvent.click(screen.getByRole('button', { name: copy.save }));
    expect(await screen.findByText(messages.profile.schedulerLinkRequired)).toBeTruthy();
    expect(field(copy.schedule.label).getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(field(copy.schedule.label), { target: { value: 'not a link' } });
    expect(screen.queryByText(messages.profile.schedulerLinkRequired)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: copy.save }));
    expect(await screen.findByText(messages.profile.schedulerLinkRequired)).toBeTruthy();
    expect(fetch.mock.calls.some(([, init]) => (init as RequestInit | undefined)?.method === 'PATCH')).toBe(false);
  });

  it('names the meeting link in its message', async () => {
    renderDialog('meeting');
    await screen.findByRole('dialog', { name: copy.meeting.title });
    fireEvent.change(field(copy.meeting.label), { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(screen.getByRole('button', { name: copy.save }));
    expect(await screen.findByText(messages.profile.meetingLinkRequired)).toBeTruthy();
  });

  it('saves the link with PATCH /user and the names, confirms and closes', async () => {
    const patch = vi.fn((_body: unknown) => ({ body: { ...me, calendarLink: 'https://calendly.com/ada' } }));
    const { onClose, onSaved } = renderDialog('schedule', { 'PATCH /api/user': ({ body }) => patch(body) });
    await screen.findByRole('dialog', { name: copy.schedule.title });
    fireEvent.change(field(copy.schedule.label), { target: { value: ' calendly.com/ada ' } });
    fireEvent.click(screen.getByRole('button', { name: copy.save }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(patch).toHaveBeenCalledWith({
      userId: 'me',
      modifiedBy: 'me',
      firstName: 'Ada',
      lastName: 'Lovelace',
      calendarLink: 'calendly.com/ada',
    });
    expect(onSaved).toHaveBeenCalledWith('https://calendly.com/ada');
    expect(toasts()).toContain(copy.schedule.saved);
  });

  it("shows the spec's failure toast when the save fails, and stays open", async () => {
    const { onClose } = renderDialog('meeting', {
      'PATCH /api/user': () => ({ status: 500, body: { message: 'boom' } }),
    });
    await screen.findByRole('dialog', { name: copy.meeting.title });
    fireEvent.change(field(copy.meeting.label), { target: { value: 'https://meet.example/ada' } });
    fireEvent.click(screen.getByRole('button', { name: copy.save }));
    await waitFor(() => expect(toasts()).toContain(messages.profile.linkSaveFailed('meeting')));
    expect(toasts()).toContain('Failed to update meeting link in your profile. Try again later.');
    expect(onClose).not.toHaveBeenCalled();
  });

  it("shows the server's validation answer under the field", async () => {
    renderDialog('schedule', {
      'PATCH /api/user': () => ({ status: 400, body: { message: messages.profile.schedulerLinkRequired } }),
    });
    await screen.findByRole('dialog', { name: copy.schedule.title });
    fireEvent.change(field(copy.schedule.label), { target: { value: `https://x.example/${'a'.repeat(2100)}` } });
    fireEvent.click(screen.getByRole('button', { name: copy.save }));
    expect(await screen.findByText(messages.profile.schedulerLinkRequired)).toBeTruthy();
    expect(toasts()).not.toContain(messages.profile.linkSaveFailed('schedule'));
  });
});

describe('the links on my profile', () => {
  it('edits a present link and offers to add the missing one', async () => {
    const patch = vi.fn((_body: unknown) => ({
      body: { ...me, meetingLink: 'https://meet.example/ada', calendarLink: 'https://cal.example/ada' },
    }));
    renderAsViewer(<MyProfilePanel />, {
      'GET /api/user/id': () => ({
        body: { ...me, email: 'ada@example.test', meetingLink: 'https://meet.example/ada' },
      }),
      'PATCH /api/user': ({ body }) => patch(body),
    });
    const section = within(await screen.findByRole('region', { name: profileCopy.panel.shareMeetingLinks }));
    expect(section.getByRole('link', { name: /meet\.example\/ada/ })).toBeTruthy();
    fireEvent.click(section.getByRole('button', { name: copy.meeting.edit }));
    expect(field(copy.meeting.label).value).toBe('https://meet.example/ada');
    fireEvent.click(screen.getByRole('button', { name: copy.cancel }));
    fireEvent.click(section.getByRole('button', { name: copy.schedule.add }));
    fireEvent.change(await screen.findByRole('textbox', { name: copy.schedule.label }), {
      target: { value: 'cal.example/ada' },
    });
    fireEvent.click(screen.getByRole('button', { name: copy.save }));
    await waitFor(() => expect(section.getByRole('link', { name: /cal\.example\/ada/ })).toBeTruthy());
    expect(patch).toHaveBeenCalledWith(expect.objectContaining({ calendarLink: 'cal.example/ada' }));
  });
});
