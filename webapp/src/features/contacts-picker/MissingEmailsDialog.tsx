import { messages } from '@shared/messages';
import { profileCopy } from '@shared/ui-copy';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import type { ContactWithoutEmail } from './normalize-contacts';

/** 'Missing some emails!': the picked contacts that could not be invited (spec 3 §2.3). */
export function MissingEmailsDialog({
  contacts,
  onClose,
}: {
  contacts: readonly ContactWithoutEmail[];
  onClose: () => void;
}) {
  const copy = profileCopy.contacts;
  return (
    <Dialog
      open={contacts.length > 0}
      onClose={onClose}
      title={messages.contacts.missingEmailsTitle}
      description={copy.missingEmailsText}
      actions={<Button onClick={onClose}>{copy.close}</Button>}
    >
      <ul className="flex max-h-72 flex-col divide-y divide-slate-200 overflow-y-auto rounded-lg border border-slate-200">
        {contacts.map((contact, index) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list shown once; two contacts may share a name
            key={index}
            className="flex items-center justify-between gap-3 px-3 py-2 text-sm"
          >
            <span className="min-w-0 truncate font-medium text-slate-900" title={contact.name}>
              {contact.name || copy.noName}
            </span>
            {contact.phone ? <span className="shrink-0 tabular-nums text-slate-600">{contact.phone}</span> : null}
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
