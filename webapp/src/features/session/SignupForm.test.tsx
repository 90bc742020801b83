import { messages } from '@shared/messages';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render-with-app';
import { passwordRuleError, SignupForm } from './SignupForm';

afterEach(cleanup);

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function fillValid(password: string) {
  fill('First name', 'Ada');
  fill('Last name', 'Lovelace');
  fill('Email', 'Ada@Example.com');
  fill('Password', password);
}

describe('passwordRuleError', () => {
  it.each([
    ['short1!', messages.password.rule],
    ['longenough!', messages.password.rule],
    ['longenough1', messages.password.rule],
    ['long enough1!', null],
    ['s3cret!pass', null],
  ])('%s → %s', (password, expected) => {
    expect(passwordRuleError(password)).toBe(expected);
  });
});

describe('SignupForm', () => {
  it('shows the password rule as a hint before anything is typed', () => {
    renderWithApp(<SignupForm onSignedUp={vi.fn()} />);
    expect(screen.getByText(messages.password.rule)).toBeTruthy();
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBeNull();
  });

  it('flags a password that breaks the rule inline and does not call the server', async () => {
    const { fetch } = renderWithApp(<SignupForm onSignedUp={vi.fn()} />);
    fillValid('password');
    fireEvent.click(screen.getByRole('button', { name: 'CREATE ACCOUNT' }));
    const field = screen.getByLabelText('Password');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    const describedBy = field.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy.split(' ')[0] ?? '')?.textContent).toBe(messages.password.rule);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('checks the rule when the password field loses focus and clears it on edit', () => {
    renderWithApp(<SignupForm onSignedUp={vi.fn()} />);
    fill('Password', 'abc');
    fireEvent.blur(screen.getByLabelText('Password'));
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true');
    fill('Password', 'abcdefg1!');
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBeNull();
  });

  it('requires names and a valid e-mail', () => {
    renderWithApp(<SignupForm onSignedUp={vi.fn()} />);
    fill('Email', 'not-an-email');
    fireEvent.click(screen.getByRole('button', { name: 'CREATE ACCOUNT' }));
    expect(screen.getByText('First name is required')).toBeTruthy();
    expect(screen.getByText('Last name is required')).toBeTruthy();
    expect(screen.getByText('Please enter a valid email address.')).toBeTruthy();
  });

  it('signs up with a valid password and hands over the bearer token', async () => {
    const onSignedUp = vi.fn();
    const { fetch } = renderWithApp(<SignupForm onSignedUp={onSignedUp} />, {
      fetch: async () =>
        new Response(JSON.stringify({ token: 't', user: { id: 'u1' } }), {
          status: 200,
          headers: { 'set-auth-token': 'bearer-1' },
        }),
    });
    fillValid('s3cret!pass');
    fireEvent.click(screen.getByRole('button', { name: 'CREATE ACCOUNT' }));
    await waitFor(() => expect(onSignedUp).toHaveBeenCalledWith('bearer-1'));
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/auth/sign-up/email');
    expect(JSON.parse(String(init.body))).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      password: 's3cret!pass',
      name: 'Ada Lovelace',
    });
  });

  it('shows the server message when the e-mail is taken', async () => {
    renderWithApp(<SignupForm onSignedUp={vi.fn()} />, {
      fetch: async () =>
        new Response(JSON.stringify({ isSuccess: false, message: messages.auth.emailTaken }), { status: 409 }),
    });
    fillValid('s3cret!pass');
    fireEvent.click(screen.getByRole('button', { name: 'CREATE ACCOUNT' }));
    expect((await screen.findByRole('alert')).textContent).toBe(messages.auth.emailTaken);
  });
});
