import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { productNameInHtml } from './scripts/product-name';
import { prerenderPages } from './scripts/vite-prerender';
import { productionAliases } from './scripts/production-aliases';
import { quietOnwarn } from './scripts/quiet-warnings';
import { isFirstPass, planFromFirstPass } from './scripts/vite-chunk-plan';
import { screenChunks } from './scripts/vite-screen-chunks';

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

/**
 * Libraries that keep a chunk of their own. Merged by size (experimentalMinChunkSize, when
 * the build used it), Rollup put each beside a small module every timeline loads, so each first load downloaded them:
 * signature_pad (the e-sign drawing pad) beside an icon, the virtualizer (the applicant list)
 * beside the shell's store (9 KiB compressed), linkify beside the composer's store. React is
 * named too: a manual chunk takes in the dependencies no other chunk claims, and the
 * virtualizer's chunk took React with it, which put it back on every first load.
 */
const OWN_CHUNKS: [chunk: string, path: string][] = [
  ['react', '/node_modules/react/'],
  ['react', '/node_modules/react-dom/'],
  ['react', '/node_modules/scheduler/'],
  ['signature_pad', '/node_modules/signature_pad/'],
  ['virtualizer', '/node_modules/@tanstack/virtual-core/'],
  ['virtualizer', '/node_modules/@tanstack/react-virtual/'],
  ['linkify', '/node_modules/linkifyjs/'],
  ['linkify', '/node_modules/linkify-react/'],
];

const webRoot = fileURLToPath(new URL('./webapp', import.meta.url));

// The web app: sources in webapp/, built into dist/web and served by the API server.
export default defineConfig(async ({ command, mode }) => {
  // A build runs twice: Rollup's own split first, then one file per set of chunks that the
  // same pages load on a first visit (scripts/vite-chunk-plan.ts).
  const plan =
    command === 'build' && !isFirstPass()
      ? await planFromFirstPass(fileURLToPath(import.meta.url), webRoot, mode)
      : undefined;
  return {
    root: 'webapp',
    plugins: [
      react(),
      tailwindcss(),
      productNameInHtml(),
      ...(isFirstPass() ? [] : [screenChunks(), precompress(), prerenderPages(fileURLToPath(import.meta.url))]),
    ],
    resolve: {
      alias: [
        { find: '@shared', replacement: fileURLToPath(new URL('./shared', import.meta.url)) },
        { find: '@webapp', replacement: fileURLToPath(new URL('./webapp/src', import.meta.url)) },
        ...(command === 'build' ? productionAliases : []),
      ],
    },
    build: {
      outDir: '../dist/web',
      emptyOutDir: true,
      sourcemap: true,
      // dist/web/.vite/manifest.json: the first-load budget test reads each entry's static imports.
      manifest: true,
      rollupOptions: {
        onwarn: quietOnwarn,
        // First pass: Rollup's own split, lazy code kept lazy (merged by size, Rollup had put
        // small dialogs and drawers into chunks every timeline loads), libraries only a later
        // screen uses in chunks of their own (OWN_CHUNKS). Second pass: the plan made from the
        // first, which merges what loads together (scripts/vite-chunk-plan.ts).
        output: {
          experimentalMinChunkSize: 1,
          manualChunks: (id: string) => plan?.get(id) ?? OWN_CHUNKS.find(([, path]) => id.includes(path))?.[0],
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
  };
});
