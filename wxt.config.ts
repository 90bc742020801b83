import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'wxt';
import { nameTheManifest, type TitledManifest } from './scripts/manifest-titles';
import { builtProductName, productNameInHtml } from './scripts/product-name';
import { productionAliases } from './scripts/production-aliases';
import { quietOnwarn } from './scripts/quiet-warnings';

const productName = builtProductName();

// The extension lives under extension/; the build lands in dist-ext/chrome-mv3.
export default defineConfig({
  srcDir: 'extension',
  publicDir: 'extension/public',
  outDir: 'dist-ext',
  modules: ['@wxt-dev/module-react', '@wxt-dev/webextension-polyfill'],
  // WXT ignores the root vite.config.ts: the aliases and Tailwind are declared again here.
  alias: {
    '@shared': fileURLToPath(new URL('./shared', import.meta.url)),
    '@webapp': fileURLToPath(new URL('./webapp/src', import.meta.url)),
  },
  vite: ({ command }) => ({
    plugins: [tailwindcss(), productNameInHtml()],
    resolve: { alias: command === 'build' ? productionAliases : [] },
    build: {
      sourcemap: process.env.EXT_SOURCEMAP === '1',
      // Pages load from disk: preloading a lazy chunk's imports buys nothing, and inserting a
      // <link rel="modulepreload"> per import cost the side panel a long task (issue 18).
      modulePreload: false,
      rollupOptions: { onwarn: quietOnwarn },
    },
  }),
  // Manifest V3 for Firefox too (WXT's default there is V2, which has no `action` API).
  manifestVersion: 3,
  manifest: ({ browser }) => ({
    name: productName,
    description: 'Your relationships, chats and shares beside every page.',
    // Each one is explained in the README's permissions table. Firefox gets a sidebar_action
    // for the side panel instead of the sidePanel API.
    permissions: [
      'storage',
      ...(browser === 'firefox' ? [] : ['sidePanel']),
      'contextMenus',
      // Read the selection of the tab the user acted on (popup or menu click), nowhere else.
      'activeTab',
      'scripting',
      'alarms',
      'notifications',
    ],
    // The server URL is configurable; only it is ever contacted (see README).
    optional_host_permissions: ['http://*/*', 'https://*/*'],
    // Loopback on any port (match patterns ignore ports): the default server. Others are asked for at sign-in.
    host_permissions: ['http://localhost/*', 'http://127.0.0.1/*'],
    action: { default_title: `Open ${productName}` },
    // Firefox requires an id for Manifest V3 add-ons; set the published one before submitting to AMO.
    ...(browser === 'firefox'
      ? {
          browser_specific_settings: { gecko: { id: 'extension@rapport.local', strict_min_version: '128.0' } },
          // Firefox's default for Manifest V3 pages adds upgrade-insecure-requests, which turns the
          // side panel's ws:// socket to a server on http:// into wss:// (it never opened); Chrome's
          // default has no such rule. Scripts stay the add-on's own.
          content_security_policy: { extension_pages: "script-src 'self'" },
        }
      : {}),
  }),
  // The sources zip AMO asks for: the repository without builds and local data.
  zip: {
    excludeSources: [
      'dist/**',
      'dist-ext/**',
      'data/**',
      'coverage/**',
      '.e2e-artifacts/**',
      'bench/results/**',
      '.test-reports/**',
    ],
  },
  hooks: {
    'build:manifestGenerated': (wxt, manifest) =>
      nameTheManifest(manifest as TitledManifest, wxt.config.browser, productName),
  },
});
