import { createApp } from '../app';
import type { Services } from '../services';

/** One endpoint of the API as Hono's route table lists it. */
export type ApiRoute = { method: string; path: string };

/** An id no row has, shaped like ours, for every `:param` of a path. */
export const UNKNOWN_ID = 'zz00000000000000000000000000';

/**
 * Every endpoint under /api, from the app's own route table (`app.routes`): middleware
 * (`ALL /api/*` and other `*` patterns registered with `use`) and the catch-all 404 left out.
 */
export function apiRoutes(services: Services): ApiRoute[] {
  const app = createApp(services);
  const seen = new Map<string, ApiRoute>();
  for (const { method, path } of app.routes) {
    if (!path.startsWith('/api/') || method === 'ALL') continue;
    const key = `${method} ${path}`;
    if (!seen.has(key)) seen.set(key, { method, path });
  }
  return [...seen.values()].sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
}

/** The path with each `:param` (and its `{pattern}`) replaced by `value`, and a `*` by a segment. */
export function concretePath(path: string, value = UNKNOWN_ID): string {
  return path.replace(/:[A-Za-z0-9_]+(\{[^}]*\})?\??/g, value).replace(/\*/g, 'x');
}
