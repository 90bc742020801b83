// @vitest-environment happy-dom
import { messages } from '@shared/messages';
import { INVITATION_MESSAGE_MAX } from '@shared/rules';
import { peopleCopy, popupCopy } from '@shared/ui-copy';
import { usePeopleStore } from '@webapp/features/people/people-store';
import { renderAsViewer, type Routes, testSession } from '@webapp/features/profile/test-viewer';
import { useToastStore } from '@webapp/ui/toast-store';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing';
import { readSelectedEmail, saveSelectedEmail } from '../../lib/selected-email';
import { QuickConnect } from './QuickConnect';

const GRACE = {
  userId: 'u2',
  firstName: 'Grace',
  lastName: 'Hopper',
  avatar: null,
  headline: 'Rear admiral',
  bio: null,
};

beforeEach(() => {
  fakeBrowser.reset();
  useToastStore.getState().clear();
  usePeopleStore.setState({ requestedUserIds: new Set() });
});
afterEach(cleanup);

/** A member, Grace, reachable by her address; the pairing starts in `status`. */
function memberRoutes(status = 'undefined'): Routes {
  let current = status;
  return {
    'GET /api/user/email': ({ url }) =>
      url.searchParams.get('email') === 'grace@example.test'
        ? { body: { userId: GRACE.userId } }
        : { status: 404, body: { message: 'Not found.' } },
    'GET /api/user/id': () => ({ body: GRACE }),
    'GET /api/pairing/status': () => ({ body: { status: current, pairingId: current === 'undefined' ? null : 'p1' } }),
    'POST /api/user/connect': () => {
      current = 'requested';
      return { body: { pairingId: 'p1', status: 'requested' } };
    },
  };
}

const render = (routes: Routes) => renderAsViewer(<QuickConnect serverUrl="http://localhost:8787" />, routes);

describe('quick-connect in the popup', () => {
  it('looks up the address selected on the page: CONNECT, then PENDING, and forgets the address', async () => {
    await saveSelectedEmail('grace@example.test', 'selection');
    render(memberRoutes());
    expect(await screen.findByText('Rear admiral')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: `${peopleCopy.connection.connect}: Grace Hopper` }));
    expect(await screen.findByText(peopleCopy.connection.pending)).toBeTruthy();
    expect(useToastStore.getState().toasts.map((t) => t.message)).toContain(messages.people.connectionRequestSent);
    await waitFor(async () => expect(await readSelectedEmail()).toBeNull());
  });

  it('offers ACCEPT when the member asked first', async () => {
    await saveSelectedEmail('grace@example.test', 'context-menu');
    render(memberRoutes('invited-to-connect'));
    expect(await screen.findByRole('button', { name: `${peopleCopy.connection.accept}: Grace Hopper` })).toBeTruthy();
  });

  it('invites a non-member, refusing a message over 1000 characters', async () => {
    const sent: unknown[] = [];
    await saveSelectedEmail('new@example.test', 'mailto');
    render({
      ...memberRoutes(),
      'POST /api/user/invite': ({ body }) => {
        sent.push(body);
        return { body: true };
      },
    });
    const message = await screen.findByRole('textbox', { name: peopleCopy.newRelationship.message });
    fireEvent.change(message, { target: { value: 'x'.repeat(INVITATION_MESSAGE_MAX + 1) } });
    expect(await screen.findByText(messages.people.invitationMessageTooLongInline)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: peopleCopy.inviteDialog.send }));
    expect(useToastStore.getState().toasts.map((t) => t.message)).toContain(messages.people.invitationMessageTooLong);
    expect(sent).toEqual([]);

    fireEvent.change(message, { target: { value: 'Join me.' } });
    fireEvent.click(screen.getByRole('button', { name: peopleCopy.inviteDialog.send }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(await screen.findByText(popupCopy.invitedText('new@example.test'))).toBeTruthy();
    expect(sent[0]).toMatchObject({
      nonRegisteredUsers: [{ email: 'new@example.test' }],
      invitationMessage: 'Join me.',
    });
    await waitFor(async () => expect(await readSelectedEmail()).toBeNull());
  });

  it("refuses the viewer's own address and a malformed one", async () => {
    render(memberRoutes());
    const field = await screen.findByRole('textbox', { name: popupCopy.emailLabel });
    fireEvent.change(field, { target: { value: testSession.user.email } });
    fireEvent.click(screen.getByRole('button', { name: popupCopy.lookUp }));
    expect((await screen.findByRole('alert')).textContent).toBe(messages.people.cannotConnectWithSelf);
    fireEvent.change(field, { target: { value: 'nobody' } });
    fireEvent.click(screen.getByRole('button', { name: popupCopy.lookUp }));
    expect(await screen.findByText(messages.people.invalidEmail('nobody'))).toBeTruthy();
    expect(screen.queryByText(messages.people.cannotConnectWithSelf)).toBeNull();
  });

  it('takes a pasted address without its line break, and looks it up on Enter', async () => {
    render(memberRoutes());
    const field = await screen.findByRole('textbox', { name: popupCopy.emailLabel });
    fireEvent.change(field, { target: { value: 'grace@example.test\n' } });
    expect((field as HTMLTextAreaElement).value).toBe('grace@example.test');
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(await screen.findByText('Rear admiral')).toBeTruthy();
  });
});
