import { messages } from '@shared/messages';
import { INVITATION_MESSAGE_MAX } from '@shared/rules';
import { invitationsCopy, peopleCopy } from '@shared/ui-copy';
import { FileUp, Send } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useProductName } from '../../app-config/use-app-config';
import { Button } from '../../../ui/Button';
import { Drawer } from '../../../ui/Drawer';
import { TextArea } from '../../../ui/TextArea';
import { toast } from '../../../ui/toast-store';
import { useViewer } from '../../session/viewer-context';
import { usePeopleStore } from '../people-store';
import { useOpenWorkspace } from '../workspace-nav';
import { HelpBanner } from './HelpBanner';
import { PeopleSearch } from './PeopleSearch';
import { ProTipAccordion } from './ProTipAccordion';
import { RecipientInput } from './RecipientInput';
import { useRecipientSearch } from './use-recipient-suggestions';
import { useRecipients } from './use-recipients';
import { useSendInvitations } from './use-send-invitations';

const copy = peopleCopy.newRelationship;

/** The drawer's content: To:, the invitation message, CONNECT, CSV, Pro Tip, People Search. */
export function NewRelationshipForm({ onClose }: { onClose: () => void }) {
  const productName = useProductName();
  const viewer = useViewer();
  const to = useRecipients(viewer.email);
  const [message, setMessage] = useState(() => messages.people.defaultInvitationMessage(productName));
  const { suggestions, emptyText } = useRecipientSearch(to.draft);
  const openWorkspace = useOpenWorkspace();
  const setCsvOpen = usePeopleStore((state) => state.setCsvOpen);
  const setPendingInvitationsOpen = usePeopleStore((state) => state.setPendingInvitationsOpen);
  const send = useSendInvitations(() => {
    to.reset();
    onClose();
  });
  const isTooLong = message.length > INVITATION_MESSAGE_MAX;
  const canConnect = to.recipients.length > 0 || to.draft.trim().length > 0;

  function submit(event: FormEvent) {
    event.preventDefault();
    const recipients = to.flush();
    if (recipients === null) return;
    if (recipients.length === 0) {
      toast.error(messages.people.enterEmailToConnect);
      return;
    }
    if (isTooLong) {
      toast.error(messages.people.invitationMessageTooLong);
      return;
    }
    send.mutate({ recipients, message });
  }

  return (
    <div className="flex flex-col gap-6">
      <HelpBanner />
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <RecipientInput
          label={peopleCopy.recipients.label}
          placeholder={peopleCopy.recipients.placeholder}
          recipients={to.recipients}
          draft={to.draft}
          onDraftChange={to.setDraft}
          onCommit={to.commit}
          onPick={to.pick}
          onRemove={to.remove}
          suggestions={suggestions}
          emptyText={emptyText}
          error={to.error}
        />
        <TextArea
          label={copy.message}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          counterMax={INVITATION_MESSAGE_MAX}
          error={isTooLong ? messages.people.invitationMessageTooLongInline : null}
          rows={5}
        />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex flex-col items-start gap-0.5">
            <Button
              variant="ghost"
              size="sm"
              icon={FileUp}
              className="-ml-3 text-accent-700"
              onClick={() => {
                onClose();
                setCsvOpen(true);
              }}
            >
              {copy.uploadCsv}
            </Button>
            <button
              type="button"
              className="rounded text-xs font-medium text-slate-500 underline-offset-2 hover:text-slate-700 hover:underline focus-visible:outline-2 focus-visible:outline-accent-600"
              onClick={() => {
                onClose();
                setPendingInvitationsOpen(true);
              }}
            >
              {invitationsCopy.pending.link}
            </button>
          </div>
          <Button type="submit" icon={Send} disabled={!canConnect} isLoading={send.isPending} className="ml-auto">
            {copy.connect}
          </Button>
        </div>
      </form>
      <ProTipAccordion />
      <PeopleSearch
        onOpen={(path) => {
          onClose();
          openWorkspace(path);
        }}
      />
    </div>
  );
}

/** Start a new relationship (spec 1 §2). */
export function NewRelationshipDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Drawer open={open} onClose={onClose} title={messages.relationships.startNewRelationship}>
      <NewRelationshipForm onClose={onClose} />
    </Drawer>
  );
}
