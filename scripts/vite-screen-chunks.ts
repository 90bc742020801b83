import { relative } from 'node:path';
import type { OutputChunk } from 'rollup';
import type { Plugin } from 'vite';

/** Where the build writes the map; the server reads it (server/http/first-chunks.ts). */
export const SCREEN_CHUNKS_FILE = '.vite/screen-chunks.json';

/**
 * Writes `dist/web/.vite/screen-chunks.json`: for every module the app loads with `import()`
 * (a screen, a layout, a drawer), keyed by its path under `webapp/` (`src/routes/HomeRoute.tsx`),
 * the files the browser needs to run it: the chunk that holds it (Rollup may have merged it
 * into a bigger one) and that chunk's static imports, less what the entry already loads.
 * The server names a page's screen chunks in its index.html as `modulepreload` links, so they
 * download with the entry instead of after it has run and the router has asked for them.
 */
export function screenChunks(): Plugin {
  let root = '';
  return {
    name: 'rapport-screen-chunks',
    apply: 'build',
    configResolved: (config) => {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const holder = new Map<string, OutputChunk>();
      for (const chunk of chunks) for (const id of chunk.moduleIds) holder.set(id, chunk);
      const closure = (start: OutputChunk): string[] => {
        const seen = new Set<string>();
        const visit = (chunk: OutputChunk | undefined) => {
          if (!chunk || seen.has(chunk.fileName)) return;
          seen.add(chunk.fileName);
          for (const file of chunk.imports) visit(byFile.get(file));
        };
        visit(start);
        return [...seen];
      };
      const loadedFirst = new Set(chunks.filter((chunk) => chunk.isEntry).flatMap(closure));
      const screens: Record<string, string[]> = {};
      for (const id of this.getModuleIds()) {
        const chunk = holder.get(id);
        if (!chunk || (this.getModuleInfo(id)?.dynamicImporters.length ?? 0) === 0) continue;
        screens[relative(root, id)] = closure(chunk)
          .filter((file) => !loadedFirst.has(file))
          .map((file) => `/${file}`);
      }
      this.emitFile({ type: 'asset', fileName: SCREEN_CHUNKS_FILE, source: `${JSON.stringify(screens, null, 1)}\n` });
    },
  };
}
