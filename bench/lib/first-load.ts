/**
 * What a page downloads before it can run, read from the build itself: the web app's Vite
 * manifest (an entry and its static imports) and, for extension pages, the HTML's module
 * script and modulepreloads followed through each chunk's static `import` statements.
 * Dynamic imports (lazy screens, drawers, pdf.js) are not first-load and are left out.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export const FIRST_LOAD_BUDGET_GZIP = 150 * 1024;

export type AssetSet = { files: string[]; raw: number; gzip: number; brotli: number };

type ManifestChunk = {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
};
type Manifest = Record<string, ManifestChunk>;

/** Sizes of files under `dir`: raw, gzip (level 9) and Brotli (quality 11), as a browser would receive them. */
export function measure(dir: string, files: Iterable<string>): AssetSet {
  const list = [...new Set(files)];
  let raw = 0;
  let gzip = 0;
  let brotli = 0;
  for (const file of list) {
    const bytes = readFileSync(join(dir, file));
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
    brotli += brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  }
  return { files: list, raw, gzip, brotli };
}

export function readManifest(webDir: string): Manifest {
  const path = join(webDir, '.vite/manifest.json');
  if (!existsSync(path)) throw new Error(`no ${path}: run \`npm run build:web\` first`);
  return JSON.parse(readFileSync(path, 'utf8')) as Manifest;
}

/** The manifest key of the chunk built from `src` (e.g. 'src/routes/HomeRoute.tsx'), or named `name` when Rollup merged it. */
export function manifestKey(manifest: Manifest, srcOrName: string): string {
  if (manifest[srcOrName]) return srcOrName;
  const key = Object.keys(manifest).find((k) => manifest[k]?.name === srcOrName);
  if (!key) throw new Error(`the manifest has no chunk ${srcOrName}`);
  return key;
}

/**
 * The manifest key of the chunk whose source map lists a source ending in `source` (e.g.
 * 'features/shell/AppShell.tsx'): Rollup may merge a small module into another chunk and name
 * the chunk after it, so a screen's module is found by what the chunk holds.
 */
export function manifestKeyOfSource(webDir: string, manifest: Manifest, source: string): string {
  for (const [key, chunk] of Object.entries(manifest)) {
    const mapPath = join(webDir, `${chunk.file}.map`);
    if (!chunk.file.endsWith('.js') || !existsSync(mapPath)) continue;
    const { sources } = JSON.parse(readFileSync(mapPath, 'utf8')) as { sources: string[] };
    if (sources.some((s) => s.endsWith(source))) return key;
  }
  throw new Error(`no chunk holds ${source}`);
}

/** The JS files of manifest chunks `keys` and everything they import statically. */
export function manifestClosure(manifest: Manifest, keys: string[]): { js: string[]; css: string[] } {
  const seen = new Set<string>();
  const js: string[] = [];
  const css = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the manifest has no chunk ${key}`);
    js.push(chunk.file);
    for (const sheet of chunk.css ?? []) css.add(sheet);
    for (const next of chunk.imports ?? []) visit(next);
  };
  for (const key of keys) visit(manifestKey(manifest, key));
  return { js, css: [...css] };
}

/** The web app's first load: index.html's entry and its static imports (JS), and its CSS. */
export function webFirstLoad(webDir: string): { js: AssetSet; css: AssetSet } {
  const manifest = readManifest(webDir);
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const { js, css } = manifestClosure(manifest, entries);
  return { js: measure(webDir, js), css: measure(webDir, css) };
}

/** Static `import … from "./x.js"` (and bare `import "./x.js"`) of a built chunk, as paths under `root`. */
function staticImportsOf(root: string, file: string): string[] {
  const code = readFileSync(join(root, file), 'utf8');
  const found: string[] = [];
  for (const match of code.matchAll(/\bimport\s*(?:[\w$*{}\s,]+?\s*from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g)) {
    found.push(relative(root, normalize(join(root, dirname(file), match[1] as string))));
  }
  return found;
}

/** `files` and every chunk they import statically, transitively. */
export function staticClosure(root: string, files: string[]): string[] {
  const seen = new Set<string>();
  const queue = [...files];
  while (queue.length) {
    const file = queue.shift() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...staticImportsOf(root, file));
  }
  return [...seen];
}

/** Dynamic `import("./x.js")` in a built chunk itself (not in what it imports), as paths under `root`. */
function dynamicImportsOf(root: string, file: string): string[] {
  const code = readFileSync(join(root, file), 'utf8');
  return [...code.matchAll(/\bimport\(\s*["'](\.{1,2}\/[^"']+\.js)["']\s*\)/g)].map((match) =>
    relative(root, normalize(join(root, dirname(file), match[1] as string))),
  );
}

/**
 * An extension page's first load: its module script and modulepreloads, with their static
 * imports. `stagedEntry`: the page's script loads its modules in steps (the side panel:
 * React's DOM renderer, then the panel), so the chunks its own code imports dynamically
 * count too (not those of the modules it loads: their lazy screens and drawers).
 */
export function extensionPageFirstLoad(
  extDir: string,
  htmlFile: string,
  { stagedEntry = false }: { stagedEntry?: boolean } = {},
): AssetSet {
  const html = readFileSync(join(extDir, htmlFile), 'utf8');
  const files = [
    ...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="\/?([^"]+\.js)"/g),
  ].map((m) => m[1] as string);
  const steps = stagedEntry ? files.flatMap((file) => dynamicImportsOf(extDir, file)) : [];
  return measure(extDir, staticClosure(extDir, [...files, ...steps]));
}

/** A lazy chunk (by file-name prefix under chunks/) with its static imports, for "first screen" figures. */
export function extensionChunkClosure(extDir: string, prefix: string): string[] {
  const chunk = readdirSync(join(extDir, 'chunks')).find((name) => name.startsWith(`${prefix}-`));
  if (!chunk) throw new Error(`no chunk ${prefix}-*.js in ${extDir}/chunks`);
  return staticClosure(extDir, [`chunks/${chunk}`]);
}
