import { messages } from '@shared/messages';
import { GROUP_NAME_MIN } from '@shared/rules';
import { peopleCopy, uiCopy } from '@shared/ui-copy';
import { Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../ui/Button';
import { SkeletonList } from '../../../ui/Skeleton';
import { groupPath, relationshipPath } from '../../shell/paths';
import type { RelationshipsTab } from '../../shell/shell-store';
import { isEmailAddress } from '../new-relationship/recipient-rules';
import { EmailInviteCard } from './EmailInviteCard';
import { GroupResultRow } from './GroupResultRow';
import { PersonResultRow } from './PersonResultRow';
import { useSidebarSearch } from './use-sidebar-search';

type SearchResultsProps = {
  term: string;
  tab: RelationshipsTab;
  onOpen: (path: string) => void;
  onCreateGroup: (name: string) => void;
  /** Closes the dropdown once an action has moved on (the invite dialog opened). */
  onDone: () => void;
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-0.5">
      <h3 className="px-2 pt-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">{title}</h3>
      <ul className="flex flex-col">{children}</ul>
    </section>
  );
}

function Note({ children }: { children: ReactNode }) {
  return <p className="px-2 py-3 text-sm text-slate-700">{children}</p>;
}

/**
 * Every state of the search dropdown (spec 1 §2): loading, failure, rows and no-match. No
 * match reads 'No users match your search criteria. Please invite this person to the product!',
 * then the e-mail card or the name hint.
 */
export function SearchResults({ term, tab, onOpen, onCreateGroup, onDone }: SearchResultsProps) {
  const { query, debouncedTerm, isSettling } = useSidebarSearch(term, tab);
  const isGroupsTab = tab === 'groups';
  // The group suggestion needs more than 2 characters (spec 1 §2).
  const canCreateGroup = isGroupsTab && debouncedTerm.length > GROUP_NAME_MIN - 1;
  if (isSettling || query.isPending) return <SkeletonList rows={3} label={peopleCopy.search.searching} />;
  if (query.isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-2 px-2 py-3">
        <p className="text-sm font-medium text-red-700">{messages.search.failed}</p>
        <Button size="sm" variant="secondary" data-search-item onClick={() => void query.refetch()}>
          {uiCopy.states.retry}
        </Button>
      </div>
    );
  }
  const { people, groups } = query.data;
  const createGroup = canCreateGroup ? (
    <button
      type="button"
      data-search-item
      onClick={() => onCreateGroup(debouncedTerm)}
      className="flex w-full items-center gap-3 rounded-lg px-2 py-2 text-left text-sm font-medium text-accent-700 hover:bg-accent-50 focus-visible:bg-accent-50"
    >
      <span aria-hidden="true" className="flex size-8 items-center justify-center rounded-full bg-accent-50">
        <Plus className="size-4" />
      </span>
      <span className="truncate">{messages.search.createNewGroup}</span>
    </button>
  ) : null;
  const isEmail = isEmailAddress(debouncedTerm);
  return (
    <div className="flex flex-col gap-2 p-2">
      {groups.length > 0 ? (
        <Section title={peopleCopy.search.groups}>
          {groups.map((group) => (
            <li key={group.groupId}>
              <GroupResultRow group={group} onOpen={() => onOpen(groupPath(group.groupId))} />
            </li>
          ))}
        </Section>
      ) : null}
      {people.length > 0 ? (
        <Section title={peopleCopy.search.people}>
          {people.map((person) => (
            <li key={person.userId}>
              <PersonResultRow
                person={person}
                source="search"
                isPopupItem
                onOpen={() => onOpen(relationshipPath(person.userId))}
              />
            </li>
          ))}
        </Section>
      ) : null}
      {!isGroupsTab && people.length === 0 && groups.length === 0 ? <Note>{messages.search.noUsers}</Note> : null}
      {!isGroupsTab && people.length === 0 && isEmail ? (
        <EmailInviteCard email={debouncedTerm} source="search" onDone={onDone} />
      ) : null}
      {!isGroupsTab && people.length === 0 && groups.length === 0 && !isEmail ? (
        <Note>{messages.search.nameNotFound}</Note>
      ) : null}
      {isGroupsTab && groups.length === 0 ? <Note>{peopleCopy.search.noGroups}</Note> : null}
      {createGroup}
    </div>
  );
}
