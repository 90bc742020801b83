import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { featureModules } from '.';

const SERVER = join(import.meta.dirname, '..');
const FEATURES = join(SERVER, 'features');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [path] : [];
  });
}

/** Import specifiers of a file, `import type` included (a type import ties layers too). */
function importsOf(path: string): string[] {
  const text = readFileSync(path, 'utf8');
  return [...text.matchAll(/(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]/g)].map((m) => m[1] as string);
}

function importsFeature(path: string): string | undefined {
  return importsOf(path).find((specifier) => /(^|\/)features(\/|$)/.test(specifier));
}

/** The server file a relative specifier names (`./x` → x.ts or x/index.ts); undefined for a package. */
function resolveImport(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = resolve(dirname(from), specifier);
  return [`${base}.ts`, join(base, 'index.ts')].find((path) => existsSync(path));
}

/** The feature folder a file lies in; undefined for the shared files of features/ and all else. */
function featureOf(path: string): string | undefined {
  const [first, ...rest] = relative(FEATURES, path).split(sep);
  return first && first !== '..' && rest.length ? first : undefined;
}

/**
 * Imports from a feature to another listed after it in features/index.ts (tests aside): each
 * feature stands only on those before it, so the features draw as floors with no circle.
 */
function importsOfLaterFeatures(): string[] {
  const rank = new Map(featureModules.map((feature, index) => [feature.name, index]));
  return sourceFiles(FEATURES).flatMap((file) => {
    const from = featureOf(file);
    if (!from) return [];
    return importsOf(file).flatMap((specifier) => {
      const target = resolveImport(file, specifier);
      const to = target && featureOf(target);
      if (!to || to === from) return [];
      return (rank.get(to) ?? -1) > (rank.get(from) ?? -1) ? [`${relative(SERVER, file)} -> ${to} (${specifier})`] : [];
    });
  });
}

/** One import cycle among the files, as a list of paths (first repeated last), if any. */
function findCycle(files: string[]): string[] | undefined {
  const state = new Map<string, 'open' | 'done'>();
  const trail: string[] = [];
  const visit = (file: string): string[] | undefined => {
    if (state.get(file) === 'done') return undefined;
    if (state.get(file) === 'open') return [...trail.slice(trail.indexOf(file)), file];
    state.set(file, 'open');
    trail.push(file);
    for (const next of importsOf(file).flatMap((s) => resolveImport(file, s) ?? [])) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    trail.pop();
    state.set(file, 'done');
    return undefined;
  };
  for (const file of files) {
    const cycle = visit(file);
    if (cycle) return cycle;
  }
  return undefined;
}

describe('feature modules: one way in for a feature', () => {
  const folders = readdirSync(FEATURES).filter((name) => statSync(join(FEATURES, name)).isDirectory());

  it('every feature folder has a module.ts whose module is in the list, once, under its folder name', () => {
    const listed = featureModules.map((feature) => feature.name);
    expect(new Set(listed).size).toBe(listed.length);
    for (const folder of folders) {
      expect(statSync(join(FEATURES, folder, 'module.ts')).isFile(), `${folder}/module.ts`).toBe(true);
    }
    expect([...listed].sort()).toEqual([...folders].sort());
  });

  it('no two features claim the same realtime channel kind or job name', () => {
    const kinds = featureModules.flatMap((feature) => Object.keys(feature.channels ?? {}));
    expect(new Set(kinds).size).toBe(kinds.length);
    const jobs = featureModules.flatMap((feature) => (feature.jobs ?? []).map((job) => job.name));
    expect(new Set(jobs).size).toBe(jobs.length);
  });

  it('the container (services.ts) imports no feature', () => {
    expect(importsFeature(join(SERVER, 'services.ts'))).toBeUndefined();
  });

  it('the shared mechanisms (http, db, realtime, platform, auth) import no feature', () => {
    const offenders = ['http', 'db', 'realtime', 'platform', 'auth']
      .flatMap((dir) => sourceFiles(join(SERVER, dir)))
      .filter((path) => importsFeature(path))
      .map((path) => relative(SERVER, path));
    expect(offenders).toEqual([]);
  });

  it('features are named only by the list: app.ts and server.ts import the list, not a feature folder', () => {
    for (const file of ['app.ts', 'server.ts']) {
      const featureImports = importsOf(join(SERVER, file)).filter((s) => s.includes('features'));
      expect(
        featureImports.every((s) => s === './features' || s === './features/feature-module'),
        file,
      ).toBe(true);
    }
  });

  it('each feature imports only features listed before it in features/index.ts (they react through hooks)', () => {
    expect(importsOfLaterFeatures()).toEqual([]);
  });

  it('the shared files of features/ (feature-module.ts, reactions.ts, ...) import no feature folder', () => {
    const offenders = readdirSync(FEATURES)
      .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && name !== 'index.ts')
      .flatMap((name) =>
        importsOf(join(FEATURES, name)).filter((specifier) => {
          const target = resolveImport(join(FEATURES, name), specifier);
          return target && featureOf(target);
        }),
      );
    expect(offenders).toEqual([]);
  });

  it('no two server files import each other, however far round (a cycle ties them into one)', () => {
    const cycle = findCycle(sourceFiles(SERVER));
    expect(cycle?.map((path) => relative(SERVER, path))).toBeUndefined();
  });
});
