import type { Profile } from '@shared/api/profiles';
import { messages } from '@shared/messages';
import { peopleCopy, profileCopy } from '@shared/ui-copy';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useToastStore } from '../../ui/toast-store';
import { usePeopleStore } from '../people/people-store';
import { RelationshipProfileCard } from './RelationshipProfileCard';
import { type Routes, renderAsViewer } from './test-viewer';

beforeEach(() => useToastStore.getState().clear());
afterEach(cleanup);

const grace: Profile = {
  userId: 'grace',
  firstName: 'Grace',
  lastName: 'Hopper',
  avatar: null,
  headline: 'Rear Admiral',
  bio: 'Compilers.',
  profileAlias: 'grace.hopper',
  city: 'Arlington',
  state: 'VA',
  country: 'US',
  countryName: 'United States of America',
  meetingLink: null,
  calendarLink: 'cal.example/grace',
  userLinks: [],
  company: null,
  userType: 'user',
  status: 'active',
};

const withUser = (profile: Profile, extra: Routes = {}): Routes => ({
  'GET /api/user/id': ({ url }) =>
    url.searchParams.get('userId') === 'grace' ? { body: profile } : { body: { ...profile, userId: 'me' } },
  ...extra,
});

describe('RelationshipProfileCard', () => {
  it("is titled 'You + {firstName}' and collapses", async () => {
    renderAsViewer(<RelationshipProfileCard userId="grace" />, withUser(grace));
    const toggle = await screen.findByRole('button', { name: profileCopy.card.toggle('Grace') });
    expect(toggle.textContent).toBe(messages.profile.youPlus('Grace'));
    await waitFor(() => expect(screen.getByText('Compilers.')).toBeTruthy());
    expect(screen.getByText(profileCopy.panel.schedulerLink)).toBeTruthy();
    fireEvent.click(toggle);
    await waitFor(() => expect(screen.queryByText('Compilers.')).toBeNull());
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('renders the body alone inside a drawer that is already titled', async () => {
    renderAsViewer(<RelationshipProfileCard userId="grace" isCollapsible={false} />, withUser(grace));
    await screen.findByText('Compilers.');
    expect(screen.queryByRole('button', { name: profileCopy.card.toggle('Grace') })).toBeNull();
  });

  it('shows the e-mail and phone only when the API returns them', async () => {
    renderAsViewer(<RelationshipProfileCard userId="grace" />, withUser(grace));
    await screen.findByText('Compilers.');
    expect(screen.queryByText(profileCopy.panel.email)).toBeNull();
    expect(screen.queryByText(profileCopy.panel.phone)).toBeNull();
    cleanup();
    renderAsViewer(
      <RelationshipProfileCard userId="grace" />,
      withUser({ ...grace, email: 'grace@navy.example', phone: '' }),
    );
    await screen.findByText('grace@navy.example');
    const info = within(screen.getByRole('region', { name: profileCopy.panel.personalInfo }));
    expect(info.getByText(profileCopy.panel.phone)).toBeTruthy();
    expect(info.getByText(messages.profile.notAdded)).toBeTruthy();
  });

  it('offers ACCEPT to the invitee, then VISIT PRIVATE WORKSPACE', async () => {
    renderAsViewer(
      <RelationshipProfileCard userId="grace" showConnect />,
      withUser(grace, {
        'GET /api/pairing/status': () => ({ body: { status: 'invited-to-connect', pairingId: 'p1' } }),
        'POST /api/user/connect': () => ({ body: { status: 'connected', pairingId: 'p1' } }),
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: peopleCopy.connection.accept }));
    const visit = await screen.findByRole('link', { name: messages.profile.visitPrivateWorkspace });
    expect(visit.getAttribute('href')).toBe('/relationships/grace');
    expect(usePeopleStore.getState().congratulation?.other.firstName).toBe('Grace');
  });

  it("says 'Please try again later' when connecting fails", async () => {
    renderAsViewer(
      <RelationshipProfileCard userId="grace" showConnect />,
      withUser(grace, {
        'GET /api/pairing/status': () => ({ body: { status: 'undefined', pairingId: null } }),
        'POST /api/user/connect': () => ({ status: 400, body: { message: 'nope' } }),
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: messages.profile.connectPrivately }));
    await waitFor(() =>
      expect(useToastStore.getState().toasts.map((toast) => toast.message)).toEqual([messages.generic.tryAgainLater]),
    );
  });
  describe('Source (First/Last) links', () => {
    beforeEach(() => localStorage.clear());
    const sources = { first: 'https://example.test/found-you', last: 'search' };

    it('are fetched and shown for staff, whose e-mail domain the server lists', async () => {
      const { fetch } = renderAsViewer(
        <RelationshipProfileCard userId="grace" />,
        withUser(grace, {
          'GET /api/config': () => ({ body: { sourceLinkDomains: ['example.test'] } }),
          'GET /api/user/pairing/sources': ({ url }) => {
            expect(url.searchParams.get('pairingUserId')).toBe('grace');
            return { body: sources };
          },
        }),
      );
      expect(await screen.findByText(profileCopy.panel.source)).toBeTruthy();
      const first = screen.getByRole('link', { name: /example\.test\/found-you/ });
      expect(first.getAttribute('href')).toBe('https://example.test/found-you');
      // A source that is not an address reads as text, never a link.
      expect(screen.getByText('search').closest('a')).toBeNull();
      expect(fetch.mock.calls.some(([url]) => String(url).includes('/api/user/pairing/sources'))).toBe(true);
    });

    it('are never fetched for anyone else', async () => {
      const { fetch } = renderAsViewer(
        <RelationshipProfileCard userId="grace" />,
        withUser(grace, {
          'GET /api/config': () => ({ body: { sourceLinkDomains: ['staff.test'] } }),
          'GET /api/user/pairing/sources': () => ({ body: sources }),
        }),
      );
      await screen.findByText('Compilers.');
      await waitFor(() => expect(fetch.mock.calls.some(([url]) => String(url).includes('/api/config'))).toBe(true));
      expect(screen.queryByText(profileCopy.panel.source)).toBeNull();
      expect(fetch.mock.calls.some(([url]) => String(url).includes('/api/user/pairing/sources'))).toBe(false);
    });
  });
});
