import { z } from 'zod';
import { zId } from './envelope';

/** At most this many addresses are read from a page and looked up in one batch (issue 37). */
export const PAGE_PEOPLE_MAX = 50;

/**
 * POST /api/user/email/lookup `{ userId, emails }`: the state of each address for the acting
 * user, in one call. Addresses are case-folded; repeats count once.
 */
export const zEmailBatchLookupBody = z.object({
  userId: zId,
  emails: z
    .array(z.string().trim().toLowerCase().email().max(254))
    .min(1)
    .max(PAGE_PEOPLE_MAX)
    .transform((emails) => [...new Set(emails)]),
});
export type EmailBatchLookupBody = z.input<typeof zEmailBatchLookupBody>;

/**
 * Each address seen from the acting user: a relationship (open it), a request they sent
 * (pending), a request to them (ACCEPT), a member with no relationship (CONNECT), or not a
 * member (INVITE).
 */
export const PAGE_PERSON_STATES = ['connected', 'requested', 'invited-to-connect', 'member', 'not-member'] as const;
export type PagePersonState = (typeof PAGE_PERSON_STATES)[number];

/** A member's part is what any signed-in member sees of them by id (GET /api/user/id). */
export type PagePerson =
  | { email: string; state: 'not-member' }
  | {
      email: string;
      state: Exclude<PagePersonState, 'not-member'>;
      userId: string;
      pairingId: string | null;
      firstName: string;
      lastName: string;
      avatar: string | null;
      headline: string | null;
    };

/** The answer, in the order the addresses were sent: `data: { results, count }`. */
export type EmailBatchLookupAnswer = { results: PagePerson[]; count: number };
