import { groupsCopy } from '@shared/ui-copy';
import type { FormEvent } from 'react';
import { Button } from '../../ui/Button';
import { RecipientInput } from '../people/new-relationship/RecipientInput';
import { useRecipientSearch } from '../people/new-relationship/use-recipient-suggestions';
import { useRecipients } from '../people/new-relationship/use-recipients';
import { useProductName } from '../app-config/use-app-config';
import { useViewer } from '../session/viewer-context';
import { NotOnProductError, useAddMembers } from './use-add-members';

const copy = groupsCopy.members;

/** Manage (admins): add people from one's relationships, or by the address they use on the product. */
export function AddMembersForm({ groupId, onDone }: { groupId: string; onDone: () => void }) {
  const viewer = useViewer();
  const productName = useProductName();
  const people = useRecipients(viewer.email);
  const { suggestions, emptyText } = useRecipientSearch(people.draft, 'connections');
  const add = useAddMembers(groupId, () => {
    people.reset();
    onDone();
  });
  const error = people.error ?? (add.error instanceof NotOnProductError ? add.error.message : null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const recipients = people.flush();
    if (recipients === null || recipients.length === 0) return;
    add.mutate(recipients);
  }

  return (
    <form
      aria-label={copy.addTitle}
      noValidate
      onSubmit={submit}
      className="mb-4 flex flex-col gap-2 rounded-lg border border-slate-200 bg-slate-50 p-3"
    >
      <RecipientInput
        label={copy.addTitle}
        placeholder={copy.addPlaceholder}
        recipients={people.recipients}
        draft={people.draft}
        onDraftChange={(value) => {
          people.setDraft(value);
          add.reset();
        }}
        onCommit={people.commit}
        onPick={people.pick}
        onRemove={people.remove}
        suggestions={suggestions}
        emptyText={emptyText}
        error={error}
      />
      <p className="text-xs text-slate-600">{copy.addHint(productName)}</p>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onDone} disabled={add.isPending}>
          {copy.manageDone}
        </Button>
        <Button
          type="submit"
          isLoading={add.isPending}
          disabled={people.recipients.length === 0 && !people.draft.trim()}
        >
          {copy.add}
        </Button>
      </div>
    </form>
  );
}
