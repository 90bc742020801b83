import type { SearchGroupsAnswer, SearchMixedAnswer, SearchUsersAnswer, SearchScope } from '@shared/api/search';
import { SEARCH_GROUPS_PAGE, SEARCH_USERS_FIRST_PAGE } from '@shared/rules';
import type { ApiClient } from '../../../lib/api-client';

export type { SearchGroupRow, SearchMixedRow, SearchUserRow } from '@shared/api/search';

export const searchKeys = {
  all: ['search'] as const,
  mixed: (term: string) => ['search', 'mixed', term] as const,
  groups: (term: string) => ['search', 'groups', term] as const,
  users: (term: string, scope: SearchScope | 'all') => ['search', 'users', scope, term] as const,
};

/** The sidebar's people tab: the viewer's matching groups first, then people. */
export function searchUsersAndGroups(api: ApiClient, userId: string, term: string, signal?: AbortSignal) {
  return api.get<SearchMixedAnswer>(
    '/api/search/usersAndGroups',
    { term, type: 'all', userId, skip: 0, limit: SEARCH_GROUPS_PAGE },
    { signal },
  );
}

export function searchGroups(api: ApiClient, userId: string, term: string, signal?: AbortSignal) {
  return api.get<SearchGroupsAnswer>(
    '/api/search/groups',
    { term, userId, skip: 0, limit: SEARCH_GROUPS_PAGE, orderby: 'createdAt DESC' },
    { signal },
  );
}

/** People by name or e-mail; `scope` narrows to connections or to everyone else. */
export function searchUsers(
  api: ApiClient,
  userId: string,
  term: string,
  options: { scope?: SearchScope; limit?: number; skip?: number; signal?: AbortSignal } = {},
) {
  return api.get<SearchUsersAnswer>(
    '/api/search/users',
    {
      term,
      userId,
      skip: options.skip ?? 0,
      limit: options.limit ?? SEARCH_USERS_FIRST_PAGE,
      orderby: 'createdAt DESC',
      scope: options.scope,
    },
    { signal: options.signal },
  );
}
