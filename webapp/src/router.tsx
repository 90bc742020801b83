import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { SignedInOutlet } from './features/session/SignedInOutlet';
import { AppShell } from './features/shell/AppShell';
import { ApplicantRoute } from './routes/ApplicantRoute';
import { GroupRoute } from './routes/GroupRoute';
import { HomeRoute } from './routes/HomeRoute';
import { InviteRoute } from './routes/InviteRoute';
import { JobRoute } from './routes/JobRoute';
import { JobsHomeRoute } from './routes/JobsHomeRoute';
import { LoginRoute } from './routes/LoginRoute';
import { MeetRoute } from './routes/MeetRoute';
import { NotFoundRoute } from './routes/NotFoundRoute';
import { PricingRoute } from './routes/PricingRoute';
import { PublicJobRoute } from './routes/PublicJobRoute';
import { PublicProfileRoute } from './routes/PublicProfileRoute';
import { RelationshipRoute } from './routes/RelationshipRoute';
import { SignupRoute } from './routes/SignupRoute';

/** The spec's route table (spec 1 §2). Public: /login, /signup, /cp/…, /job/…. */
export const routes: RouteObject[] = [
  { path: '/login', element: <LoginRoute /> },
  { path: '/signup', element: <SignupRoute /> },
  { path: '/cp/:profileAlias', element: <PublicProfileRoute /> },
  { path: '/job/:jobId', element: <PublicJobRoute /> },
  { path: '/invite/:token', element: <InviteRoute /> },
  {
    element: <SignedInOutlet />,
    children: [
      { path: '/meet/:postId', element: <MeetRoute /> },
      {
        element: <AppShell />,
        children: [
          { path: '/', element: <HomeRoute /> },
          { path: '/relationships/:relationshipId', element: <RelationshipRoute /> },
          { path: '/group/:groupId', element: <GroupRoute /> },
          { path: '/jobs/view', element: <JobsHomeRoute /> },
          { path: '/jobs/:jobId', element: <JobRoute /> },
          { path: '/jobs/:jobId/applicants/:groupId', element: <ApplicantRoute /> },
          { path: '/pricing', element: <PricingRoute /> },
        ],
      },
    ],
  },
  { path: '*', element: <NotFoundRoute /> },
];

export const createAppRouter = () => createBrowserRouter(routes);
