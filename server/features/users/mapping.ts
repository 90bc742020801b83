import type { Company, Profile, PublicProfile, SelfProfile, UserLink } from '@shared/api/profiles';
import type { UserTable } from '../../db/schema';
import { countryName } from './countries';

/** What a profile adds to the user row: links and the current company. */
export type ProfileParts = { userLinks: UserLink[]; company: Company | null };

/** What anyone may see of a user, signed in or not: never e-mail nor phone. */
export function toPublicProfile(row: UserTable, parts: ProfileParts): PublicProfile {
  return {
    userId: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    avatar: row.avatar,
    headline: row.headline,
    bio: row.bio,
    profileAlias: row.profileAlias,
    city: row.city,
    state: row.state,
    country: row.country,
    countryName: countryName(row.country),
    meetingLink: row.meetingLink,
    calendarLink: row.calendarLink,
    userLinks: parts.userLinks,
    company: parts.company,
  };
}

/**
 * What a signed-in member sees of another: the public profile, plus the phone and e-mail
 * when visibility.ts allows them.
 */
export function toProfile(
  row: UserTable,
  parts: ProfileParts,
  shows: { email: boolean; phone: boolean } = { email: false, phone: false },
): Profile {
  return {
    ...toPublicProfile(row, parts),
    userType: row.userType as Profile['userType'],
    status: row.status as Profile['status'],
    ...(shows.email ? { email: row.email } : {}),
    ...(shows.phone ? { phone: row.phone } : {}),
  };
}

export function toSelfProfile(row: UserTable, parts: ProfileParts, hasPassword: boolean): SelfProfile {
  return {
    ...toProfile(row, parts),
    email: row.email,
    phone: row.phone,
    socialAuth: !hasPassword,
    createdAt: toIso(row.createdAt),
    isProfileComplete: isProfileComplete(row, parts.company),
  };
}

/**
 * EDIT PROFILE instead of COMPLETE YOUR PROFILE (spec 3 §2.6): headline, bio, first and
 * last name, avatar, profile alias, phone, city, state, country, and the company's name,
 * title, website, description and logo are all filled. A phone of 'undefined' is empty.
 */
export function isProfileComplete(row: UserTable, company: Company | null): boolean {
  const filled = (v: string | null | undefined) => typeof v === 'string' && v.trim() !== '';
  const phone = row.phone?.trim();
  return (
    [
      row.headline,
      row.bio,
      row.firstName,
      row.lastName,
      row.avatar,
      row.profileAlias,
      row.city,
      row.state,
      row.country,
    ].every(filled) &&
    filled(phone) &&
    phone !== 'undefined' &&
    !!company &&
    [company.name, company.title, company.website, company.description, company.logo].every(filled)
  );
}

/** better-auth may hand back a Date or an epoch on SQLite; the API always answers ISO 8601. */
export function toIso(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'number') return new Date(value).toISOString();
  return new Date(String(value)).toISOString();
}
