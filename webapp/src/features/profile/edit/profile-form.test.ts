import type { SelfProfile } from '@shared/api/profiles';
import { messages } from '@shared/messages';
import { profileCopy } from '@shared/ui-copy';
import { describe, expect, it } from 'vitest';
import { formValuesOf, newLinkRow, serverErrorsOf, validateProfileForm } from './profile-form';

const profile: SelfProfile = {
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
  userLinks: [{ title: 'Site', url: 'http://ada.example/' }],
  company: null,
  userType: 'user',
  status: 'active',
  email: 'ada@example.test',
  phone: 'undefined',
  socialAuth: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  isProfileComplete: false,
};

describe('profile form', () => {
  it('starts from the stored profile, the phone "undefined" as empty', () => {
    const values = formValuesOf(profile);
    expect(values.phone).toBe('');
    expect(values.userLinks.map(({ title, url }) => ({ title, url }))).toEqual([
      { title: 'Site', url: 'http://ada.example/' },
    ]);
    expect(values.company.name).toBe('');
  });

  it('builds PATCH /api/user with links prefixed (https:// for the meeting link), and no company while its fields are empty', () => {
    const values = {
      ...formValuesOf(profile),
      headline: ' Analyst ',
      meetingLink: 'meet.example/ada',
      userLinks: [newLinkRow('Blog', 'blog.example')],
    };
    const result = validateProfileForm(values, 'me');
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    expect(result.value.userPatch).toMatchObject({
      userId: 'me',
      modifiedBy: 'me',
      headline: 'Analyst',
      bio: null,
      meetingLink: 'https://meet.example/ada',
      userLinks: [{ title: 'Blog', url: 'http://blog.example' }],
    });
    expect(result.value.companyPut).toBeNull();
  });

  it('asks for the company name once a company field is filled', () => {
    const values = { ...formValuesOf(profile), company: { ...formValuesOf(profile).company, title: 'CTO' } };
    const result = validateProfileForm(values, 'me');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors['company.name']).toBe(messages.profile.companyNameRequired);
  });

  it('names each invalid field with the contract messages', () => {
    const values = {
      ...formValuesOf(profile),
      firstName: ' ',
      profileAlias: 'a',
      avatar: 'javascript:alert(1)',
      calendarLink: 'not a link',
      userLinks: [newLinkRow('', 'ok.example'), newLinkRow('Bad', 'ftp://x.example')],
    };
    const result = validateProfileForm(values, 'me');
    if (result.ok) throw new Error('expected errors');
    expect(result.errors).toMatchObject({
      firstName: profileCopy.edit.required,
      profileAlias: messages.profile.aliasFormat,
      avatar: profileCopy.edit.avatarInvalid,
      calendarLink: messages.profile.schedulerLinkRequired,
      'userLinks.0.title': messages.profile.linkTitleRequired,
      'userLinks.1.url': messages.profile.invalidLink,
    });
  });

  it('maps server answers to fields: issues by path, a 409 to the alias', () => {
    expect(serverErrorsOf({ status: 409, message: messages.profile.aliasTaken, issues: [] })).toEqual({
      profileAlias: messages.profile.aliasTaken,
    });
    expect(
      serverErrorsOf({ status: 400, message: 'x', issues: [{ path: 'website', message: 'bad' }] }, 'company.'),
    ).toEqual({ 'company.website': 'bad' });
    expect(serverErrorsOf({ status: 500, message: 'boom', issues: [] })).toEqual({});
  });
});
