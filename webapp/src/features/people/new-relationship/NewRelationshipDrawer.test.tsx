import { messages } from '@shared/messages';
import { INVITATION_MESSAGE_MAX } from '@shared/rules';
import { invitationsCopy, peopleCopy } from '@shared/ui-copy';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useToastStore } from '../../../ui/toast-store';
import { renderAsViewer, type Routes } from '../../profile/test-viewer';
import { usePeopleStore } from '../people-store';
import { NewRelationshipDrawer } from './NewRelationshipDrawer';

beforeEach(() => {
  useToastStore.getState().clear();
  window.localStorage.clear();
});
afterEach(cleanup);

const noMember: Routes = { 'GET /api/user/email': () => ({ status: 404, body: { message: 'Not found.' } }) };

function renderDrawer(routes: Routes = noMember) {
  const onClose = vi.fn();
  const view = renderAsViewer(<NewRelationshipDrawer open onClose={onClose} />, routes);
  return { ...view, onClose };
}

const toField = () => screen.getByRole('combobox', { name: peopleCopy.recipients.label });
const connectButton = () => screen.getByRole('button', { name: peopleCopy.newRelationship.connect });
const toasts = () => useToastStore.getState().toasts.map((item) => item.message);

function typeRecipient(value: string) {
  fireEvent.change(toField(), { target: { value } });
  fireEvent.keyDown(toField(), { key: 'Enter' });
}

describe('Start a new relationship', () => {
  it('keeps CONNECT disabled until a recipient is added', () => {
    renderDrawer();
    expect(toField().getAttribute('placeholder')).toBe(peopleCopy.recipients.placeholder);
    expect(connectButton().hasAttribute('disabled')).toBe(true);
    typeRecipient('grace@example.test');
    expect(screen.getByText('grace@example.test')).toBeTruthy();
    expect(connectButton().hasAttribute('disabled')).toBe(false);
  });

  it("shows the spec's validation texts for the To: field", () => {
    renderDrawer();
    typeRecipient('grace@');
    expect(screen.getByRole('alert').textContent).toBe(messages.people.invalidEmail('grace@'));
    typeRecipient('grace@example.test');
    typeRecipient('grace@example.test');
    expect(screen.getByRole('alert').textContent).toBe(messages.people.alreadyAdded('grace@example.test'));
    typeRecipient('ada@example.test');
    expect(screen.getByRole('alert').textContent).toBe(messages.people.cannotConnectWithSelf);
    typeRecipient('hello');
    expect(screen.getByRole('alert').textContent).toBe(messages.people.invalidValue('hello'));
    expect(screen.getAllByRole('button', { name: /^Remove / })).toHaveLength(1);
  });

  it('counts the invitation message and blocks sending over 1000 characters', () => {
    const { fetch } = renderDrawer();
    const message = screen.getByLabelText(peopleCopy.newRelationship.message) as HTMLTextAreaElement;
    expect(message.value.length).toBeGreaterThan(0);
    expect(screen.getByText(`${message.value.length}/${INVITATION_MESSAGE_MAX}`)).toBeTruthy();
    fireEvent.change(message, { target: { value: 'x'.repeat(INVITATION_MESSAGE_MAX + 1) } });
    expect(screen.getByText(`${INVITATION_MESSAGE_MAX + 1}/${INVITATION_MESSAGE_MAX}`)).toBeTruthy();
    expect(screen.getByText(messages.people.invitationMessageTooLongInline)).toBeTruthy();
    typeRecipient('grace@example.test');
    fireEvent.click(connectButton());
    expect(toasts()).toEqual([messages.people.invitationMessageTooLong]);
    expect(fetch.mock.calls.map(([url]) => String(url))).not.toContainEqual(
      expect.stringContaining('/api/user/invite'),
    );
  });

  it('invites a non-member (the e-mail lookup answers 404) and confirms with a toast', async () => {
    const invite = vi.fn((_body: unknown) => ({ body: true }));
    const { onClose } = renderDrawer({ ...noMember, 'POST /api/user/invite': ({ body }) => invite(body) });
    typeRecipient('grace@example.test');
    await act(async () => fireEvent.click(connectButton()));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(invite).toHaveBeenCalledWith(
      expect.objectContaining({
        senderUserId: 'me',
        registeredUsers: [],
        nonRegisteredUsers: [{ email: 'grace@example.test' }],
      }),
    );
    expect(toasts()).toEqual([messages.people.connectionRequestSent]);
  });

  it("commits a typed address on CONNECT and shows the server's duplicate-invitation text", async () => {
    const already = messages.people.invitationAlreadySent('grace@example.test');
    renderDrawer({
      'GET /api/user/email': ({ url }) =>
        url.searchParams.get('email') === 'alan@example.test'
          ? { body: { userId: 'u2' } }
          : { status: 404, body: { message: 'Not found.' } },
      'POST /api/user/invite': () => ({ status: 409, body: { message: already } }),
    });
    typeRecipient('alan@example.test');
    fireEvent.change(toField(), { target: { value: 'grace@example.test' } });
    await act(async () => fireEvent.click(connectButton()));
    await waitFor(() => expect(toasts()).toEqual([already]));
  });

  it('remembers a dismissed help banner', () => {
    renderDrawer();
    fireEvent.click(screen.getByRole('button', { name: peopleCopy.newRelationship.dismissHelp }));
    expect(window.localStorage.getItem('CLOSED_NEW_RELATIONSHIP_HELP_TEXT')).toBe('true');
    cleanup();
    renderDrawer();
    expect(screen.queryByText(peopleCopy.newRelationship.helpText)).toBeNull();
  });

  it('opens the pending invitations drawer from its link', () => {
    const { onClose } = renderDrawer();
    fireEvent.click(screen.getByRole('button', { name: invitationsCopy.pending.link }));
    expect(onClose).toHaveBeenCalled();
    expect(usePeopleStore.getState().isPendingInvitationsOpen).toBe(true);
    usePeopleStore.getState().setPendingInvitationsOpen(false);
  });
});
