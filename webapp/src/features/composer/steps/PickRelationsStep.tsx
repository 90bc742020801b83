import { composerCopy } from '@shared/ui-copy';
import { Users } from 'lucide-react';
import { useState } from 'react';
import { RecipientInput } from '../../people/new-relationship/RecipientInput';
import {
  addMember,
  parseTypedRecipient,
  type Recipient,
  recipientKey,
} from '../../people/new-relationship/recipient-rules';
import { useRecipientSearch } from '../../people/new-relationship/use-recipient-suggestions';
import { displayNameOf } from '../../people/relationships-api';
import type { SearchUserRow } from '../../people/search/search-api';
import { useViewer } from '../../session/viewer-context';
import { useComposerStore } from '../composer-store';
import { NEW_GROUP } from '../composer-types';
import { useGroupForPeople } from '../use-group-for-people';

const copy = composerCopy.people;

/** PICK_RELATIONS: the people picker with invite by e-mail (the create-group drawer's input and rules). */
export function PickRelationsStep() {
  const viewer = useViewer();
  const people = useComposerStore((state) => state.draft.people);
  const group = useComposerStore((state) => state.draft.selectedGroup);
  const setPeople = useComposerStore((state) => state.setPeople);
  const [draftText, setDraftText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const search = useRecipientSearch(draftText, 'connections');
  const suggestions = search.suggestions.filter(
    (row) => !people.some((p) => p.kind === 'member' && p.userId === row.userId),
  );
  const { isLooking } = useGroupForPeople();

  function commit(text: string): boolean {
    const current = useComposerStore.getState().draft.people;
    const result = parseTypedRecipient(text, { recipients: current, ownEmail: viewer.email });
    if (!result.isValid) {
      setError(result.error);
      return false;
    }
    setPeople([...current, result.recipient]);
    setDraftText('');
    setError(null);
    return true;
  }

  function pick(person: SearchUserRow) {
    const current = useComposerStore.getState().draft.people;
    const next = addMember(current, {
      kind: 'member',
      userId: person.userId,
      name: displayNameOf(person),
      email: person.email ?? null,
      avatar: person.avatar,
    });
    setPeople(next.recipients);
    setError(next.error);
    setDraftText('');
  }

  function remove(recipient: Recipient) {
    setPeople(useComposerStore.getState().draft.people.filter((p) => recipientKey(p) !== recipientKey(recipient)));
    setError(null);
  }

  return (
    <div className="flex flex-col gap-3">
      <RecipientInput
        label={copy.label}
        placeholder={copy.placeholder}
        recipients={people}
        draft={draftText}
        onDraftChange={(value) => {
          setDraftText(value);
          setError(null);
        }}
        onCommit={commit}
        onPick={pick}
        onRemove={remove}
        suggestions={suggestions}
        emptyText={search.emptyText}
        error={error}
      />
      <p className="text-xs text-slate-600">{copy.hint}</p>
      {people.length >= 2 && group ? (
        <p
          role="status"
          aria-busy={isLooking || undefined}
          className="flex items-start gap-2 rounded-lg border border-accent-200 bg-accent-50 p-3 text-xs text-accent-800"
        >
          <Users aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span className="min-w-0 break-words">
            {group.groupId === NEW_GROUP ? copy.groupNotice(group.name) : copy.existingGroupNotice(group.name)}
          </span>
        </p>
      ) : null}
    </div>
  );
}
