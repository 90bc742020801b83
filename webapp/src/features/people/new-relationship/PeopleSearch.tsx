import { messages } from '@shared/messages';
import { PEOPLE_SEARCH_DEBOUNCE_MS, SEARCH_USERS_FIRST_PAGE, SEARCH_USERS_NEXT_PAGE } from '@shared/rules';
import { peopleCopy, uiCopy } from '@shared/ui-copy';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useApiClient } from '../../../lib/api-context';
import { Button } from '../../../ui/Button';
import { SkeletonList } from '../../../ui/Skeleton';
import { useViewer } from '../../session/viewer-context';
import { relationshipPath } from '../../shell/paths';
import { SidebarSearch } from '../../shell/SidebarSearch';
import { EmailInviteCard } from '../search/EmailInviteCard';
import { PersonResultRow } from '../search/PersonResultRow';
import { searchKeys, searchUsers } from '../search/search-api';
import { useDebouncedValue } from '../search/use-debounced-value';
import { isEmailAddress } from './recipient-rules';

/** People Search inside the drawer: people not yet connected, with CONNECT (spec 1 §2). */
export function PeopleSearch({ onOpen }: { onOpen: (path: string) => void }) {
  const api = useApiClient();
  const viewer = useViewer();
  const [term, setTerm] = useState('');
  const headingId = useId();
  const debounced = useDebouncedValue(term.trim(), PEOPLE_SEARCH_DEBOUNCE_MS);
  // 30 people, then 10 more at a time (spec 1 §9 'member search 30 then 10').
  const query = useInfiniteQuery({
    queryKey: [...searchKeys.users(debounced, 'others'), 'pages'],
    enabled: debounced.length > 0,
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      searchUsers(api, viewer.userId, debounced, {
        scope: 'others',
        skip: pageParam,
        limit: pageParam === 0 ? SEARCH_USERS_FIRST_PAGE : SEARCH_USERS_NEXT_PAGE,
        signal,
      }),
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.results.length, 0);
      return loaded < last.count && last.results.length > 0 ? loaded : undefined;
    },
  });
  const people = (query.data?.pages.flatMap((page) => page.results) ?? []).filter(
    (person) => person.userId !== viewer.userId,
  );
  const isSettling = term.trim() !== debounced;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h3 id={headingId} className="text-sm font-semibold text-slate-900">
        {peopleCopy.newRelationship.peopleSearch}
      </h3>
      <SidebarSearch
        label={peopleCopy.newRelationship.peopleSearch}
        value={term}
        onChange={setTerm}
        placeholder={messages.relationships.searchPlaceholder}
      />
      {debounced || term.trim() ? (
        <div className="flex flex-col gap-2">
          <h4 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
            {messages.search.peopleResultsTitle}
          </h4>
          {isSettling || query.isPending ? (
            <SkeletonList rows={3} label={peopleCopy.search.searching} />
          ) : query.isError ? (
            <div role="alert" className="flex items-center justify-between gap-2">
              <p className="text-sm font-medium text-red-700">{messages.search.failed}</p>
              <Button size="sm" variant="secondary" onClick={() => void query.refetch()}>
                {uiCopy.states.retry}
              </Button>
            </div>
          ) : people.length === 0 ? (
            isEmailAddress(debounced) ? (
              <EmailInviteCard email={debounced} source="new-relationship" />
            ) : (
              <p className="text-sm text-slate-700">{messages.search.noOtherPeople}</p>
            )
          ) : (
            <ul className="-mx-2 flex flex-col">
              {people.map((person) => (
                <li key={person.userId}>
                  <PersonResultRow
                    person={person}
                    source="new-relationship"
                    onOpen={() => onOpen(relationshipPath(person.userId))}
                  />
                </li>
              ))}
              {query.hasNextPage ? (
                <li className="px-2 pt-1">
                  <Button
                    variant="ghost"
                    size="sm"
                    isLoading={query.isFetchingNextPage}
                    onClick={() => void query.fetchNextPage()}
                  >
                    {peopleCopy.peopleSearch.more}
                  </Button>
                </li>
              ) : null}
            </ul>
          )}
        </div>
      ) : null}
    </section>
  );
}
