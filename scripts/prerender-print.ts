/**
 * Prints the pages the build prerenders (scripts/vite-prerender.ts) as one JSON line,
 * `{ file: markup }`: the hydration test (webapp/src/prerender.test.tsx) renders them in a
 * process of their own, as the build does, since React's server renderer leaves its last
 * context values in the modules it rendered with.
 */
import { fileURLToPath } from 'node:url';
import { prerenderedPages } from './vite-prerender';

const pages = await prerenderedPages(fileURLToPath(new URL('../vite.config.ts', import.meta.url)));
process.stdout.write(`${JSON.stringify(Object.fromEntries(pages))}\n`);
