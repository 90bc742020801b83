import { readFileSync, statSync } from 'node:fs';

const cache = new Map<string, { mtimeMs: number; size: number; value: unknown }>();

/**
 * A file of the web app's build, read and parsed once and again only when it changes on disk (a
 * rebuild under a running server): a page request costs a stat, not a read. Null when the file
 * is missing (the app is not built).
 */
export function buildFile<T>(path: string, parse: (text: string) => T): T | null {
  let stat: { mtimeMs: number; size: number };
  try {
    stat = statSync(path);
  } catch {
    cache.delete(path);
    return null;
  }
  const known = cache.get(path);
  if (known && known.mtimeMs === stat.mtimeMs && known.size === stat.size) return known.value as T;
  const value = parse(readFileSync(path, 'utf8'));
  cache.set(path, { mtimeMs: stat.mtimeMs, size: stat.size, value });
  return value;
}
