import { uiCopy } from '@shared/ui-copy';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render-with-app';
import { LoginForm } from './LoginForm';

afterEach(cleanup);

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: uiCopy.auth.signIn }));

// The sign-in schema loads on the first submit (not with the page): the checks still run first.
describe('LoginForm', () => {
  it('flags a bad e-mail and a missing password without calling the server', async () => {
    const { fetch } = renderWithApp(<LoginForm onSignedIn={vi.fn()} />);
    fill(uiCopy.auth.email, 'not-an-address');
    submit();
    expect(await screen.findByText(uiCopy.auth.passwordRequired)).toBeTruthy();
    expect(screen.getByLabelText(uiCopy.auth.email).getAttribute('aria-invalid')).toBe('true');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('signs in with the trimmed, lower-cased address and hands over the token', async () => {
    const onSignedIn = vi.fn();
    const { fetch } = renderWithApp(<LoginForm onSignedIn={onSignedIn} />, {
      fetch: async () =>
        new Response(JSON.stringify({ token: 't' }), { status: 200, headers: { 'set-auth-token': 'token-1' } }),
    });
    fill(uiCopy.auth.email, '  Ada@Example.com ');
    fill(uiCopy.auth.password, 'secret');
    submit();
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith('token-1'));
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toContain('/api/auth/sign-in/email');
    expect(JSON.parse(String(init.body))).toEqual({ email: 'ada@example.com', password: 'secret' });
  });
});
