import type { ComponentType, ReactNode } from 'react';
import { Suspense } from 'react';
import { matchRoutes, type RouteObject, useLocation, useRoutes } from 'react-router-dom';
import { AuthSkeleton, PublicPageSkeleton, ScreenSkeleton } from './features/shell/ScreenSkeletons';
import { ShellSkeleton } from './features/shell/ShellSkeleton';
import { type LazyComponent, lazyComponent } from './lib/lazy-component';
import { ErrorBoundary } from './ui/ErrorBoundary';

// Every screen and both signed-in layouts are chunks of their own: the first load carries
// only React, the router, the query client and the API client (budget: e2e/first-load).
const SignedInOutlet = lazyComponent(() => import('./features/session/SignedInOutlet'), 'SignedInOutlet');
const AppShell = lazyComponent(() => import('./features/shell/AppShell'), 'AppShell');
const LoginRoute = lazyComponent(() => import('./routes/LoginRoute'), 'LoginRoute');
const SignupRoute = lazyComponent(() => import('./routes/SignupRoute'), 'SignupRoute');
const PublicProfileRoute = lazyComponent(() => import('./routes/PublicProfileRoute'), 'PublicProfileRoute');
const PublicJobRoute = lazyComponent(() => import('./routes/PublicJobRoute'), 'PublicJobRoute');
const InviteRoute = lazyComponent(() => import('./routes/InviteRoute'), 'InviteRoute');
const OutsideSigningRoute = lazyComponent(() => import('./routes/OutsideSigningRoute'), 'OutsideSigningRoute');
const MeetRoute = lazyComponent(() => import('./routes/MeetRoute'), 'MeetRoute');
const HomeRoute = lazyComponent(() => import('./routes/HomeRoute'), 'HomeRoute');
const RelationshipsRoute = lazyComponent(() => import('./routes/RelationshipsRoute'), 'RelationshipsRoute');
const RelationshipRoute = lazyComponent(() => import('./routes/RelationshipRoute'), 'RelationshipRoute');
const GroupRoute = lazyComponent(() => import('./routes/GroupRoute'), 'GroupRoute');
const JobsHomeRoute = lazyComponent(() => import('./routes/JobsHomeRoute'), 'JobsHomeRoute');
const JobRoute = lazyComponent(() => import('./routes/JobRoute'), 'JobRoute');
const ApplicantRoute = lazyComponent(() => import('./routes/ApplicantRoute'), 'ApplicantRoute');
const SearchRoute = lazyComponent(() => import('./routes/SearchRoute'), 'SearchRoute');
const PricingRoute = lazyComponent(() => import('./routes/PricingRoute'), 'PricingRoute');
const AccountDataRoute = lazyComponent(() => import('./routes/AccountDataRoute'), 'AccountDataRoute');
const SignedDocumentsRoute = lazyComponent(() => import('./routes/SignedDocumentsRoute'), 'SignedDocumentsRoute');
const NotFoundRoute = lazyComponent(() => import('./routes/NotFoundRoute'), 'NotFoundRoute');

type RouteHandle = { preload: () => Promise<unknown> };

/** A route's failure (its code not downloaded, or a render error) shown in its place; another path starts afresh. */
function RouteBoundary({ size, children }: { size: 'page' | 'screen'; children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary size={size} resetKey={pathname}>
      {children}
    </ErrorBoundary>
  );
}

/**
 * A route whose element loads on first use, drawn as `fallback` (the screen's shape) meanwhile.
 * A screen inside the shell fails inside it (`screen`); a layout or public page fails as a page.
 */
function lazyRoute(
  Screen: LazyComponent<object>,
  fallback: ReactNode,
  route: RouteObject = {},
  size: 'page' | 'screen' = 'page',
): RouteObject {
  const Component = Screen as ComponentType;
  return {
    ...route,
    element: (
      <RouteBoundary size={size}>
        <Suspense fallback={fallback}>
          <Component />
        </Suspense>
      </RouteBoundary>
    ),
    handle: { preload: Screen.preload } satisfies RouteHandle,
  } as RouteObject;
}

const screen = (path: string, Screen: LazyComponent<object>) =>
  lazyRoute(Screen, <ScreenSkeleton />, { path }, 'screen');
const publicPage = (path: string, Screen: LazyComponent<object>) => lazyRoute(Screen, <PublicPageSkeleton />, { path });

/** The spec's route table (spec 1 §2). Public: /login, /signup, /cp/…, /job/…. */
export const routes: RouteObject[] = [
  lazyRoute(LoginRoute, <AuthSkeleton />, { path: '/login' }),
  lazyRoute(SignupRoute, <AuthSkeleton />, { path: '/signup' }),
  publicPage('/cp/:profileAlias', PublicProfileRoute),
  publicPage('/job/:jobId', PublicJobRoute),
  publicPage('/invite/:token', InviteRoute),
  publicPage('/sign/:token', OutsideSigningRoute),
  lazyRoute(SignedInOutlet, <ShellSkeleton />, {
    children: [
      lazyRoute(MeetRoute, <ShellSkeleton />, { path: '/meet/:postId' }),
      lazyRoute(AppShell, <ShellSkeleton />, {
        children: [
          screen('/', HomeRoute),
          screen('/relationships', RelationshipsRoute),
          screen('/relationships/:relationshipId', RelationshipRoute),
          screen('/group/:groupId', GroupRoute),
          screen('/jobs/view', JobsHomeRoute),
          screen('/jobs/:jobId', JobRoute),
          screen('/jobs/:jobId/applicants/:groupId', ApplicantRoute),
          screen('/pricing', PricingRoute),
          screen('/account/data', AccountDataRoute),
          screen('/documents', SignedDocumentsRoute),
          screen('/search', SearchRoute),
        ],
      }),
    ],
  }),
  publicPage('*', NotFoundRoute),
];

/** Starts loading every chunk the screen at `pathname` needs at once, instead of layout by layout. */
export function preloadScreen(pathname: string): void {
  for (const match of matchRoutes(routes, pathname) ?? []) {
    void (match.route.handle as RouteHandle | undefined)?.preload();
  }
}

/**
 * The app's screens, under a `<BrowserRouter>` (app.tsx). A declarative router, not
 * `createBrowserRouter`: the data router's code (loaders, actions, fetchers, blockers) was
 * half of the first load's entry chunk, about 18 KB gzip, and the app uses none of it.
 */
export function AppRoutes() {
  const element = useRoutes(routes);
  return <ErrorBoundary size="page">{element}</ErrorBoundary>;
}
