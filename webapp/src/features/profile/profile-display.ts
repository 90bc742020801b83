import type { Profile, SelfProfile } from '@shared/api/profiles';
import { normalizeLink } from '@shared/links';

/** Anything with a person's name. */
export type Named = { firstName: string; lastName: string };

export const fullNameOf = (person: Named) => `${person.firstName} ${person.lastName}`.trim();

/**
 * The href of a website, meeting or custom link: http:// prefixed when the scheme is missing
 * (spec 3 §2.6, §5); null for anything that is not an http(s) address, so it is never linked.
 */
export const linkHrefOf = (url: string | null | undefined): string | null => (url ? normalizeLink(url) : null);

/** A phone to show, or null for 'Not Added' (spec 3 §5: empty or the string 'undefined'). */
export function displayPhone(phone: string | null | undefined): string | null {
  const value = phone?.trim() ?? '';
  return value && value !== 'undefined' && value !== 'null' ? value : null;
}

/** A text value to show, or null for 'Not Added'. */
export const displayText = (value: string | null | undefined): string | null => value?.trim() || null;

/** Location: city, state and country name, the filled ones joined; null for 'Not Added'. */
export function locationOf(profile: Pick<Profile, 'city' | 'state' | 'countryName'>): string | null {
  const parts = [profile.city, profile.state, profile.countryName].map(displayText).filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : null;
}

/** The fields EDIT PROFILE needs (spec 3 §2.6); any other state reads COMPLETE YOUR PROFILE. */
export const PROFILE_COMPLETENESS_FIELDS = [
  'headline',
  'bio',
  'firstName',
  'lastName',
  'avatar',
  'profileAlias',
  'phone',
  'city',
  'state',
  'country',
  'company.name',
  'company.title',
  'company.website',
  'company.description',
  'company.logo',
] as const;
export type CompletenessField = (typeof PROFILE_COMPLETENESS_FIELDS)[number];

type CompletenessInput = Pick<
  Profile,
  'headline' | 'bio' | 'firstName' | 'lastName' | 'avatar' | 'profileAlias' | 'city' | 'state' | 'country' | 'company'
> & { phone?: string | null };

function fieldValue(profile: CompletenessInput, field: CompletenessField): string | null | undefined {
  if (field.startsWith('company.')) {
    const key = field.slice('company.'.length) as 'name' | 'title' | 'website' | 'description' | 'logo';
    return profile.company?.[key];
  }
  if (field === 'phone') return displayPhone(profile.phone);
  return profile[field as Exclude<CompletenessField, `company.${string}` | 'phone'>];
}

/** The completeness fields still empty, in the spec's order. */
export function missingProfileFields(profile: CompletenessInput): CompletenessField[] {
  return PROFILE_COMPLETENESS_FIELDS.filter((field) => !fieldValue(profile, field)?.trim());
}

/** The server's verdict when it gave one, else the same rule computed here. */
export function isProfileComplete(profile: CompletenessInput & Partial<Pick<SelfProfile, 'isProfileComplete'>>) {
  return profile.isProfileComplete ?? missingProfileFields(profile).length === 0;
}

/** Text cut at `limit` characters on a word boundary where one is close, for 'show more'. */
export function previewOf(text: string, limit: number): { preview: string; isTruncated: boolean } {
  if (text.length <= limit) return { preview: text, isTruncated: false };
  const cut = text.slice(0, limit);
  const lastSpace = cut.lastIndexOf(' ');
  return { preview: `${(lastSpace > limit * 0.8 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`, isTruncated: true };
}
