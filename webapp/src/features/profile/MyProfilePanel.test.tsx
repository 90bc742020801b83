import type { SelfProfile } from '@shared/api/profiles';
import { messages } from '@shared/messages';
import { profileCopy } from '@shared/ui-copy';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useToastStore } from '../../ui/toast-store';
import { MyProfilePanel } from './MyProfilePanel';
import { renderAsViewer } from './test-viewer';

beforeEach(() => useToastStore.getState().clear());
afterEach(cleanup);

const empty: SelfProfile = {
  userId: 'me',
  firstName: 'Ada',
  lastName: 'Lovelace',
  avatar: null,
  headline: null,
  bio: null,
  profileAlias: 'ada',
  city: null,
  state: null,
  country: null,
  countryName: null,
  meetingLink: null,
  calendarLink: null,
  userLinks: [],
  company: null,
  userType: 'user',
  status: 'active',
  email: 'ada@example.test',
  phone: 'undefined',
  socialAuth: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  isProfileComplete: false,
};
const full: SelfProfile = {
  ...empty,
  avatar: 'https://example.com/ada.png',
  headline: 'Analyst',
  bio: 'I write programs.',
  city: 'London',
  state: 'Greater London',
  country: 'GB',
  countryName: 'United Kingdom',
  phone: '+15551234567',
  meetingLink: 'https://meet.example/ada',
  userLinks: [{ title: 'Blog', url: 'blog.example/ada' }],
  company: {
    companyId: 'c1',
    name: 'Analytical Engines',
    title: 'Founder',
    website: 'https://engines.example',
    description: 'x'.repeat(700),
    logo: 'https://engines.example/logo.png',
  },
  isProfileComplete: true,
};

const personalInfo = () => within(screen.getByRole('region', { name: profileCopy.panel.personalInfo }));

describe('MyProfilePanel', () => {
  it('asks to complete an empty profile and shows Not Added for empty values', async () => {
    renderAsViewer(<MyProfilePanel />, { 'GET /api/user/id': () => ({ body: empty }) });
    await waitFor(() => expect(screen.getByRole('button', { name: messages.profile.completeProfile })).toBeTruthy());
    expect(screen.getByText(messages.profile.emptyBio)).toBeTruthy();
    expect(personalInfo().getAllByText(messages.profile.notAdded)).toHaveLength(2);
    expect(personalInfo().getByText('ada@example.test')).toBeTruthy();
    expect(screen.queryByText(profileCopy.panel.shareMeetingLinks)).toBeNull();
  });

  it('reads EDIT PROFILE for a complete profile, with links, info and company', async () => {
    renderAsViewer(<MyProfilePanel />, { 'GET /api/user/id': () => ({ body: full }) });
    await waitFor(() => expect(screen.getByRole('button', { name: messages.profile.editProfile })).toBeTruthy());
    const blog = screen.getByRole('link', { name: /Blog/ });
    expect(blog.getAttribute('href')).toBe('http://blog.example/ada');
    expect(blog.getAttribute('target')).toBe('_blank');
    expect(blog.getAttribute('rel')).toBe('noopener noreferrer');
    expect(personalInfo().getByText('London, Greater London, United Kingdom')).toBeTruthy();
    expect(personalInfo().getByText('+15551234567')).toBeTruthy();
    expect(screen.getByText(profileCopy.panel.shareMeetingLinks)).toBeTruthy();
    expect(screen.getByRole('button', { name: profileCopy.panel.showMore })).toBeTruthy();
  });

  it('shows the server error on the alias field when it is taken (409)', async () => {
    renderAsViewer(<MyProfilePanel />, {
      'GET /api/user/id': () => ({ body: empty }),
      'GET /api/utility/countries': () => ({ body: { results: [{ iso2: 'GB', name: 'United Kingdom' }], count: 1 } }),
      'PATCH /api/user': () => ({ status: 409, body: { message: messages.profile.aliasTaken } }),
    });
    fireEvent.click(await screen.findByRole('button', { name: messages.profile.completeProfile }));
    const alias = await screen.findByLabelText(profileCopy.edit.profileAlias);
    fireEvent.change(alias, { target: { value: 'taken.alias' } });
    fireEvent.click(screen.getByRole('button', { name: profileCopy.edit.save }));
    await waitFor(() => expect(screen.getByText(messages.profile.aliasTaken, { selector: 'p' })).toBeTruthy());
    expect(alias.getAttribute('aria-invalid')).toBe('true');
  });
});
