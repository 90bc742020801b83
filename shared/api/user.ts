import { z } from 'zod';
import { zId } from './envelope';
import { USER_STATUSES, type USER_TYPES } from '../rules';

const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();
const zUrl = z.string().trim().url('Please enter a valid URL.').max(2048);

/** Fields a user may change about themselves with PATCH /api/user. */
export const zUserPatch = z.object({
  userId: zId,
  modifiedBy: zId.optional(),
  firstName: z.string().trim().min(1).max(100).optional(),
  lastName: z.string().trim().min(1).max(100).optional(),
  avatar: optionalText(2048),
  headline: optionalText(220),
  bio: optionalText(2600),
  phone: optionalText(40),
  city: optionalText(120),
  state: optionalText(120),
  country: z.string().trim().length(2).toUpperCase().nullable().optional(),
  profileAlias: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9][a-z0-9._-]{2,62}$/, 'A profile alias has 3 to 63 letters, digits, dots, dashes or underscores.')
    .optional(),
  meetingLink: zUrl.nullable().optional(),
  calendarLink: zUrl.nullable().optional(),
});
export type UserPatch = z.infer<typeof zUserPatch>;

export const zUserStatusPatch = z.object({
  userId: zId,
  status: z.enum(USER_STATUSES),
  modifiedBy: zId.optional(),
});

export const zUserIdQuery = z.object({ userId: zId });
export const zUserIdsBody = z.object({ userIds: z.array(zId).min(1).max(500) });

/** What anyone signed in may see of a user. */
export type PublicUser = {
  userId: string;
  firstName: string;
  lastName: string;
  avatar: string | null;
  headline: string | null;
  bio: string | null;
  profileAlias: string;
  city: string | null;
  state: string | null;
  country: string | null;
  userType: (typeof USER_TYPES)[number];
  status: (typeof USER_STATUSES)[number];
};

/** What a user sees of themselves. */
export type SelfUser = PublicUser & {
  email: string;
  phone: string | null;
  meetingLink: string | null;
  calendarLink: string | null;
  socialAuth: boolean;
  createdAt: string;
};
