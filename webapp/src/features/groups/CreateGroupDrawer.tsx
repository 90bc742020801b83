import { GROUP_NAME_MAX } from '@shared/rules';
import { groupsCopy } from '@shared/ui-copy';
import { type FormEvent, useState } from 'react';
import { Button } from '../../ui/Button';
import { Drawer } from '../../ui/Drawer';
import { TextField } from '../../ui/TextField';
import { DrawerActions } from '../people/DrawerActions';
import { RecipientInput } from '../people/new-relationship/RecipientInput';
import { useRecipientSearch } from '../people/new-relationship/use-recipient-suggestions';
import { useRecipients } from '../people/new-relationship/use-recipients';
import { useOpenWorkspace } from '../people/workspace-nav';
import { useViewer } from '../session/viewer-context';
import { groupPath } from '../shell/paths';
import { useCreateGroupDraft } from './create-group-store';
import { groupNameError, useCreateGroup } from './use-create-group';

const copy = groupsCopy.create;

function CreateGroupForm({ onClose }: { onClose: () => void }) {
  const viewer = useViewer();
  const initialName = useCreateGroupDraft((state) => state.initialName);
  const [name, setName] = useState(initialName);
  const [nameError, setNameError] = useState<string | null>(null);
  const members = useRecipients(viewer.email);
  const { suggestions, emptyText } = useRecipientSearch(members.draft, 'connections');
  const openWorkspace = useOpenWorkspace();
  const create = useCreateGroup((groupId) => {
    onClose();
    openWorkspace(groupPath(groupId));
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const error = groupNameError(name);
    setNameError(error);
    const recipients = members.flush();
    if (error || recipients === null) return;
    create.mutate({ name, recipients });
  }

  return (
    <form id="create-group-form" noValidate onSubmit={submit} className="flex flex-col gap-5">
      <TextField
        label={copy.name}
        placeholder={copy.namePlaceholder}
        value={name}
        maxLength={GROUP_NAME_MAX + 1}
        counterMax={GROUP_NAME_MAX}
        error={nameError}
        onChange={(event) => {
          setName(event.target.value);
          if (nameError) setNameError(groupNameError(event.target.value));
        }}
        onBlur={() => name && setNameError(groupNameError(name))}
      />
      <div className="flex flex-col gap-1.5">
        <RecipientInput
          label={copy.members}
          placeholder={copy.membersPlaceholder}
          recipients={members.recipients}
          draft={members.draft}
          onDraftChange={members.setDraft}
          onCommit={members.commit}
          onPick={members.pick}
          onRemove={members.remove}
          suggestions={suggestions}
          emptyText={emptyText}
          error={members.error}
        />
        <p className="text-xs text-slate-600">{copy.membersHint}</p>
      </div>
      <DrawerActions>
        <Button variant="secondary" onClick={onClose} disabled={create.isPending}>
          {copy.cancel}
        </Button>
        <Button type="submit" isLoading={create.isPending}>
          {copy.submit}
        </Button>
      </DrawerActions>
    </form>
  );
}

/** Create a group (spec 1 §2): a name of 3 to 250 characters and its first members. */
export function CreateGroupDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Drawer open={open} onClose={onClose} title={copy.title}>
      <CreateGroupForm onClose={onClose} />
    </Drawer>
  );
}
