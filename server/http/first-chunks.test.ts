import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionCookie, signUp } from '../testing/api-client';
import { startTestServer, stopTestServers, type TestServer } from '../testing/test-server';
import { namedScreenModules, screenModules } from './first-chunks';

describe('the screen table', () => {
  it("names only modules the web app's router loads with import()", () => {
    const router = readFileSync(new URL('../../webapp/src/router.tsx', import.meta.url), 'utf8');
    for (const module of namedScreenModules()) {
      const specifier = `./${module.replace(/^src\//, '').replace(/\.tsx?$/, '')}`;
      expect([module, router.includes(`import('${specifier}')`)]).toEqual([module, true]);
    }
  });

  it('follows the router: layouts first, the screen last, signed-in screens for a signed-in viewer only', () => {
    expect(screenModules('/', true).at(-1)).toBe('src/routes/HomeRoute.tsx');
    expect(screenModules('/jobs/view', true).at(-1)).toBe('src/routes/JobsHomeRoute.tsx');
    expect(screenModules('/jobs/j-1', true).at(-1)).toBe('src/routes/JobRoute.tsx');
    expect(screenModules('/jobs/j-1/applicants/g-1', true).at(-1)).toBe('src/routes/ApplicantRoute.tsx');
    expect(screenModules('/meet/p-1', true)).toEqual([
      'src/features/session/SignedInOutlet.tsx',
      'src/routes/MeetRoute.tsx',
    ]);
    expect(screenModules('/', false)).toEqual([]);
    expect(screenModules('/group/g-1', false)).toEqual([]);
    expect(screenModules('/login', false)).toEqual(['src/routes/LoginRoute.tsx']);
    // A profile alias may hold a dot.
    expect(screenModules('/cp/grace.hopper', false)).toEqual(['src/routes/PublicProfileRoute.tsx']);
    expect(screenModules('/group/a"><script>', true)).toEqual([]);
    expect(screenModules('/no-such-page', true)).toEqual([]);
  });
});

/** A built web app's index.html and screen map, as Vite and scripts/vite-screen-chunks.ts write them. */
const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <title>Rapport</title>
    <script type="module" crossorigin src="/assets/index-Cvk1CMoJ.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;
const MAP = {
  'src/features/session/SignedInOutlet.tsx': ['/assets/SignedInOutlet-1.js', '/assets/shared-1.js'],
  'src/features/shell/AppShell.tsx': ['/assets/Shell-1.js', '/assets/shared-1.js'],
  'src/routes/HomeRoute.tsx': ['/assets/HomeRoute-1.js'],
  'src/routes/LoginRoute.tsx': ['/assets/LoginRoute-1.js'],
};
const webDirectory = mkdtempSync(join(tmpdir(), 'rapport-web-'));
const previous = process.env.RAPPORT_WEB_DIR;
let server: TestServer;

beforeAll(async () => {
  mkdirSync(join(webDirectory, 'assets'));
  mkdirSync(join(webDirectory, '.vite'));
  writeFileSync(join(webDirectory, 'index.html'), INDEX);
  writeFileSync(join(webDirectory, '.vite/screen-chunks.json'), JSON.stringify(MAP));
  process.env.RAPPORT_WEB_DIR = webDirectory;
  server = await startTestServer();
});
afterAll(async () => {
  await stopTestServers();
  if (previous === undefined) delete process.env.RAPPORT_WEB_DIR;
  else process.env.RAPPORT_WEB_DIR = previous;
  rmSync(webDirectory, { recursive: true, force: true });
});

const modulePreloadsOf = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin fetchpriority="low" href="([^"]+)">/g)].map((m) => m[1]);

describe("a page's screen code, named in its index.html", () => {
  it("a signed-in viewer's home names its layouts' and screen's chunks once each, in its private copy", async () => {
    const client = await signUp(server.url);
    const cookie = sessionCookie(client);
    const res = await fetch(`${server.url}/`, { headers: { cookie } });
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
    expect(modulePreloadsOf(await res.text())).toEqual([
      '/assets/SignedInOutlet-1.js',
      '/assets/shared-1.js',
      '/assets/Shell-1.js',
      '/assets/HomeRoute-1.js',
    ]);
  });

  it("the sign-in page names its own for anyone; a visitor's home names none", async () => {
    const login = await fetch(`${server.url}/login`);
    expect(login.status).toBe(200);
    expect(modulePreloadsOf(await login.text())).toEqual(['/assets/LoginRoute-1.js']);
    const home = await fetch(`${server.url}/`);
    expect(modulePreloadsOf(await home.text())).toEqual([]);
    expect(home.headers.get('cache-control')).toBe('no-cache');
  });

  it('a rebuild is picked up without a restart, and a broken map leaves the page as built', async () => {
    writeFileSync(
      join(webDirectory, '.vite/screen-chunks.json'),
      JSON.stringify({ 'src/routes/LoginRoute.tsx': ['/assets/LoginRoute-22.js'] }),
    );
    expect(modulePreloadsOf(await (await fetch(`${server.url}/login`)).text())).toEqual(['/assets/LoginRoute-22.js']);
    writeFileSync(join(webDirectory, '.vite/screen-chunks.json'), '{"src/routes/Login');
    const res = await fetch(`${server.url}/login`);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(INDEX);
  });
});
