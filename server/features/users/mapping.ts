import type { PublicUser, SelfUser } from '@shared/api/user';
import type { UserTable } from '../../db/schema';

/** What any signed-in member may see of a user: no e-mail, no phone. */
export function toPublicUser(row: UserTable): PublicUser {
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
    userType: row.userType as PublicUser['userType'],
    status: row.status as PublicUser['status'],
  };
}

export function toSelfUser(row: UserTable, hasPassword: boolean): SelfUser {
  return {
    ...toPublicUser(row),
    email: row.email,
    phone: row.phone,
    meetingLink: row.meetingLink,
    calendarLink: row.calendarLink,
    socialAuth: !hasPassword,
    createdAt: toIso(row.createdAt),
  };
}

/** better-auth may hand back a Date or an epoch on SQLite; the API always answers ISO 8601. */
export function toIso(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'number') return new Date(value).toISOString();
  return new Date(String(value)).toISOString();
}
