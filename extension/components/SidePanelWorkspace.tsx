import { uiCopy } from '@shared/ui-copy';
import { ArrowLeft } from 'lucide-react';
import { PendingChatBox } from '@webapp/features/chat/PendingChatBox';
import { UploadTokenProvider } from '@webapp/features/people/csv/upload-auth';
import { useRelationships } from '@webapp/features/people/list/use-relationships';
import { PeoplePanels } from '@webapp/features/people/PeoplePanels';
import { WorkspaceNavProvider } from '@webapp/features/people/workspace-nav';
import { LazyNotificationPostDialog, LazyShareDrawer } from '@webapp/features/shell/lazy-overlays';
import { HeaderSearchBox } from '@webapp/features/search/HeaderSearchBox';
import { RelationshipsSidebar } from '@webapp/features/shell/RelationshipsSidebar';
import { ScreenSkeleton } from '@webapp/features/shell/ScreenSkeletons';
import { useShellStore } from '@webapp/features/shell/shell-store';
import { lazyComponent } from '@webapp/lib/lazy-component';
import { MountOnFirstOpen } from '@webapp/ui/MountOnFirstOpen';
import { Suspense, useMemo } from 'react';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { useOpenWebApp } from '../lib/use-open-web-app';
import { OpenInWebApp } from './OpenInWebApp';
import { PagePeopleMenuRequests, PeopleOnPageButton } from './people-on-page/PeopleOnPageButton';
import { PEOPLE_ON_PAGE_PATH } from './people-on-page/use-read-page';

// The list is the panel's first screen; a workspace and the drawers are chunks loaded on first use.
const RelationshipRoute = lazyComponent(() => import('@webapp/routes/RelationshipRoute'), 'RelationshipRoute');
const GroupRoute = lazyComponent(() => import('@webapp/routes/GroupRoute'), 'GroupRoute');
const JobRoute = lazyComponent(() => import('@webapp/routes/JobRoute'), 'JobRoute');
const ApplicantRoute = lazyComponent(() => import('@webapp/routes/ApplicantRoute'), 'ApplicantRoute');
const JobsSidebar = lazyComponent(() => import('@webapp/features/shell/JobsSidebar'), 'JobsSidebar');
const JobFormDrawer = lazyComponent(() => import('@webapp/features/jobs/form/JobFormDrawer'), 'JobFormDrawer');
const NewRelationshipDrawer = lazyComponent(
  () => import('@webapp/features/people/new-relationship/NewRelationshipDrawer'),
  'NewRelationshipDrawer',
);
const PeopleOnPage = lazyComponent(() => import('./people-on-page/PeopleOnPage'), 'PeopleOnPage');
// Message search's results (issue 39): a chunk of their own, loaded on the first search.
const SearchScreen = lazyComponent(() => import('@webapp/features/search/SearchScreen'), 'SearchScreen');
const CreateGroupDrawer = lazyComponent(() => import('@webapp/features/groups/CreateGroupDrawer'), 'CreateGroupDrawer');

/**
 * The list's chat box, as on the web app's list (spec 2 §4): what is written waits and the
 * relationship opened next sends it. Not before there is someone to open (the list's empty state).
 */
function PendingChatForList() {
  const hasPeople = useRelationships().rows.some((row) => row.role === 'user');
  return hasPeople ? <PendingChatBox className="m-2 mt-auto" /> : null;
}

const inPlaceScreens = { relationship: RelationshipRoute, group: GroupRoute, job: JobRoute, applicant: ApplicantRoute };

/**
 * A relationship, group, job page or applicant workspace opened in place: the web app's
 * screen, with a way to the same place in a tab.
 */
function InPlaceWorkspace({ serverUrl, screen }: { serverUrl: string; screen: keyof typeof inPlaceScreens }) {
  const Screen = inPlaceScreens[screen];
  return (
    <div className="flex flex-col gap-3 p-2">
      <OpenInWebApp serverUrl={serverUrl} />
      <Suspense fallback={<ScreenSkeleton />}>
        <Screen />
      </Suspense>
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
  const openWebApp = useOpenWebApp(serverUrl);
  const nav = useMemo(
    () => ({ mode: 'router' as const, origin: serverUrl, openInWebApp: (path: string) => void openWebApp(path) }),
    [serverUrl, openWebApp],
  );
  return (
    <MemoryRouter>
      <WorkspaceNavProvider value={nav}>
        <UploadTokenProvider token={token}>
          <HeaderSearchBox className="border-b border-slate-200 bg-white p-2" />
          <Routes>
            <Route
              path="/search"
              element={
                <div className="flex min-h-0 flex-1 flex-col gap-2 p-2">
                  <Link
                    to="/"
                    className="inline-flex items-center gap-1 self-start rounded-lg px-2 py-1 text-xs font-medium text-accent-700 hover:bg-accent-50 focus-visible:outline-2 focus-visible:outline-accent-600"
                  >
                    <ArrowLeft aria-hidden="true" className="size-3.5" />
                    {uiCopy.extension.backToList}
                  </Link>
                  <Suspense fallback={<ScreenSkeleton />}>
                    {/* A public job page is the web app's: it opens there, signed in. */}
                    <SearchScreen
                      openOutside={(url) => {
                        if (!url.startsWith('/job/')) return false;
                        void openWebApp(url);
                        return true;
                      }}
                    />
                  </Suspense>
                </div>
              }
            />
            <Route
              path="/relationships/:relationshipId"
              element={<InPlaceWorkspace serverUrl={serverUrl} screen="relationship" />}
            />
            <Route path="/group/:groupId" element={<InPlaceWorkspace serverUrl={serverUrl} screen="group" />} />
            <Route path="/jobs/:jobId" element={<InPlaceWorkspace serverUrl={serverUrl} screen="job" />} />
            <Route
              path="/jobs/:jobId/applicants/:groupId"
              element={<InPlaceWorkspace serverUrl={serverUrl} screen="applicant" />}
            />
            {/* Jobs (the Jobs breadcrumb's place): the web app's jobs list, whose jobs open in place. */}
            <Route
              path="/jobs/view"
              element={
                <div className="flex min-h-0 flex-1 flex-col bg-white">
                  <div className="flex items-center justify-between gap-2 p-2">
                    <Link
                      to="/"
                      className="inline-flex items-center gap-1 rounded-lg px-2 py-1 text-xs font-medium text-accent-700 hover:bg-accent-50 focus-visible:outline-2 focus-visible:outline-accent-600"
                    >
                      <ArrowLeft aria-hidden="true" className="size-3.5" />
                      {uiCopy.extension.backToList}
                    </Link>
                    <OpenInWebApp serverUrl={serverUrl} />
                  </div>
                  <Suspense fallback={<ScreenSkeleton />}>
                    <JobsSidebar />
                  </Suspense>
                </div>
              }
            />
            <Route
              path={PEOPLE_ON_PAGE_PATH}
              element={
                <Suspense fallback={<ScreenSkeleton />}>
                  <PeopleOnPage />
                </Suspense>
              }
            />
            <Route
              path="*"
              element={
                <div className="flex min-h-0 flex-1 flex-col bg-white">
                  <PeopleOnPageButton />
                  <RelationshipsSidebar showTitle={false} />
                  <PendingChatForList />
                </div>
              }
            />
          </Routes>
          <PagePeopleMenuRequests />
          <MountOnFirstOpen isOpen={panel === 'newRelationship'}>
            <NewRelationshipDrawer open={panel === 'newRelationship'} onClose={closePanel} />
          </MountOnFirstOpen>
          <MountOnFirstOpen isOpen={panel === 'createGroup'}>
            <CreateGroupDrawer open={panel === 'createGroup'} onClose={closePanel} />
          </MountOnFirstOpen>
          <MountOnFirstOpen isOpen={panel === 'postJob'}>
            <JobFormDrawer open={panel === 'postJob'} onClose={closePanel} />
          </MountOnFirstOpen>
          <PeoplePanels handleConnectLinks={false} />
          <LazyShareDrawer />
          <LazyNotificationPostDialog />
        </UploadTokenProvider>
      </WorkspaceNavProvider>
    </MemoryRouter>
  );
}
