import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  extensionPageFirstLoad,
  FIRST_LOAD_BUDGET_GZIP,
  manifestClosure,
  manifestKey,
  manifestKeyOfSource,
  readManifest,
  webFirstLoad,
} from '../bench/lib/first-load';
import { EXTENSION_PATH } from './harness/extension';

const WEB_DIR = resolve('dist/web');
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

// The first-load budget (issue 10): what runs before the first screen, measured on the build.
describe('first-load JavaScript budget (gzip)', () => {
  it(`web app: index.html's entry and its static imports stay within ${kib(FIRST_LOAD_BUDGET_GZIP)}`, () => {
    const { js } = webFirstLoad(WEB_DIR);
    expect(js.files.length).toBeGreaterThan(0);
    expect(js.gzip, `${js.files.join(', ')}: ${kib(js.gzip)}`).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_GZIP);
  });

  it('web app: index.html preloads nothing beyond the first load', () => {
    const html = readFileSync(join(WEB_DIR, 'index.html'), 'utf8');
    const { js } = webFirstLoad(WEB_DIR);
    const preloaded = [...html.matchAll(/rel="modulepreload"[^>]*href="\/([^"]+)"/g)].map((m) => m[1]);
    for (const file of preloaded) expect(js.files).toContain(file);
    // Screens are chunks of their own: a route's module is never part of the entry.
    const manifest = readManifest(WEB_DIR);
    // (Rollup may merge a screen's small shared modules into its chunk, which renames the key.)
    for (const screen of ['HomeRoute', 'LoginRoute']) {
      const chunk = manifest[manifestKey(manifest, screen)];
      expect(chunk?.isDynamicEntry, screen).toBe(true);
      expect(chunk?.isEntry, screen).toBeFalsy();
    }
  });

  it('web app: every first-load script and sheet is precompressed (Brotli and gzip beside it)', () => {
    const { js, css } = webFirstLoad(WEB_DIR);
    for (const file of [...js.files, ...css.files]) {
      for (const suffix of ['.br', '.gz']) expect(existsSync(join(WEB_DIR, file + suffix)), file + suffix).toBe(true);
    }
  });

  it('web app: the signed-in screens that read (home, a relationship, a group) load no zod', () => {
    const manifest = readManifest(WEB_DIR);
    const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
    const of = (source: string) => manifestKeyOfSource(WEB_DIR, manifest, source);
    const shell = [of('features/session/SignedInOutlet.tsx'), of('features/shell/AppShell.tsx')];
    for (const screen of ['HomeRoute', 'RelationshipRoute', 'GroupRoute']) {
      const { js } = manifestClosure(manifest, [...entries, ...shell, of(`routes/${screen}.tsx`)]);
      const withZod = js.filter((file) => {
        const map = JSON.parse(readFileSync(join(WEB_DIR, `${file}.map`), 'utf8')) as { sources: string[] };
        return map.sources.some((source) => source.includes('node_modules/zod/'));
      });
      expect([screen, withZod]).toEqual([screen, []]);
    }
  });

  it(`side panel: sidepanel.html's scripts and their static imports stay within ${kib(FIRST_LOAD_BUDGET_GZIP)}`, () => {
    expect(existsSync(join(EXTENSION_PATH, 'sidepanel.html')), 'run `npx wxt build` first').toBe(true);
    const panel = extensionPageFirstLoad(EXTENSION_PATH, 'sidepanel.html', { stagedEntry: true });
    // The panel's modules load in steps (issue 18): React's DOM renderer and the panel itself count.
    expect(panel.files.some((file) => file.startsWith('chunks/mount-'))).toBe(true);
    expect(panel.gzip, `${panel.files.join(', ')}: ${kib(panel.gzip)}`).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_GZIP);
  });
});
