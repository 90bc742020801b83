import { defineConfig } from 'wxt';

// The extension lives under extension/; the build lands in dist-ext/chrome-mv3.
export default defineConfig({
  srcDir: 'extension',
  publicDir: 'extension/public',
  outDir: 'dist-ext',
  modules: ['@wxt-dev/module-react', '@wxt-dev/webextension-polyfill'],
  manifest: ({ mode }) => ({
    name: 'Rapport',
    description: 'Your relationships, chats and shares beside every page.',
    permissions: ['storage', 'sidePanel'],
    // The server URL is configurable; only it is ever contacted (see README).
    optional_host_permissions: ['http://*/*', 'https://*/*'],
    host_permissions: mode === 'development' ? ['http://localhost:8787/*'] : ['http://localhost:8787/*'],
    action: { default_title: 'Open Rapport' },
  }),
});
