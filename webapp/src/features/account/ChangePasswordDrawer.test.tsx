import { messages } from '@shared/messages';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render-with-app';
import { useToastStore } from '../../ui/toast-store';
import { ChangePasswordDrawer } from './ChangePasswordDrawer';

beforeEach(() => useToastStore.getState().clear());
afterEach(cleanup);

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submitButton = () => screen.getByRole('button', { name: /UPDATE PASSWORD|PLEASE WAIT/ });

describe('ChangePasswordDrawer', () => {
  it('stays disabled until a password field has content', () => {
    renderWithApp(<ChangePasswordDrawer open onClose={vi.fn()} />);
    expect(submitButton().hasAttribute('disabled')).toBe(true);
    fill('Current Password', 'x');
    expect(submitButton().hasAttribute('disabled')).toBe(false);
  });

  it('shows the spec message and toast when the passwords differ', () => {
    const { fetch } = renderWithApp(<ChangePasswordDrawer open onClose={vi.fn()} />);
    fill('Current Password', 'old-pass1!');
    fill('New Password', 'new-pass1!');
    fill('Confirm Password', 'new-pass2!');
    fireEvent.click(submitButton());
    expect(screen.getByText(messages.password.mustMatch)).toBeTruthy();
    expect(useToastStore.getState().toasts.map((item) => item.message)).toEqual([messages.password.toastMustMatch]);
    expect(fetch).not.toHaveBeenCalled();
  });

  it.each([
    ['', 'x', messages.password.newRequired, null],
    ['short1!', 'short1!', messages.password.newMinLength, null],
    ['longenough', 'longenough', messages.password.rule, messages.password.toastNewRule],
    ['new-pass1!', '', messages.password.confirmRequired, null],
    ['new-pass1!', 'nodigits!', messages.password.rule, messages.password.toastConfirmRule],
  ])("answers new %j and confirm %j with the spec's text", (newPassword, confirmPassword, inline, toastText) => {
    const { fetch } = renderWithApp(<ChangePasswordDrawer open onClose={vi.fn()} />);
    fill('Current Password', 'old-pass1!');
    if (newPassword) fill('New Password', newPassword);
    if (confirmPassword) fill('Confirm Password', confirmPassword);
    fireEvent.click(submitButton());
    expect(screen.getAllByText(inline).length).toBeGreaterThan(0);
    const shown = useToastStore.getState().toasts.map((item) => item.message);
    expect(shown).toEqual(toastText ? [toastText] : []);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('reads PLEASE WAIT... while saving, revokes other sessions and confirms with a toast', async () => {
    let answer: (response: Response) => void = () => {};
    const onClose = vi.fn();
    const { fetch } = renderWithApp(<ChangePasswordDrawer open onClose={onClose} />, {
      fetch: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    fill('Current Password', 'old-pass1!');
    fill('New Password', 'new-pass1!');
    fill('Confirm Password', 'new-pass1!');
    fireEvent.click(submitButton());
    await waitFor(() => expect(submitButton().textContent).toBe('PLEASE WAIT...'));
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/auth/change-password');
    expect(JSON.parse(String(init.body))).toEqual({
      currentPassword: 'old-pass1!',
      newPassword: 'new-pass1!',
      revokeOtherSessions: true,
    });
    await act(async () => answer(new Response(JSON.stringify({ token: 't' }), { status: 200 })));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(useToastStore.getState().toasts.map((item) => item.message)).toEqual([messages.password.updated]);
  });
});
