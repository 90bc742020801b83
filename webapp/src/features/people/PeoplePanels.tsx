import { CongratulationsDialog } from './connection/CongratulationsDialog';
import { CsvImportDrawer } from './csv/CsvImportDrawer';
import { InviteDialog } from './invite/InviteDialog';
import { useConnectQueryParam } from './invite/use-connect-query-param';

/** The people dialogs that are not shell panels: invite, CSV import, congratulations. */
export function PeoplePanels({ handleConnectLinks = true }: { handleConnectLinks?: boolean }) {
  return (
    <>
      {handleConnectLinks ? <ConnectLinkHandler /> : null}
      <InviteDialog />
      <CsvImportDrawer />
      <CongratulationsDialog />
    </>
  );
}

/** ?connect=<email> opens the invite dialog (spec 1 §2). */
function ConnectLinkHandler() {
  useConnectQueryParam();
  return null;
}
