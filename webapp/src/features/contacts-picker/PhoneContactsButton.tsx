import { messages } from '@shared/messages';
import { profileCopy } from '@shared/ui-copy';
import { useMutation } from '@tanstack/react-query';
import { Contact } from 'lucide-react';
import { useState } from 'react';
import { useApiClient } from '../../lib/api-context';
import { Button, type ButtonProps } from '../../ui/Button';
import { toast } from '../../ui/toast-store';
import { useViewer } from '../session/viewer-context';
import { pickPhoneContacts } from './contact-picker';
import { invitePhoneContacts } from './invite-phone-contacts';
import { MissingEmailsDialog } from './MissingEmailsDialog';
import { type ContactWithoutEmail, type ImportedContact, normalizeContacts } from './normalize-contacts';

export type PhoneContactsButtonProps = {
  /** Called with the contacts that were invited. */
  onImported?: (contacts: ImportedContact[]) => void;
  /** The invitation message sent with them (the drawer's text area). */
  invitationMessage?: string;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  fullWidth?: boolean;
};

/**
 * Imports contacts from the phone's address book (spec 3 §4.8) and invites them by e-mail.
 * Contacts without a valid e-mail are listed in the 'Missing some emails!' dialog.
 */
export function PhoneContactsButton({
  onImported,
  invitationMessage,
  variant = 'secondary',
  size = 'md',
  fullWidth,
}: PhoneContactsButtonProps) {
  const api = useApiClient();
  const viewer = useViewer();
  const [missingEmails, setMissingEmails] = useState<ContactWithoutEmail[]>([]);
  const importContacts = useMutation({
    mutationFn: async () => {
      const picked = await pickPhoneContacts();
      if (picked === null) return null;
      const { contacts, missingEmails: withoutEmail } = normalizeContacts(picked);
      setMissingEmails(withoutEmail);
      if (contacts.length > 0) await invitePhoneContacts(api, viewer.userId, contacts, invitationMessage);
      return contacts;
    },
    onSuccess: (contacts) => {
      if (contacts === null) {
        toast.error(messages.contacts.notSupported);
        return;
      }
      if (contacts.length === 0) return;
      toast.success(messages.people.connectionRequestSent);
      onImported?.(contacts);
    },
    onError: (error) => toast.error(error.message || messages.generic.somethingWentWrong),
  });

  return (
    <>
      <Button
        variant={variant}
        size={size}
        fullWidth={fullWidth}
        icon={Contact}
        isLoading={importContacts.isPending}
        loadingText={profileCopy.contacts.importing}
        onClick={() => importContacts.mutate()}
      >
        {profileCopy.contacts.button}
      </Button>
      <MissingEmailsDialog contacts={missingEmails} onClose={() => setMissingEmails([])} />
    </>
  );
}
