import { fileURLToPath } from 'node:url';

const reactRouter = (file: string) =>
  fileURLToPath(new URL(`../node_modules/react-router/dist/production/${file}`, import.meta.url));

/**
 * Packages whose `import` condition resolves to their development build, pointed at the
 * production one for `vite build` and `wxt build`. react-router 7 names no `production`
 * condition: the app shipped its development build (its warnings, its checks, its bigger
 * route matching), which the first render's trace showed on every cold load (issue 18).
 * Exact matches only (`react-router/dom` is its own file).
 */
export const productionAliases = [
  { find: /^react-router$/, replacement: reactRouter('index.mjs') },
  { find: /^react-router\/dom$/, replacement: reactRouter('dom-export.mjs') },
];
