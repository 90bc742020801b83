import type { ApiList } from '@shared/api/envelope';
import type { Company, CompanyPut, Country, PublicProfile, SelfProfile } from '@shared/api/profiles';
import type { UserPatch } from '@shared/api/user';
import type { ApiClient } from '../../lib/api-client';

/** Query keys of profiles; a user by id lives under `userKeys.byId` (features/users). */
export const profileKeys = {
  all: ['profile'] as const,
  allPublic: ['profile', 'public'] as const,
  publicByAlias: (alias: string) => ['profile', 'public', alias.toLowerCase()] as const,
  countries: ['profile', 'countries'] as const,
};

/** GET /api/profile/{alias}: the public profile, readable signed out. */
export function fetchPublicProfile(api: ApiClient, alias: string): Promise<PublicProfile> {
  return api.get<PublicProfile>(`/api/profile/${encodeURIComponent(alias)}`);
}

/** GET /api/utility/countries: ISO 3166 countries, sorted by name (loaded once). */
export async function fetchCountries(api: ApiClient): Promise<Country[]> {
  return (await api.get<ApiList<Country>>('/api/utility/countries')).results;
}

/** PATCH /api/user: the acting user's own fields; answers the updated profile. */
export function patchProfile(api: ApiClient, patch: UserPatch): Promise<SelfProfile> {
  return api.patch<SelfProfile>('/api/user', patch);
}

/** PUT /api/company/user: sets (or creates) the acting user's current company. */
export function putCompany(api: ApiClient, company: CompanyPut): Promise<Company> {
  return api.put<Company>('/api/company/user', company);
}
