/**
 * The web app's pages as its router loads them (webapp/src/router.tsx): for each address, the
 * layouts and the screen, by their modules under webapp/, in the router's order. The server
 * names a page's chunks as preloads in its index.html (server/http/first-chunks.ts); the build
 * puts the code each page loads together into one file (scripts/vite-chunk-plan.ts). A test
 * holds the table to the router's `import()`s (server/http/first-chunks.test.ts).
 */
const SIGNED_IN = 'src/features/session/SignedInOutlet.tsx';
const SHELL = 'src/features/shell/AppShell.tsx';

export type WebPage = {
  /** The address, `:id` standing for one path segment of an id. */
  path: string;
  modules: readonly string[];
  /** Only a signed-in viewer gets this screen (a visitor is sent to the sign-in page). */
  signedIn: boolean;
};

export const WEB_PAGES: readonly WebPage[] = [
  { path: '/', modules: [SIGNED_IN, SHELL, 'src/routes/HomeRoute.tsx'], signedIn: true },
  { path: '/relationships/:id', modules: [SIGNED_IN, SHELL, 'src/routes/RelationshipRoute.tsx'], signedIn: true },
  { path: '/group/:id', modules: [SIGNED_IN, SHELL, 'src/routes/GroupRoute.tsx'], signedIn: true },
  { path: '/jobs/view', modules: [SIGNED_IN, SHELL, 'src/routes/JobsHomeRoute.tsx'], signedIn: true },
  { path: '/jobs/:id', modules: [SIGNED_IN, SHELL, 'src/routes/JobRoute.tsx'], signedIn: true },
  { path: '/jobs/:id/applicants/:id', modules: [SIGNED_IN, SHELL, 'src/routes/ApplicantRoute.tsx'], signedIn: true },
  { path: '/pricing', modules: [SIGNED_IN, SHELL, 'src/routes/PricingRoute.tsx'], signedIn: true },
  { path: '/meet/:id', modules: [SIGNED_IN, 'src/routes/MeetRoute.tsx'], signedIn: true },
  { path: '/login', modules: ['src/routes/LoginRoute.tsx'], signedIn: false },
  { path: '/signup', modules: ['src/routes/SignupRoute.tsx'], signedIn: false },
  { path: '/cp/:id', modules: ['src/routes/PublicProfileRoute.tsx'], signedIn: false },
  { path: '/job/:id', modules: ['src/routes/PublicJobRoute.tsx'], signedIn: false },
  { path: '/invite/:id', modules: ['src/routes/InviteRoute.tsx'], signedIn: false },
];

/**
 * The id of the data block in which a signed-in page's index.html carries the answers to its
 * first API calls (server/http/first-answers.ts writes it, webapp/src/lib/first-answers.ts reads it).
 */
export const FIRST_ANSWERS_ELEMENT_ID = 'first-answers';

/**
 * Screens the build renders to HTML (webapp/src/prerender.tsx, scripts/vite-prerender.ts) and
 * the server puts into index.html's `#root` for a signed-out visitor (server/http/prerendered.ts):
 * the page paints its form before its scripts have run, and the app then hydrates it.
 */
export const PRERENDERED_PAGES: readonly { path: string; file: string }[] = [{ path: '/login', file: 'login' }];

/** Where the build writes them, beside its other files the server reads and never serves. */
export const PRERENDER_DIR = '.vite/prerender';

/** The product name as the build writes it: the server puts its PRODUCT_NAME in its place. */
export const PRERENDERED_PRODUCT_NAME = '__RAPPORT_PRODUCT_NAME__';
