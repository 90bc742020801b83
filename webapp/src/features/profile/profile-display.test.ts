import type { Company } from '@shared/api/profiles';
import { describe, expect, it } from 'vitest';
import {
  displayPhone,
  isProfileComplete,
  linkHrefOf,
  locationOf,
  missingProfileFields,
  previewOf,
} from './profile-display';

const company: Company = {
  companyId: 'c1',
  name: 'Acme',
  title: 'Founder',
  website: 'https://acme.example',
  description: 'We make anvils.',
  logo: 'https://acme.example/logo.png',
};
const complete = {
  headline: 'Builder',
  bio: 'I build things.',
  firstName: 'Ada',
  lastName: 'Lovelace',
  avatar: 'https://example.com/ada.png',
  profileAlias: 'ada',
  phone: '+15551234567',
  city: 'London',
  state: 'Greater London',
  country: 'GB',
  company,
};

describe('links', () => {
  it('prefixes http:// when the scheme is missing', () => {
    expect(linkHrefOf('example.com/me')).toBe('http://example.com/me');
    expect(linkHrefOf('www.example.com')).toBe('http://www.example.com');
  });

  it('keeps http and https links', () => {
    expect(linkHrefOf('https://example.com/a?b=1')).toBe('https://example.com/a?b=1');
    expect(linkHrefOf('http://example.com')).toBe('http://example.com');
  });

  it('never links anything but http(s)', () => {
    expect(linkHrefOf('javascript:alert(1)')).toBeNull();
    expect(linkHrefOf('ftp://example.com')).toBeNull();
    expect(linkHrefOf('')).toBeNull();
    expect(linkHrefOf(null)).toBeNull();
  });
});

describe("'Not Added' rules", () => {
  it('treats an empty phone, blanks and the string undefined as not added', () => {
    expect(displayPhone('')).toBeNull();
    expect(displayPhone('   ')).toBeNull();
    expect(displayPhone('undefined')).toBeNull();
    expect(displayPhone(null)).toBeNull();
    expect(displayPhone(undefined)).toBeNull();
    expect(displayPhone('+1 555 0100')).toBe('+1 555 0100');
  });

  it('joins city, state and country name, and is not added when all are empty', () => {
    expect(locationOf({ city: 'Austin', state: 'TX', countryName: 'United States of America' })).toBe(
      'Austin, TX, United States of America',
    );
    expect(locationOf({ city: null, state: ' ', countryName: 'Canada' })).toBe('Canada');
    expect(locationOf({ city: null, state: '', countryName: null })).toBeNull();
  });
});

describe('profile completeness (spec 3 §2.6)', () => {
  it('is complete when every field is filled', () => {
    expect(missingProfileFields(complete)).toEqual([]);
    expect(isProfileComplete(complete)).toBe(true);
  });

  it('names each missing field, company fields included', () => {
    expect(missingProfileFields({ ...complete, bio: ' ', company: { ...company, logo: null } })).toEqual([
      'bio',
      'company.logo',
    ]);
    expect(missingProfileFields({ ...complete, company: null })).toEqual([
      'company.name',
      'company.title',
      'company.website',
      'company.description',
      'company.logo',
    ]);
  });

  it("counts the phone 'undefined' as missing", () => {
    expect(missingProfileFields({ ...complete, phone: 'undefined' })).toEqual(['phone']);
  });

  it("follows the server's isProfileComplete when present", () => {
    expect(isProfileComplete({ ...complete, isProfileComplete: false })).toBe(false);
    expect(isProfileComplete({ ...complete, avatar: null, isProfileComplete: true })).toBe(true);
    expect(isProfileComplete({ ...complete, avatar: null })).toBe(false);
  });
});

describe('previewOf', () => {
  it('keeps short text whole and cuts long text near the limit', () => {
    expect(previewOf('short', 600)).toEqual({ preview: 'short', isTruncated: false });
    const long = 'word '.repeat(200);
    const { preview, isTruncated } = previewOf(long, 600);
    expect(isTruncated).toBe(true);
    expect(preview.length).toBeLessThanOrEqual(601);
    expect(preview.endsWith('…')).toBe(true);
  });
});
