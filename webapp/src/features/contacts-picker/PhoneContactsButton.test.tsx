import { messages } from '@shared/messages';
import { profileCopy } from '@shared/ui-copy';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useToastStore } from '../../ui/toast-store';
import { renderAsViewer } from '../profile/test-viewer';
import { PhoneContactsButton } from './PhoneContactsButton';

const toasts = () => useToastStore.getState().toasts.map((toast) => toast.message);
const setPicker = (select: ((...args: unknown[]) => Promise<unknown>) | null) =>
  Object.defineProperty(navigator, 'contacts', { value: select ? { select } : undefined, configurable: true });

beforeEach(() => useToastStore.getState().clear());
afterEach(() => {
  cleanup();
  setPicker(null);
});

describe('PhoneContactsButton', () => {
  it("says 'Your browser does not support this feature.' without a contact picker", async () => {
    setPicker(null);
    const { fetch } = renderAsViewer(<PhoneContactsButton />, {});
    fireEvent.click(screen.getByRole('button', { name: profileCopy.contacts.button }));
    await waitFor(() => expect(toasts()).toEqual([messages.contacts.notSupported]));
    expect(fetch.mock.calls.some(([url]) => String(url).includes('/api/user/invite'))).toBe(false);
  });

  it('invites the picked contacts with their phones and lists those without an e-mail', async () => {
    const select = vi.fn(async () => [
      { name: ['Grace Hopper'], email: ['grace@navy.example'], tel: ['(555) 010-0199'] },
      { name: ['No Mail'], email: [], tel: ['0044 20 7946 0958'] },
    ]);
    setPicker(select);
    const onImported = vi.fn();
    const { fetch } = renderAsViewer(<PhoneContactsButton onImported={onImported} invitationMessage="Hi!" />, {
      'POST /api/user/invite': () => ({ body: true }),
    });
    fireEvent.click(screen.getByRole('button', { name: profileCopy.contacts.button }));
    await waitFor(() => expect(onImported).toHaveBeenCalled());
    expect(select).toHaveBeenCalledWith(['name', 'email', 'tel'], { multiple: true });
    const invite = fetch.mock.calls.find(([url]) => String(url).includes('/api/user/invite'));
    expect(JSON.parse(String(invite?.[1]?.body))).toEqual({
      senderUserId: 'me',
      registeredUsers: [],
      nonRegisteredUsers: [
        { email: 'grace@navy.example', firstName: 'Grace', lastName: 'Hopper', phone: '+15550100199' },
      ],
      invitationMessage: 'Hi!',
    });
    expect(toasts()).toEqual([messages.people.connectionRequestSent]);
    expect(await screen.findByText(messages.contacts.missingEmailsTitle)).toBeTruthy();
    expect(screen.getByText('No Mail')).toBeTruthy();
    expect(screen.getByText('+442079460958')).toBeTruthy();
  });

  it("shows the server's message when the invitation fails", async () => {
    setPicker(async () => [{ name: ['Ada'], email: ['ada@x.example'], tel: [] }]);
    renderAsViewer(<PhoneContactsButton />, {
      'POST /api/user/invite': () => ({ status: 409, body: { message: 'Some of users added already exists!' } }),
    });
    fireEvent.click(screen.getByRole('button', { name: profileCopy.contacts.button }));
    await waitFor(() => expect(toasts()).toEqual(['Some of users added already exists!']));
  });
});
