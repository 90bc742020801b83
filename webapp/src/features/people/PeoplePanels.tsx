import { PendingInvitationsDrawer } from '../invitations/PendingInvitationsDrawer';
import { CongratulationsDialog } from './connection/CongratulationsDialog';
import { CsvImportDrawer } from './csv/CsvImportDrawer';
import { InviteDialog } from './invite/InviteDialog';
import { useConnectQueryParam } from './invite/use-connect-query-param';
import { usePeopleStore } from './people-store';

/** The people dialogs that are not shell panels: invite, CSV import, pending invitations, congratulations. */
export function PeoplePanels({ handleConnectLinks = true }: { handleConnectLinks?: boolean }) {
  return (
    <>
      {handleConnectLinks ? <ConnectLinkHandler /> : null}
      <InviteDialog />
      <CsvImportDrawer />
      <PendingInvitationsPanel />
      <CongratulationsDialog />
    </>
  );
}

/** ?connect=<email> opens the invite dialog (spec 1 §2). */
function ConnectLinkHandler() {
  useConnectQueryParam();
  return null;
}

/** Pending invitations, opened from the new-relationship drawer (here so the extension has it too). */
function PendingInvitationsPanel() {
  const isOpen = usePeopleStore((state) => state.isPendingInvitationsOpen);
  const setOpen = usePeopleStore((state) => state.setPendingInvitationsOpen);
  return <PendingInvitationsDrawer open={isOpen} onClose={() => setOpen(false)} />;
}
