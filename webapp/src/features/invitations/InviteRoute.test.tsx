import type { InvitationPreview } from '@shared/api/invitations';
import { messages } from '@shared/messages';
import { invitationsCopy, uiCopy } from '@shared/ui-copy';
import { cleanup, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render-with-app';
import { routeFetch } from '../profile/test-viewer';
import { InviteRoute } from '../../routes/InviteRoute';

afterEach(cleanup);

const token = 'a'.repeat(43);
const preview = (overrides: Partial<InvitationPreview> = {}): InvitationPreview => ({
  email: 'noa@example.test',
  firstName: 'Noa',
  lastName: null,
  sender: { userId: 'u1', firstName: 'Avery', lastName: 'Stone', avatar: null },
  groupId: null,
  groupName: null,
  message: 'Join me!',
  expired: false,
  state: 'pending',
  expiresAt: '2026-12-01T00:00:00.000Z',
  ...overrides,
});

function renderInvite(answer: { status?: number; body: unknown }) {
  const fetch = routeFetch({ [`GET /api/invitations/${token}`]: () => answer });
  const sessionless = (async (input: RequestInfo | URL, init?: RequestInit) =>
    String(input).includes('/api/auth/get-session')
      ? new Response('null', { status: 200 })
      : fetch(input, init)) as typeof globalThis.fetch;
  return renderWithApp(
    <Routes>
      <Route path="/invite/:token" element={<InviteRoute />} />
    </Routes>,
    { fetch: sessionless, path: `/invite/${token}` },
  );
}

describe('/invite/:token', () => {
  it('names the sender, shows the message and prefills sign-up with the invited address', async () => {
    renderInvite({ body: preview() });
    expect(await screen.findByRole('heading', { name: invitationsCopy.title('Avery Stone', 'Rapport') })).toBeTruthy();
    expect(screen.getByText('Join me!')).toBeTruthy();
    expect((screen.getByLabelText(uiCopy.auth.email) as HTMLInputElement).value).toBe('noa@example.test');
    expect((screen.getByLabelText(uiCopy.auth.firstName) as HTMLInputElement).value).toBe('Noa');
    expect(screen.getByRole('link', { name: invitationsCopy.signInToAccept }).getAttribute('href')).toBe(
      `/login?next=${encodeURIComponent(`/invite/${token}`)}`,
    );
  });

  it('shows the expired state', async () => {
    renderInvite({ body: preview({ expired: true, state: 'expired' }) });
    expect(await screen.findByRole('heading', { name: invitationsCopy.expiredTitle })).toBeTruthy();
    expect(screen.getByText(messages.people.invitationExpired)).toBeTruthy();
  });

  it('says the link is not valid when the token is unknown', async () => {
    renderInvite({ status: 404, body: { message: messages.people.invitationNotFound } });
    expect(await screen.findByText(messages.people.invitationNotFound)).toBeTruthy();
  });
});
