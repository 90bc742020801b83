import type { NonRegisteredInvitee } from '@shared/api/invitations';
import { messages } from '@shared/messages';
import { INVITATION_MESSAGE_MAX } from '@shared/rules';
import { peopleCopy } from '@shared/ui-copy';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useProductName } from '../../app-config/use-app-config';
import { isApiError } from '../../../lib/api-client';
import { useApiClient } from '../../../lib/api-context';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { TextArea } from '../../../ui/TextArea';
import { TextField } from '../../../ui/TextField';
import { toast } from '../../../ui/toast-store';
import { useViewer } from '../../session/viewer-context';
import { useRefreshPeople } from '../connection/use-connect';
import { sendInvitations } from '../new-relationship/send-invitations';
import { usePeopleStore } from '../people-store';

const copy = peopleCopy.inviteDialog;

function failureMessage(error: unknown, email: string): string {
  if (!isApiError(error) || error.isNetworkError) return messages.generic.somethingWentWrong;
  return error.status === 409 ? messages.people.invitationAlreadySent(email) : error.message;
}

type InviteFormProps = {
  invitee: NonRegisteredInvitee;
  /** Cancel, and after a successful send. */
  onDone: () => void;
  /** Only after a successful send (the extension's popup forgets the selected address). */
  onSent?: () => void;
  /**
   * The extension popup's form, which must fit Chrome's 600 px without a scroll: the address
   * (the popup shows it above) is not repeated, the names stay side by side, the message box
   * is two lines.
   */
  isCompact?: boolean;
};

/** The invitation form for one address that is not a member yet (also the extension popup's). */
export function InviteForm({ invitee, onDone, onSent, isCompact = false }: InviteFormProps) {
  const productName = useProductName();
  const api = useApiClient();
  const viewer = useViewer();
  const refresh = useRefreshPeople();
  const [firstName, setFirstName] = useState(invitee.firstName ?? '');
  const [lastName, setLastName] = useState(invitee.lastName ?? '');
  const [message, setMessage] = useState(() => messages.people.defaultInvitationMessage(productName));
  const isTooLong = message.length > INVITATION_MESSAGE_MAX;
  const mutation = useMutation({
    mutationFn: () =>
      sendInvitations(api, {
        senderUserId: viewer.userId,
        registeredUsers: [],
        nonRegisteredUsers: [
          { ...invitee, firstName: firstName.trim() || undefined, lastName: lastName.trim() || undefined },
        ],
        invitationMessage: message,
      }),
    onSuccess: () => {
      toast.success(messages.people.connectionRequestSent);
      refresh();
      onSent?.();
      onDone();
    },
    onError: (error) => toast.error(failureMessage(error, invitee.email)),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (isTooLong) toast.error(messages.people.invitationMessageTooLong);
    else mutation.mutate();
  }

  return (
    <form noValidate onSubmit={submit} className={isCompact ? 'flex flex-col gap-3' : 'flex flex-col gap-4'}>
      {isCompact ? null : <TextField label={copy.email} value={invitee.email} readOnly className="bg-slate-50" />}
      <div className={isCompact ? 'grid grid-cols-2 gap-3' : 'grid grid-cols-2 gap-3 mobile:grid-cols-1'}>
        <TextField
          label={copy.firstName}
          autoComplete="off"
          value={firstName}
          onChange={(e) => setFirstName(e.target.value)}
        />
        <TextField
          label={copy.lastName}
          autoComplete="off"
          value={lastName}
          onChange={(e) => setLastName(e.target.value)}
        />
      </div>
      <TextArea
        label={peopleCopy.newRelationship.message}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
        counterMax={INVITATION_MESSAGE_MAX}
        error={isTooLong ? messages.people.invitationMessageTooLongInline : null}
        rows={isCompact ? 2 : 4}
      />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onDone} disabled={mutation.isPending}>
          {copy.cancel}
        </Button>
        <Button type="submit" isLoading={mutation.isPending}>
          {copy.send}
        </Button>
      </div>
    </form>
  );
}

/** Opens when an e-mail lookup answers 404, or from a ?connect= link (spec 1 §2). */
export function InviteDialog() {
  const productName = useProductName();
  const invitee = usePeopleStore((state) => state.invitee);
  const closeInvite = usePeopleStore((state) => state.closeInvite);
  return (
    <Dialog
      open={invitee !== null}
      onClose={closeInvite}
      size="md"
      title={copy.title}
      description={invitee ? copy.text(invitee.email, productName) : undefined}
    >
      {invitee ? <InviteForm key={invitee.email} invitee={invitee} onDone={closeInvite} /> : null}
    </Dialog>
  );
}
