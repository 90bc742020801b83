import { join } from 'node:path';
import { WEB_PAGES } from '@shared/web-pages';
import { buildFile } from './build-file';

/** One segment of an id or a profile alias (letters, digits, `.`, `_`, `-`: `grace.hopper`). */
const ID = '[A-Za-z0-9._-]{1,64}';

/** The table's addresses as patterns (`:id`: one segment of an id). */
const SCREENS = WEB_PAGES.map((page) => ({
  ...page,
  path: new RegExp(`^${page.path.replaceAll(':id', ID)}/?$`),
}));

/** The router's screen modules for `pathname`, or none when the page is not one the table knows. */
export function screenModules(pathname: string, signedIn: boolean): string[] {
  const screen = SCREENS.find((entry) => entry.path.test(pathname));
  return screen && (signedIn || !screen.signedIn) ? [...screen.modules] : [];
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
