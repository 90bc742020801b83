import type {
  SearchGroupRow,
  SearchGroupsQuery,
  SearchMixedRow,
  SearchUserRow,
  SearchUsersAndGroupsQuery,
  SearchUsersQuery,
} from '@shared/api/search';
import type { SessionUser } from '../../http/app-env';
import type { Services } from '../../services';
import { canSeeEmail, pairingStatusFor } from '../users/visibility';
import { type BrowseOrder, type GroupHit, searchRepo, type UserHit } from './repo';
import { parseSearchTerm } from './search-terms';

type Found<T> = { results: T[]; count: number };

/**
 * People and group search for the acting user. People come with the pairing status seen
 * from the viewer; an e-mail only where the premium rule allows it. Groups are only ever
 * the viewer's own.
 */
export function searchService(services: Services) {
  const repo = searchRepo(services.db, services.dialect);

  function toUserRow(viewer: SessionUser, hit: UserHit): SearchUserRow {
    const status = pairingStatusFor(
      viewer.id,
      hit.pairingStatus && hit.requestedBy ? { status: hit.pairingStatus, requestedBy: hit.requestedBy } : null,
    );
    return {
      userId: hit.userId,
      firstName: hit.firstName,
      lastName: hit.lastName,
      avatar: hit.avatar,
      headline: hit.headline,
      ...(canSeeEmail(viewer, status) ? { email: hit.email } : {}),
      status,
      ...(hit.pairingId ? { pairingId: hit.pairingId } : {}),
    };
  }

  const toGroupRow = (hit: GroupHit): SearchGroupRow => hit;

  async function users(
    viewer: SessionUser,
    q: Pick<SearchUsersQuery, 'term' | 'skip' | 'limit' | 'orderby' | 'scope'>,
  ): Promise<Found<SearchUserRow>> {
    const term = parseSearchTerm(q.term);
    if (term.kind === 'nothing') return { results: [], count: 0 };
    const { rows, count } = await repo.users({
      viewerId: viewer.id,
      term,
      scope: q.scope,
      skip: q.skip,
      limit: q.limit,
      order: browseOrder(q.orderby),
    });
    return { results: rows.map((hit) => toUserRow(viewer, hit)), count };
  }

  async function groups(
    viewer: SessionUser,
    q: Pick<SearchGroupsQuery, 'term' | 'skip' | 'limit' | 'orderby'>,
  ): Promise<Found<SearchGroupRow>> {
    const { rows, count } = await repo.groups({
      viewerId: viewer.id,
      term: parseSearchTerm(q.term),
      skip: q.skip,
      limit: q.limit,
      order: browseOrder(q.orderby),
    });
    return { results: rows.map(toGroupRow), count };
  }

  /**
   * The viewer's groups first, then people, paged as one list: a page that runs past the
   * groups continues with the first people.
   */
  async function usersAndGroups(viewer: SessionUser, q: SearchUsersAndGroupsQuery): Promise<Found<SearchMixedRow>> {
    const wantsGroups = q.type !== 'user';
    const wantsUsers = q.type !== 'group';
    const groupPage = wantsGroups
      ? await groups(viewer, { term: q.term, skip: q.skip, limit: q.limit })
      : { results: [], count: 0 };
    const shown = groupPage.results.length;
    const userSkip = Math.max(0, q.skip - groupPage.count);
    const userLimit = q.limit - shown;
    const userPage = wantsUsers
      ? await users(viewer, { term: q.term, scope: q.scope, skip: userSkip, limit: Math.max(1, userLimit) })
      : { results: [], count: 0 };
    const people = userLimit > 0 ? userPage.results : [];
    return {
      results: [
        ...groupPage.results.map((g) => ({ type: 'group' as const, ...g })),
        ...people.map((u) => ({ type: 'user' as const, ...u })),
      ],
      count: groupPage.count + userPage.count,
    };
  }

  return { users, groups, usersAndGroups };
}

/** How a list without a term is ordered: `createdAt DESC` (the default), `createdAt ASC` or `name`. */
function browseOrder(orderby: string | undefined): BrowseOrder {
  if (!orderby) return 'newest';
  if (/^name/i.test(orderby)) return 'name';
  return /asc$/i.test(orderby) ? 'oldest' : 'newest';
}
