import { join } from 'node:path';
import { buildFile } from './build-file';

/** The web app's screens as its router loads them (webapp/src/router.tsx), by their modules under webapp/. */
const SIGNED_IN = 'src/features/session/SignedInOutlet.tsx';
const SHELL = 'src/features/shell/AppShell.tsx';
const ID = '[A-Za-z0-9_-]{1,64}';
const path = (pattern: string) => new RegExp(`^${pattern.replaceAll(':id', ID)}/?$`);

/**
 * Which screens' code a page needs before it can draw: the layouts and the screen the router
 * loads for that address, in the router's order. A signed-in screen is named only for a
 * signed-in viewer (a visitor is sent to the sign-in page instead). A test holds this table
 * to the router's `import()`s (first-chunks.test.ts).
 */
const SCREENS: { path: RegExp; modules: string[]; signedIn: boolean }[] = [
  { path: /^\/$/, modules: [SIGNED_IN, SHELL, 'src/routes/HomeRoute.tsx'], signedIn: true },
  { path: path('/relationships/:id'), modules: [SIGNED_IN, SHELL, 'src/routes/RelationshipRoute.tsx'], signedIn: true },
  { path: path('/group/:id'), modules: [SIGNED_IN, SHELL, 'src/routes/GroupRoute.tsx'], signedIn: true },
  { path: path('/jobs/view'), modules: [SIGNED_IN, SHELL, 'src/routes/JobsHomeRoute.tsx'], signedIn: true },
  { path: path('/jobs/:id'), modules: [SIGNED_IN, SHELL, 'src/routes/JobRoute.tsx'], signedIn: true },
  {
    path: path('/jobs/:id/applicants/:id'),
    modules: [SIGNED_IN, SHELL, 'src/routes/ApplicantRoute.tsx'],
    signedIn: true,
  },
  { path: path('/pricing'), modules: [SIGNED_IN, SHELL, 'src/routes/PricingRoute.tsx'], signedIn: true },
  { path: path('/meet/:id'), modules: [SIGNED_IN, 'src/routes/MeetRoute.tsx'], signedIn: true },
  { path: path('/login'), modules: ['src/routes/LoginRoute.tsx'], signedIn: false },
  { path: path('/signup'), modules: ['src/routes/SignupRoute.tsx'], signedIn: false },
  { path: path('/cp/:id'), modules: ['src/routes/PublicProfileRoute.tsx'], signedIn: false },
  { path: path('/job/:id'), modules: ['src/routes/PublicJobRoute.tsx'], signedIn: false },
  { path: path('/invite/:id'), modules: ['src/routes/InviteRoute.tsx'], signedIn: false },
];

/** The router's screen modules for `pathname`, or none when the page is not one the table knows. */
export function screenModules(pathname: string, signedIn: boolean): string[] {
  const screen = SCREENS.find((entry) => entry.path.test(pathname));
  return screen && (signedIn || !screen.signedIn) ? screen.modules : [];
}

/** Every module the table names, for its test. */
export const namedScreenModules = () => [...new Set(SCREENS.flatMap((entry) => entry.modules))];

/**
 * The script files of a page's screens, from the build's map (`.vite/screen-chunks.json`,
 * written by scripts/vite-screen-chunks.ts; none when the build has no map).
 */
export function firstChunks(root: string, pathname: string, signedIn: boolean): string[] {
  const map = buildFile(join(root, '.vite/screen-chunks.json'), parseMap);
  if (!map) return [];
  return [...new Set(screenModules(pathname, signedIn).flatMap((module) => map[module] ?? []))];
}

function parseMap(text: string): Record<string, string[]> {
  try {
    return JSON.parse(text) as Record<string, string[]>;
  } catch {
    return {}; // a build cut short: the pages go without the hints, as before the map existed
  }
}

/**
 * The tags: fetched as Vite's own entry preload is (`crossorigin`, so the module loader reuses
 * them), at low priority so that the entry, React and the style sheet, which draw the shell,
 * are not slowed by the screen's code on a slow line (Lighthouse mobile A/B, 3 rounds: FCP on
 * the timelines 0.50-0.53x of the same preloads at high priority, LCP unchanged).
 */
export function firstChunkLinks(files: readonly string[]): string {
  return files
    .map((file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="${file}">`)
    .join('\n    ');
}
