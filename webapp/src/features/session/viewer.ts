import type { SelfUser } from '@shared/api/user';
import type { SessionUser } from './session-api';

/** The signed-in user as the interface shows them, from the session and their profile. */
export type Viewer = {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  fullName: string;
  avatar: string | null;
  profileAlias: string;
  phone: string | null;
  /** The profile's current company (the pricing link's company_name). */
  companyName: string | null;
  isSocialLogin: boolean;
};

/** The spec's fallback alias: firstName.lastName, letters and digits only. */
export function fallbackAlias(firstName: string, lastName: string, email: string): string {
  const clean = (value: string) => value.toLowerCase().replace(/[^a-z0-9]/g, '');
  const alias = [clean(firstName), clean(lastName)].filter(Boolean).join('.');
  return alias || clean(email.split('@')[0] ?? '') || 'me';
}

export function toViewer(sessionUser: SessionUser, profile?: SelfUser | null): Viewer {
  const nameParts = (sessionUser.name ?? '').trim().split(/\s+/);
  const firstName = profile?.firstName ?? sessionUser.firstName ?? nameParts[0] ?? '';
  const lastName = profile?.lastName ?? sessionUser.lastName ?? nameParts.slice(1).join(' ');
  const email = profile?.email ?? sessionUser.email;
  return {
    userId: sessionUser.id,
    email,
    firstName,
    lastName,
    fullName: `${firstName} ${lastName}`.trim() || email,
    avatar: profile?.avatar ?? sessionUser.avatar ?? sessionUser.image ?? null,
    profileAlias: profile?.profileAlias || sessionUser.profileAlias || fallbackAlias(firstName, lastName, email),
    phone: profile?.phone ?? null,
    companyName: profile?.company?.name ?? null,
    isSocialLogin: Boolean(profile?.socialAuth ?? sessionUser.socialAuth),
  };
}

/** {origin}/cp/{profileAlias}: the public profile link My Link copies. */
export function profileLinkOf(viewer: Pick<Viewer, 'profileAlias'>, origin = window.location.origin): string {
  return `${origin}/cp/${encodeURIComponent(viewer.profileAlias)}`;
}
