import { messages } from '@shared/messages';
import { PEOPLE_SEARCH_DEBOUNCE_MS } from '@shared/rules';
import { peopleCopy, uiCopy } from '@shared/ui-copy';
import { useQuery } from '@tanstack/react-query';
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
  const query = useQuery({
    queryKey: searchKeys.users(debounced, 'others'),
    enabled: debounced.length > 0,
    queryFn: ({ signal }) => searchUsers(api, viewer.userId, debounced, { scope: 'others', signal }),
  });
  const people = (query.data?.results ?? []).filter((person) => person.userId !== viewer.userId);
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
            </ul>
          )}
        </div>
      ) : null}
    </section>
  );
}
