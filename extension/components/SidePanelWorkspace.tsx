import { ShareDrawer } from '@webapp/features/composer/ShareDrawer';
import { CreateGroupDrawer } from '@webapp/features/groups/CreateGroupDrawer';
import { UploadTokenProvider } from '@webapp/features/people/csv/upload-auth';
import { NewRelationshipDrawer } from '@webapp/features/people/new-relationship/NewRelationshipDrawer';
import { PeoplePanels } from '@webapp/features/people/PeoplePanels';
import { WorkspaceNavProvider } from '@webapp/features/people/workspace-nav';
import { NotificationPostDialog } from '@webapp/features/posts/views/NotificationPostDialog';
import { RelationshipsSidebar } from '@webapp/features/shell/RelationshipsSidebar';
import { useShellStore } from '@webapp/features/shell/shell-store';
import { GroupRoute } from '@webapp/routes/GroupRoute';
import { RelationshipRoute } from '@webapp/routes/RelationshipRoute';
import { useMemo } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { OpenInWebApp } from './OpenInWebApp';

/** A relationship or group opened in place: the web app's screen, with a way to the same place in a tab. */
function InPlaceWorkspace({ serverUrl, screen }: { serverUrl: string; screen: 'relationship' | 'group' }) {
  return (
    <div className="flex flex-col gap-3 p-2">
      <OpenInWebApp serverUrl={serverUrl} />
      {screen === 'relationship' ? <RelationshipRoute /> : <GroupRoute />}
    </div>
  );
}

/**
 * The web app's relationship sidebar in the side panel: the same tabs, search, rows and
 * drawers; a relationship or group opens in place (timeline, chat box, share composer),
 * with a link to the same place in the web app.
 */
export function SidePanelWorkspace({ serverUrl, token }: { serverUrl: string; token: string }) {
  const panel = useShellStore((state) => state.panel);
  const closePanel = useShellStore((state) => state.closePanel);
  const nav = useMemo(() => ({ mode: 'router' as const, origin: serverUrl }), [serverUrl]);
  return (
    <MemoryRouter>
      <WorkspaceNavProvider value={nav}>
        <UploadTokenProvider token={token}>
          <Routes>
            <Route
              path="/relationships/:relationshipId"
              element={<InPlaceWorkspace serverUrl={serverUrl} screen="relationship" />}
            />
            <Route path="/group/:groupId" element={<InPlaceWorkspace serverUrl={serverUrl} screen="group" />} />
            <Route
              path="*"
              element={
                <div className="flex min-h-0 flex-1 flex-col bg-white">
                  <RelationshipsSidebar showTitle={false} />
                </div>
              }
            />
          </Routes>
          <NewRelationshipDrawer open={panel === 'newRelationship'} onClose={closePanel} />
          <CreateGroupDrawer open={panel === 'createGroup'} onClose={closePanel} />
          <PeoplePanels handleConnectLinks={false} />
          <ShareDrawer />
          <NotificationPostDialog />
        </UploadTokenProvider>
      </WorkspaceNavProvider>
    </MemoryRouter>
  );
}
