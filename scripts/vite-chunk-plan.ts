import { resolve } from 'node:path';
import type { OutputChunk, RollupOutput } from 'rollup';
import { build } from 'vite';
import { WEB_PAGES } from '../shared/web-pages';

/**
 * One file for the code a page always loads together (issue 18). Left to itself Rollup makes
 * a chunk for every set of screens, dialogs and drawers that share a module, so the signed-in
 * home loaded ~42 files on its first visit (stores, API helpers, icons, hooks of 0.3-10 KiB).
 * On a phone's line each file costs a round trip and its headers, and Rollup's own merging
 * (`experimentalMinChunkSize`) leaves any chunk whose module runs code at load (a store, an
 * icon) where it is.
 *
 * The build runs twice. The first pass is Rollup's own split; from it, every chunk outside the
 * entry's gets the set of pages (shared/web-pages.ts) that load it on a first visit, and the
 * chunks with the same set become one (named after the biggest). So no page loads a byte it
 * did not load before, and every chunk it loads on a first visit is one of a few files. The
 * second pass builds with that plan as `manualChunks`. Chunks no page loads on a first visit
 * (a drawer, the lightbox, the PDF viewer) and the entry's own chunks stay as Rollup made them.
 */

/** What the plan reads of a first-pass chunk. */
export type PlanChunk = Pick<OutputChunk, 'fileName' | 'name' | 'moduleIds' | 'imports' | 'isEntry'> & {
  size: number;
};

/** Module id → the manual chunk it goes to; `pages` holds each page's starting modules, by id. */
export function chunkPlan(chunks: readonly PlanChunk[], pages: readonly (readonly string[])[]): Map<string, string> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const holder = new Map<string, PlanChunk>();
  for (const chunk of chunks) for (const id of chunk.moduleIds) holder.set(id, chunk);
  const closure = (starts: readonly (PlanChunk | undefined)[]): Set<PlanChunk> => {
    const seen = new Set<PlanChunk>();
    const stack = [...starts];
    for (let chunk = stack.pop(); chunk !== undefined || stack.length > 0; chunk = stack.pop()) {
      if (!chunk || seen.has(chunk)) continue;
      seen.add(chunk);
      stack.push(...chunk.imports.map((file) => byFile.get(file)));
    }
    return seen;
  };
  const first = closure(chunks.filter((chunk) => chunk.isEntry));
  const pagesOf = new Map<PlanChunk, number[]>();
  pages.forEach((modules, page) => {
    for (const chunk of closure(modules.map((id) => holder.get(id)))) {
      if (!first.has(chunk)) pagesOf.set(chunk, [...(pagesOf.get(chunk) ?? []), page]);
    }
  });
  const together = new Map<string, PlanChunk[]>();
  for (const chunk of chunks) {
    const key = pagesOf.get(chunk)?.join(',') ?? `own ${chunk.fileName}`;
    together.set(key, [...(together.get(key) ?? []), chunk]);
  }
  const plan = new Map<string, string>();
  const taken = new Map<string, number>();
  for (const group of together.values()) {
    const biggest = group.reduce((a, b) => (b.size > a.size ? b : a));
    const count = (taken.get(biggest.name) ?? 0) + 1;
    taken.set(biggest.name, count);
    const name = count === 1 ? biggest.name : `${biggest.name}${count}`;
    for (const chunk of group) for (const id of chunk.moduleIds) plan.set(id, name);
  }
  return plan;
}

/** The first pass: Rollup's own split of the web app, not written, and the plan made from it. */
export async function planFromFirstPass(configFile: string, root: string, mode: string): Promise<Map<string, string>> {
  process.env[FIRST_PASS] = '1';
  try {
    const result = await build({
      configFile,
      mode,
      logLevel: 'warn',
      build: { write: false, sourcemap: false, manifest: false, emptyOutDir: false },
    });
    const outputs = (Array.isArray(result) ? result : [result]) as RollupOutput[];
    const chunks = outputs
      .flatMap((output) => output.output)
      .filter((item): item is OutputChunk => item.type === 'chunk')
      .map((chunk) => ({ ...chunk, size: chunk.code.length }));
    return chunkPlan(
      chunks,
      WEB_PAGES.map((page) => page.modules.map((module) => resolve(root, module))),
    );
  } finally {
    delete process.env[FIRST_PASS];
  }
}

const FIRST_PASS = 'RAPPORT_CHUNK_PLAN_FIRST_PASS';
/** True inside the first pass (the config leaves out the plan and the plugins that write files). */
export const isFirstPass = () => process.env[FIRST_PASS] === '1';
