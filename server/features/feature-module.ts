import type { Hono } from 'hono';
import type { AppEnv } from '../http/app-env';
import type { FeaturePage } from '../http/static';
import type { JobContext, RegisterOptions } from '../platform/queue';
import { type FileReadResolver, type FileWriteGuard, fileReadAccess, fileWriteAccess } from '../platform/storage';
import type { CanRead } from '../realtime';
import type { Services } from '../services';

/**
 * Routes mounted under `/api` + `path` (`'/'` for a feature whose paths are spelled whole).
 * `bare` ones go before the API's middleware (no session, compression, body limit nor log):
 * for answers that need none of them on a hot path (the health check).
 */
export type FeatureRoutes = { path: string; routes: () => Hono<AppEnv>; bare?: boolean };

export type { FeaturePage } from '../http/static';

/** A background job: `services.queue.enqueue(name, payload)` runs `run` (idempotent: at least once). */
export type FeatureJob = {
  name: string;
  run: (services: Services, payload: any, job: JobContext) => Promise<void>;
  options?: RegisterOptions;
};

/**
 * One feature as the server sees it: everything it plugs in, in one place. The list in
 * `features/index.ts` is the only place that names features; app.ts and server.ts wire
 * them from it, so the container and the shared mechanisms never import a feature.
 */
export type FeatureModule = {
  name: string;
  routes?: FeatureRoutes[];
  jobs?: FeatureJob[];
  /** Read checks of the realtime channel kinds this feature owns (`post:{id}` → `post`). */
  channels?: Record<string, (services: Services) => CanRead>;
  /** Files of other users this feature lets a user read, and writes it refuses. */
  fileAccess?: { read?: FileReadResolver[]; write?: FileWriteGuard[] };
  /** Pages of the web app whose HTML head the feature fills in (Open Graph, JSON-LD). */
  pages?: FeaturePage[];
  /** Runs once the server listens; may return a stop function, called on close. */
  start?: (services: Services) => (() => void) | undefined;
};

/** Typed job declaration: the payload type is checked at the handler. */
export function job<P>(
  name: string,
  run: (services: Services, payload: P, job: JobContext) => Promise<void>,
  options?: RegisterOptions,
): FeatureJob {
  return options ? { name, run, options } : { name, run };
}

/** Mounts every feature's routes on the `/api` app, in the list's order. */
export function mountFeatureRoutes(api: Hono<AppEnv>, modules: readonly FeatureModule[]): void {
  for (const feature of modules) {
    for (const { path, routes, bare } of feature.routes ?? []) if (!bare) api.route(path, routes());
  }
}

/** Mounts the `bare` routes on the root app under `/api` (call before mounting the API). */
export function mountBareRoutes(app: Hono<AppEnv>, modules: readonly FeatureModule[]): void {
  for (const feature of modules) {
    for (const { path, routes, bare } of feature.routes ?? [])
      if (bare) app.route(path === '/' ? '/api' : `/api${path}`, routes());
  }
}

/**
 * Registers every feature's jobs and channel read checks with this process's services, and
 * its file rules (process-wide sets: registering the same rule twice is a no-op).
 */
export function registerFeatures(services: Services, modules: readonly FeatureModule[]): void {
  for (const feature of modules) {
    for (const { name, run, options } of feature.jobs ?? [])
      services.queue.register(name, (payload, context) => run(services, payload, context), options);
    for (const [kind, canRead] of Object.entries(feature.channels ?? {}))
      services.realtime.access.register(kind, canRead(services));
    for (const resolver of feature.fileAccess?.read ?? []) fileReadAccess.register(resolver);
    for (const guard of feature.fileAccess?.write ?? []) fileWriteAccess.register(guard);
  }
}

/** Runs the features' start hooks; the returned function stops what they started. */
export function startFeatures(services: Services, modules: readonly FeatureModule[]): () => void {
  const stops = modules.flatMap((feature) => feature.start?.(services) ?? []);
  return () => {
    for (const stop of stops) stop();
  };
}
