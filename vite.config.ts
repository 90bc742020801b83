import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = process.env.RAPPORT_API ?? 'http://127.0.0.1:8787';

// The web app: sources in webapp/, built into dist/web and served by the API server.
export default defineConfig({
  root: 'webapp',
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: {
      '@shared': fileURLToPath(new URL('./shared', import.meta.url)),
      '@webapp': fileURLToPath(new URL('./webapp/src', import.meta.url)),
    },
  },
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    sourcemap: true,
    // dist/web/.vite/manifest.json: the first-load budget test reads each entry's static imports.
    manifest: true,
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, ws: true, changeOrigin: false },
      '/assets/docs': { target: apiTarget },
      '/dev': { target: apiTarget },
    },
  },
});
