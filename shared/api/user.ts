import { z } from 'zod';
import { messages } from '../messages';
import { USER_STATUSES } from '../rules';
import {
  type Profile,
  type SelfProfile,
  zCleanId,
  zOptionalText,
  zSchedulingLink,
  zText,
  zUserLinks,
} from './profiles';

const optionalText = zOptionalText;

/**
 * Fields a user may change about themselves with PATCH /api/user (spec 3 §2.6, §3 User).
 * `country` is an ISO 3166-1 alpha-2 code checked against GET /api/utility/countries;
 * `userLinks` replaces the whole list. The company is set with PUT /api/company/user.
 */
export const zUserPatch = z.object({
  userId: zCleanId,
  modifiedBy: zCleanId.optional(),
  firstName: zText(100).min(1).optional(),
  lastName: zText(100).min(1).optional(),
  avatar: optionalText(2048),
  headline: optionalText(220),
  bio: optionalText(2600),
  phone: optionalText(40),
  city: optionalText(120),
  state: optionalText(120),
  country: z
    .string()
    .trim()
    .toUpperCase()
    .refine((v) => v === '' || /^[A-Z]{2}$/.test(v), messages.profile.unknownCountry)
    .transform((v) => v || null)
    .nullable()
    .optional(),
  profileAlias: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9][a-z0-9._-]{2,62}$/, messages.profile.aliasFormat)
    .optional(),
  meetingLink: zSchedulingLink(messages.profile.meetingLinkRequired),
  calendarLink: zSchedulingLink(messages.profile.schedulerLinkRequired),
  userLinks: zUserLinks.optional(),
});
export type UserPatch = z.infer<typeof zUserPatch>;

export const zUserStatusPatch = z.object({
  userId: zCleanId,
  status: z.enum(USER_STATUSES),
  modifiedBy: zCleanId.optional(),
});

export const zUserIdQuery = z.object({ userId: zCleanId });
/** POST /api/user/ids `{ ids }` (spec 3 §7; `userIds` is the same list under its older name); `loggedInUserId`, when sent, must be the session's. */
const zUserIdList = z.array(zCleanId).min(1).max(500);
export const zUserIdsBody = z
  .object({ ids: zUserIdList.optional(), userIds: zUserIdList.optional(), loggedInUserId: zCleanId.optional() })
  .refine((body) => body.ids || body.userIds, { message: 'ids: expected array', path: ['ids'] })
  .transform(({ ids, userIds, loggedInUserId }) => ({ userIds: (ids ?? userIds) as string[], loggedInUserId }));

/** What another signed-in member sees of a user (see Profile for the e-mail and phone rules). */
export type PublicUser = Profile;

/** What a user sees of themselves. */
export type SelfUser = SelfProfile;
