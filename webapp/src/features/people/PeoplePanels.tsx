import { lazyComponent } from '../../lib/lazy-component';
import { MountOnFirstOpen } from '../../ui/MountOnFirstOpen';
import { useConnectQueryParam } from './invite/use-connect-query-param';
import { usePeopleStore } from './people-store';

// Each dialog is a chunk loaded the first time it opens (the CSV import carries papaparse).
const PendingInvitationsDrawer = lazyComponent(
  () => import('../invitations/PendingInvitationsDrawer'),
  'PendingInvitationsDrawer',
);
const CongratulationsDialog = lazyComponent(
  () => import('./connection/CongratulationsDialog'),
  'CongratulationsDialog',
);
const CsvImportDrawer = lazyComponent(() => import('./csv/CsvImportDrawer'), 'CsvImportDrawer');
const InviteDialog = lazyComponent(() => import('./invite/InviteDialog'), 'InviteDialog');

/** The people dialogs that are not shell panels: invite, CSV import, pending invitations, congratulations. */
export function PeoplePanels({ handleConnectLinks = true }: { handleConnectLinks?: boolean }) {
  const isInviteOpen = usePeopleStore((state) => state.invitee !== null);
  const isCsvOpen = usePeopleStore((state) => state.isCsvOpen);
  const isCongratulating = usePeopleStore((state) => state.congratulation !== null);
  return (
    <>
      {handleConnectLinks ? <ConnectLinkHandler /> : null}
      <MountOnFirstOpen isOpen={isInviteOpen}>
        <InviteDialog />
      </MountOnFirstOpen>
      <MountOnFirstOpen isOpen={isCsvOpen}>
        <CsvImportDrawer />
      </MountOnFirstOpen>
      <PendingInvitationsPanel />
      <MountOnFirstOpen isOpen={isCongratulating}>
        <CongratulationsDialog />
      </MountOnFirstOpen>
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
  return (
    <MountOnFirstOpen isOpen={isOpen}>
      <PendingInvitationsDrawer open={isOpen} onClose={() => setOpen(false)} />
    </MountOnFirstOpen>
  );
}
