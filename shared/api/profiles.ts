import { z } from 'zod';
import { messages } from '../messages';
import { COMPANY_PAGE, SEARCH_MAX_LIMIT, USER_LINK_TITLE_MAX, USER_LINKS_MAX, type UserType } from '../rules';
import { normalizeLink } from '../links';
import { zId } from './envelope';

export { normalizeLink };

/**
 * Profile contracts (spec 3 §2.6, §3 User/Company/Country, §6 premium rule; spec 1 §7):
 * links, companies, countries, notification preferences and the three views of a user.
 */

const LINK_MAX = 2048;
/** Control characters are never part of an id (and PostgreSQL refuses NUL in text). */
export const zCleanId = zId.regex(/^[^\p{Cc}]+$/u, messages.generic.invalidInput);

const hasNoNul = (text: string) => !text.includes('\u0000');

/** Text without NUL, which PostgreSQL refuses: a 400, never a 500. */
export const zText = (max: number) => z.string().trim().max(max).refine(hasNoNul, messages.generic.invalidInput);

/** An empty string clears a field: it is stored as null. */
export const zOptionalText = (max: number) =>
  zText(max)
    .transform((v) => v || null)
    .nullable()
    .optional();
const optionalText = zOptionalText;

/** An optional http(s) link; '' clears it. */
export const zOptionalLink = z
  .string()
  .trim()
  .max(LINK_MAX, messages.profile.invalidLink)
  .refine((v) => v === '' || normalizeLink(v) !== null, messages.profile.invalidLink)
  .transform((v) => (v === '' ? null : normalizeLink(v)))
  .nullable()
  .optional();

/**
 * The meeting or calendar link of a profile (spec 1 §5, spec 2 §5): a valid http(s) URL,
 * https:// added when the scheme is missing, the spec's message otherwise; '' clears it.
 */
export const zSchedulingLink = (message: string) =>
  z
    .string()
    .trim()
    .max(LINK_MAX, message)
    .refine((v) => v === '' || normalizeLink(v, 'https') !== null, message)
    .transform((v) => (v === '' ? null : normalizeLink(v, 'https')))
    .nullable()
    .optional();

export const zUserLink = z.object({
  title: z
    .string({ error: messages.profile.linkTitleRequired })
    .trim()
    .min(1, messages.profile.linkTitleRequired)
    .max(USER_LINK_TITLE_MAX, messages.profile.linkTitleTooLong)
    .refine(hasNoNul, messages.generic.invalidInput),
  url: z
    .string({ error: messages.profile.invalidLink })
    .trim()
    .max(LINK_MAX, messages.profile.invalidLink)
    .refine((v) => normalizeLink(v) !== null, messages.profile.invalidLink)
    .transform((v) => normalizeLink(v) as string),
});
export type UserLink = z.output<typeof zUserLink>;

/** The custom links of a user: a list, or the spec's JSON string of one. Replaces the stored list. */
export const zUserLinks = z.preprocess(
  (value) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value);
    } catch {
      return value;
    }
  },
  z.array(zUserLink).max(USER_LINKS_MAX, messages.profile.tooManyLinks),
);

/** GET /api/utility/countries → `data.results`, sorted by name. */
export type Country = { iso2: string; name: string };

/** A company of a user: the first of GET /api/company/user is the current one. */
export type Company = {
  companyId: string;
  name: string;
  title: string | null;
  website: string | null;
  description: string | null;
  logo: string | null;
};

/** GET /api/company/user?skip=0&limit=20&userId: any member's companies (public, like the profile). */
export const zCompanyUserQuery = z.object({
  userId: zCleanId,
  skip: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(SEARCH_MAX_LIMIT).default(COMPANY_PAGE),
});

/**
 * PUT /api/company/user: sets the acting user's current company. With companyId it edits
 * that company of theirs and makes it current; without, it edits the current one (creating
 * it the first time). Answers the Company.
 */
export const zCompanyPut = z.object({
  userId: zCleanId,
  modifiedBy: zCleanId.optional(),
  companyId: zCleanId.optional(),
  name: z
    .string({ error: messages.profile.companyNameRequired })
    .trim()
    .min(1, messages.profile.companyNameRequired)
    .max(200)
    .refine(hasNoNul, messages.generic.invalidInput),
  title: optionalText(200),
  website: zOptionalLink,
  description: optionalText(5000),
  logo: optionalText(LINK_MAX),
});
export type CompanyPut = z.infer<typeof zCompanyPut>;

/**
 * Notification preferences (spec 1 §3), and ours (issue 36): e-mails that leave the text out
 * (on until the user turns it off) and the time zone the browser reports, for the daily
 * summary's hour. The two e-mail switches make one choice (see emailModeOf).
 */
export type NotificationPreferences = {
  emailNotification: boolean;
  summaryEmailNotification: boolean;
  pushNotification: boolean;
  emailWithoutContent: boolean;
  timeZone: string | null;
};

const zFlag = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]);

/** An IANA time zone this runtime knows ('Europe/Paris'), as `Intl` reports it in the browser. */
export const zTimeZone = z
  .string()
  .min(1)
  .max(64)
  .refine((zone) => {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  }, 'timeZone must be an IANA time zone such as Europe/Paris');

/**
 * The e-mail choice the two spec switches make: one e-mail per event, one daily summary, or
 * none. Per event wins when both are on (the spec's default), so a new user hears of a comment.
 */
export type EmailMode = 'event' | 'daily' | 'none';
export function emailModeOf(p: { emailNotification: boolean; summaryEmailNotification: boolean }): EmailMode {
  return p.emailNotification ? 'event' : p.summaryEmailNotification ? 'daily' : 'none';
}
export function emailModeFlags(mode: EmailMode): { emailNotification: boolean; summaryEmailNotification: boolean } {
  return { emailNotification: mode === 'event', summaryEmailNotification: mode === 'daily' };
}

/** GET /api/user/notification/preferences?userId (own only). */
export const zNotificationPreferencesQuery = z.object({ userId: zCleanId });

/** PATCH /api/user/notification/preferences (own only); answers the full NotificationPreferences. */
export const zNotificationPreferencesPatch = z.object({
  userId: zCleanId,
  modifiedBy: zCleanId.optional(),
  emailNotification: zFlag.optional(),
  summaryEmailNotification: zFlag.optional(),
  pushNotification: zFlag.optional(),
  emailWithoutContent: zFlag.optional(),
  timeZone: zTimeZone.optional(),
});
export type NotificationPreferencesPatch = z.infer<typeof zNotificationPreferencesPatch>;

/**
 * A user as another signed-in member sees them (GET /api/user/id, POST /api/user/ids).
 * `phone` appears only to connected people; `email` only to a premium viewer connected
 * with this person (spec 3 §6).
 */
export type Profile = {
  userId: string;
  firstName: string;
  lastName: string;
  avatar: string | null;
  headline: string | null;
  bio: string | null;
  profileAlias: string;
  city: string | null;
  state: string | null;
  /** ISO 3166-1 alpha-2. */
  country: string | null;
  countryName: string | null;
  meetingLink: string | null;
  calendarLink: string | null;
  userLinks: UserLink[];
  company: Company | null;
  userType: UserType;
  status: 'pending' | 'active' | 'inactive' | 'deleted';
  email?: string;
  phone?: string | null;
};

/** A user as they see themselves. */
export type SelfProfile = Profile & {
  email: string;
  phone: string | null;
  socialAuth: boolean;
  createdAt: string;
  /** True when every field the EDIT PROFILE button needs is filled (spec 3 §2.6). */
  isProfileComplete: boolean;
};

/** GET /api/profile/{profileAlias}, readable signed out: never e-mail nor phone. */
export type PublicProfile = Pick<
  Profile,
  | 'userId'
  | 'firstName'
  | 'lastName'
  | 'avatar'
  | 'headline'
  | 'bio'
  | 'profileAlias'
  | 'city'
  | 'state'
  | 'country'
  | 'countryName'
  | 'meetingLink'
  | 'calendarLink'
  | 'userLinks'
  | 'company'
>;

export const zProfileAliasParam = z.object({
  profileAlias: z
    .string()
    .trim()
    .toLowerCase()
    .min(1)
    .max(128)
    .regex(/^[^\p{Cc}]+$/u, messages.profile.profileNotFound),
});
