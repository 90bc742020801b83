import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const apiTarget = process.env.RAPPORT_API ?? 'http://127.0.0.1:8787';

/** Text the server answers by content negotiation; source maps only developers fetch. */
const PRECOMPRESSED = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest)$/;

/**
 * Writes `name.br` (Brotli 11) and `name.gz` (gzip 9) beside every text asset of 1 KiB or
 * more: the best ratio once at build time, none of the CPU per request (server/http/static.ts).
 */
function precompress(): Plugin {
  let outDir = '';
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
    );
  return {
    name: 'rapport-precompress',
    apply: 'build',
    configResolved: (config) => {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: () => {
      for (const file of walk(outDir)) {
        if (!PRECOMPRESSED.test(file) || file.includes('/.vite/') || statSync(file).size < 1024) continue;
        const bytes = readFileSync(file);
        writeFileSync(`${file}.br`, brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
      }
    },
  };
}

// The web app: sources in webapp/, built into dist/web and served by the API server.
export default defineConfig({
  root: 'webapp',
  plugins: [react(), tailwindcss(), precompress()],
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
    rollupOptions: {
      // Chunks under 16 KB join a chunk that loads with them: fewer requests (each costs its
      // headers) and better compression; Rollup never adds side effects to a screen this way.
      // signature_pad stays in a chunk of its own: merged by size, it shared one with an icon
      // every timeline draws, so each first load downloaded the e-sign drawing pad.
      output: {
        experimentalMinChunkSize: 16_000,
        manualChunks: (id) => (id.includes('/node_modules/signature_pad/') ? 'signature_pad' : undefined),
      },
    },
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
