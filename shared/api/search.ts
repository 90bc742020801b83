import { z } from 'zod';
import { messages } from '../messages';
import { SEARCH_GROUPS_PAGE, SEARCH_MAX_LIMIT, SEARCH_TERM_MAX, SEARCH_USERS_FIRST_PAGE } from '../rules';
import type { PairingStatus } from './pairings';
import { zCleanId as zId } from './profiles';

/**
 * Search contracts (spec 1 §2 search dropdown, §7; spec 3 §7). `userId` is the acting
 * user (403 when it names someone else). With a term, rows come best match first (an
 * exact name before a partial one), then by name; `data.count` is the total.
 */

/** `others`: people the viewer is not connected with; `connections`: people they are connected with. */
export const SEARCH_SCOPES = ['others', 'connections'] as const;
export type SearchScope = (typeof SEARCH_SCOPES)[number];

/** `type` of GET /search/usersAndGroups; plural spellings are accepted too. */
export const SEARCH_TYPES = ['all', 'user', 'group'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

const zTerm = z.string().trim().max(SEARCH_TERM_MAX, messages.search.termTooLong).default('');
const zSkip = z.coerce.number().int().min(0).default(0);
const zLimit = (fallback: number) => z.coerce.number().int().min(1).max(SEARCH_MAX_LIMIT).default(fallback);
/** The client sends `orderby=createdAt DESC`; with a term, relevance still comes first. */
const zOrderBy = z
  .string()
  .trim()
  .regex(/^(createdAt|name)(\s+(asc|desc))?$/i, 'orderby: use "createdAt DESC", "createdAt ASC" or "name".')
  .optional();

/**
 * GET /api/search/users. An e-mail address as the term matches that e-mail exactly; any
 * other term matches names and headlines by word prefix ("ada lov" finds Ada Lovelace).
 * Without scope, everyone matches. An empty term lists the viewer's connections (scope
 * `connections`) and nothing otherwise.
 */
export const zSearchUsersQuery = z.object({
  term: zTerm,
  userId: zId,
  skip: zSkip,
  limit: zLimit(SEARCH_USERS_FIRST_PAGE),
  orderby: zOrderBy,
  scope: z.enum(SEARCH_SCOPES).optional(),
});
export type SearchUsersQuery = z.infer<typeof zSearchUsersQuery>;

/** GET /api/search/groups: only groups the viewer is a member of. An empty term lists them all. */
export const zSearchGroupsQuery = z.object({
  term: zTerm,
  userId: zId,
  skip: zSkip,
  limit: zLimit(SEARCH_GROUPS_PAGE),
  orderby: zOrderBy,
});
export type SearchGroupsQuery = z.infer<typeof zSearchGroupsQuery>;

/** GET /api/search/usersAndGroups: the viewer's matching groups first, then people. */
export const zSearchUsersAndGroupsQuery = z.object({
  term: zTerm,
  type: z
    .enum(['all', 'user', 'users', 'group', 'groups'])
    .default('all')
    .transform((t): SearchType => (t === 'users' ? 'user' : t === 'groups' ? 'group' : t)),
  userId: zId,
  skip: zSkip,
  limit: zLimit(SEARCH_GROUPS_PAGE),
  scope: z.enum(SEARCH_SCOPES).optional(),
});
export type SearchUsersAndGroupsQuery = z.infer<typeof zSearchUsersAndGroupsQuery>;

/** One person in search results. `email` only when the viewer may see it (premium and connected). */
export type SearchUserRow = {
  userId: string;
  firstName: string;
  lastName: string;
  avatar: string | null;
  headline: string | null;
  email?: string;
  status: PairingStatus;
  pairingId?: string;
};

/** One group of the viewer in search results. */
export type SearchGroupRow = {
  groupId: string;
  name: string;
  memberCount: number;
};

/** A row of GET /api/search/usersAndGroups. */
export type SearchMixedRow = ({ type: 'user' } & SearchUserRow) | ({ type: 'group' } & SearchGroupRow);

/** `data` of the three calls: `{ results, count }`. */
export type SearchUsersAnswer = { results: SearchUserRow[]; count: number };
export type SearchGroupsAnswer = { results: SearchGroupRow[]; count: number };
export type SearchMixedAnswer = { results: SearchMixedRow[]; count: number };
