import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createServer, type Plugin } from 'vite';
import { PRERENDER_DIR, PRERENDERED_PAGES } from '../shared/web-pages';

type PrerenderModule = { prerenderPage: (pathname: string) => Promise<string> };

/**
 * Writes `dist/web/.vite/prerender/<page>.html`: the markup of each signed-out screen of
 * PRERENDERED_PAGES (the sign-in form), rendered from the app's own modules
 * (webapp/src/prerender.tsx) through Vite's server-side module loader with this same config.
 * The server sends it inside index.html's `#root`, so the page paints before its scripts
 * have loaded and run (issue 38: the sign-in LCP waited for React and the entry to evaluate).
 */
export function prerenderPages(configFile: string): Plugin {
  let outDir = '';
  return {
    name: 'rapport-prerender',
    apply: 'build',
    configResolved: (config) => {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: async () => {
      const pages = await prerenderedPages(configFile);
      mkdirSync(join(outDir, PRERENDER_DIR), { recursive: true });
      for (const [file, markup] of pages) writeFileSync(join(outDir, PRERENDER_DIR, `${file}.html`), markup);
    },
  };
}

/** Each page of PRERENDERED_PAGES by its file name, rendered with the web app's Vite config. */
export async function prerenderedPages(configFile: string): Promise<Map<string, string>> {
  const server = await createServer({
    configFile,
    logLevel: 'warn',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const { prerenderPage } = (await server.ssrLoadModule('/src/prerender.tsx')) as PrerenderModule;
    const pages = new Map<string, string>();
    for (const page of PRERENDERED_PAGES) pages.set(page.file, await prerenderPage(page.path));
    return pages;
  } finally {
    await server.close();
  }
}
