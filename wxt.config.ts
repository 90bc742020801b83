import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'wxt';

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
  vite: () => ({ plugins: [tailwindcss()] }),
  manifest: () => ({
    name: 'Rapport',
    description: 'Your relationships, chats and shares beside every page.',
    permissions: ['storage', 'sidePanel'],
    // The server URL is configurable; only it is ever contacted (see README).
    optional_host_permissions: ['http://*/*', 'https://*/*'],
    // Loopback on any port (match patterns ignore ports): the default server. Others are asked for at sign-in.
    host_permissions: ['http://localhost/*', 'http://127.0.0.1/*'],
    action: { default_title: 'Open Rapport' },
  }),
});
