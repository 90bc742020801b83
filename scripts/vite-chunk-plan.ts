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

/** A small group (raw bytes) joins another that loads on some of the same pages... */
const SMALL = 12_000;
/** ...as long as no page then loads more than this (raw bytes, all merges together) that it did not use to. */
const PAGE_EXTRA = 8_000;

type Group = { pages: Set<number>; chunks: PlanChunk[]; size: number };

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
  const starts = pages.map((modules) => modules.map((id) => holder.get(id)).filter((chunk) => chunk !== undefined));
  const pagesOf = new Map<PlanChunk, number[]>();
  starts.forEach((start, page) => {
    for (const chunk of closure(start)) {
      if (!first.has(chunk)) pagesOf.set(chunk, [...(pagesOf.get(chunk) ?? []), page]);
    }
  });
  const together = new Map<string, Group>();
  for (const chunk of chunks) {
    const onPages = pagesOf.get(chunk) ?? [];
    const key = onPages.length > 0 ? onPages.join(',') : `own ${chunk.fileName}`;
    const group = together.get(key) ?? { pages: new Set(onPages), chunks: [], size: 0 };
    group.chunks.push(chunk);
    group.size += chunk.size;
    together.set(key, group);
  }
  const groups = mergeSmall([...together.values()], starts, byFile, first);
  const plan = new Map<string, string>();
  const taken = new Map<string, number>();
  for (const group of groups) {
    const biggest = group.chunks.reduce((a, b) => (b.size > a.size ? b : a));
    const count = (taken.get(biggest.name) ?? 0) + 1;
    taken.set(biggest.name, count);
    const name = count === 1 ? biggest.name : `${biggest.name}${count}`;
    for (const chunk of group.chunks) for (const id of chunk.moduleIds) plan.set(id, name);
  }
  return plan;
}

/**
 * Small groups that pages load on a first visit join the group that costs the fewest bytes
 * the pages did not load before (counting what each group imports), among merges that save
 * some page a file, within PAGE_EXTRA per page. Groups no page loads on a first visit (a
 * drawer, a dialog) stay apart.
 */
function mergeSmall(
  groups: Group[],
  starts: readonly PlanChunk[][],
  byFile: ReadonlyMap<string, PlanChunk>,
  first: ReadonlySet<PlanChunk>,
): Group[] {
  const groupOf = new Map<PlanChunk, Group>();
  for (const group of groups) for (const chunk of group.chunks) groupOf.set(chunk, group);
  const importsOf = (group: Group) =>
    group.chunks.flatMap((chunk) =>
      chunk.imports
        .map((file) => byFile.get(file))
        .filter((chunk): chunk is PlanChunk => chunk !== undefined && !first.has(chunk)),
    );
  /** What a page loads besides the entry's chunks: files and raw bytes, were `small` part of `into`. */
  const load = (page: number, small?: Group, into?: Group) => {
    const seen = new Set<Group>();
    const stack = (starts[page] ?? []).filter((chunk) => !first.has(chunk)).map((chunk) => groupOf.get(chunk));
    for (let group = stack.pop(); group !== undefined || stack.length > 0; group = stack.pop()) {
      const at = group === small ? into : group;
      if (!at || seen.has(at)) continue;
      seen.add(at);
      for (const part of at === into && small ? [at, small] : [at]) {
        for (const chunk of importsOf(part)) stack.push(groupOf.get(chunk));
      }
    }
    let size = 0;
    for (const group of seen) size += group.size + (group === into && small ? small.size : 0);
    return { files: seen.size, size };
  };
  const original = starts.map((_, page) => load(page).size);
  const live = new Set(groups);
  for (;;) {
    const loaded = [...live].filter((group) => group.pages.size > 0).sort((a, b) => a.size - b.size);
    const now = starts.map((_, page) => load(page));
    let best: { small: Group; target: Group; cost: number } | null = null;
    for (const small of loaded) {
      if (small.size >= SMALL) break;
      for (const target of loaded) {
        if (target === small) continue;
        let cost = 0;
        let saves = false;
        for (let page = 0; page < starts.length && cost !== Number.POSITIVE_INFINITY; page++) {
          const after = load(page, small, target);
          const before = now[page] ?? { files: 0, size: 0 };
          if (after.files < before.files) saves = true;
          if (after.size - (original[page] ?? 0) > PAGE_EXTRA) cost = Number.POSITIVE_INFINITY;
          else cost += after.size - before.size;
        }
        if (saves && cost < (best?.cost ?? Number.POSITIVE_INFINITY)) best = { small, target, cost };
      }
      if (best) break;
    }
    if (!best) return [...live];
    const { small, target } = best;
    for (const page of small.pages) target.pages.add(page);
    for (const chunk of small.chunks) groupOf.set(chunk, target);
    target.chunks.push(...small.chunks);
    target.size += small.size;
    live.delete(small);
  }
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
