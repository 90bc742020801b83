import { CreateGroupDrawer } from '@webapp/features/groups/CreateGroupDrawer';
import { UploadTokenProvider } from '@webapp/features/people/csv/upload-auth';
import { NewRelationshipDrawer } from '@webapp/features/people/new-relationship/NewRelationshipDrawer';
import { PeoplePanels } from '@webapp/features/people/PeoplePanels';
import { WorkspaceNavProvider } from '@webapp/features/people/workspace-nav';
import { RelationshipsSidebar } from '@webapp/features/shell/RelationshipsSidebar';
import { useShellStore } from '@webapp/features/shell/shell-store';
import { useMemo } from 'react';
import { MemoryRouter } from 'react-router-dom';

/**
 * The web app's relationship sidebar in the side panel: the same tabs, search, rows and
 * drawers; a relationship or group opens in the web app in a new tab.
 */
export function SidePanelWorkspace({ serverUrl, token }: { serverUrl: string; token: string }) {
  const panel = useShellStore((state) => state.panel);
  const closePanel = useShellStore((state) => state.closePanel);
  const nav = useMemo(() => ({ mode: 'external' as const, origin: serverUrl }), [serverUrl]);
  return (
    <MemoryRouter>
      <WorkspaceNavProvider value={nav}>
        <UploadTokenProvider token={token}>
          <div className="flex min-h-0 flex-1 flex-col bg-white">
            <RelationshipsSidebar showTitle={false} />
          </div>
          <NewRelationshipDrawer open={panel === 'newRelationship'} onClose={closePanel} />
          <CreateGroupDrawer open={panel === 'createGroup'} onClose={closePanel} />
          <PeoplePanels handleConnectLinks={false} />
        </UploadTokenProvider>
      </WorkspaceNavProvider>
    </MemoryRouter>
  );
}
