import { type ErrorHandler, Hono } from 'hono';
import { getPath } from 'hono/utils/url';
import type { AppEnv } from '../http/app-env';
import type { LeanRead } from '../http/lean-reads';
import type { FeaturePage, PageLookups } from '../http/static';
import type { JobContext, RegisterOptions } from '../platform/queue';
import { type FileReadResolver, type FileWriteGuard, fileReadAccess, fileWriteAccess } from '../platform/storage';
import type { CanRead } from '../realtime';
import type { Services } from '../services';
import { type FeatureReactions, registerReactions } from './reactions';

/**
 * Routes mounted under `/api` + `path` (`'/'` for a feature whose paths are spelled whole).
 * `bare` ones go before all of the app's middleware (no `services` variable, session,
 * compression, body limit, log nor document headers): for answers that need none of them on a
 * hot path (the health check). They get the services as an argument, and a handler that
 * calls shared code reading `c.get('services')` sets it first.
 */
export type FeatureRoutes = { path: string; routes: (services: Services) => Hono<AppEnv>; bare?: boolean };

export type { FeaturePage, PageLookups } from '../http/static';

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
  /** Signed-in GETs answered from memory before the app when they can (http/lean-reads.ts). */
  leanReads?: LeanRead[];
  jobs?: FeatureJob[];
  /** Read checks of the realtime channel kinds this feature owns (`post:{id}` → `post`). */
  channels?: Record<string, (services: Services) => CanRead>;
  /** Files of other users this feature lets a user read, and writes it refuses. */
  fileAccess?: { read?: FileReadResolver[]; write?: FileWriteGuard[] };
  /** Pages of the web app whose HTML head the feature fills in (Open Graph, JSON-LD). */
  pages?: FeaturePage[];
  /** Lookups the app's pages make to name their first API calls (http/static.ts). */
  pageLookups?: PageLookups;
  /**
   * What the feature does when a feature below it writes (reactions.ts): the writer calls the
   * hook inside its transaction and never imports the features that react.
   */
  reactions?: FeatureReactions;
  /** Runs once the server listens; may return a stop function, called (and awaited) on close. */
  start?: (services: Services) => (() => void | Promise<void>) | undefined;
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
export function mountFeatureRoutes(api: Hono<AppEnv>, modules: readonly FeatureModule[], services: Services): void {
  for (const feature of modules) {
    for (const { path, routes, bare } of feature.routes ?? []) if (!bare) api.route(path, routes(services));
  }
}

/** Mounts the `bare` routes on an app under `/api`. */
export function mountBareRoutes(app: Hono<AppEnv>, modules: readonly FeatureModule[], services: Services): void {
  for (const feature of modules) {
    for (const { path, routes, bare } of feature.routes ?? [])
      if (bare) app.route(path === '/' ? '/api' : `/api${path}`, routes(services));
  }
}

/**
 * Sends a request for a `bare` route (its exact method and path) to an app holding only those
 * routes, before `app` matches anything: there its handler is the only one, which Hono calls
 * directly (no middleware chain, no promise when the handler answers synchronously), where in
 * `app` every `*` middleware matched too. `app` keeps the routes as well (the route table, the
 * authorization cases). Bare paths are static: a parameter would make the lookup a router.
 */
export function serveBareRoutesFirst(
  app: Hono<AppEnv>,
  modules: readonly FeatureModule[],
  services: Services,
  onError: ErrorHandler<AppEnv>,
): void {
  const bare = new Hono<AppEnv>();
  bare.onError(onError);
  mountBareRoutes(bare, modules, services);
  const served = new Set<string>();
  for (const { method, path } of bare.routes) {
    if (/[:*]/.test(path)) throw new Error(`bare route ${method} ${path}: only static paths are served first`);
    served.add(`${method} ${path}`);
  }
  if (served.size === 0) return;
  const paths = new Set(bare.routes.map((route) => route.path));
  const fetchApp = app.fetch;
  app.fetch = (request, env, executionCtx) => {
    const path = getPath(request);
    return paths.has(path) && served.has(`${request.method} ${path}`)
      ? bare.fetch(request, env, executionCtx)
      : fetchApp(request, env, executionCtx);
  };
}

/**
 * Registers every feature's jobs, channel read checks and reactions with this process's
 * services, and its file rules (process-wide sets: registering the same rule twice is a no-op).
 */
export function registerFeatures(services: Services, modules: readonly FeatureModule[]): void {
  registerReactions(
    services,
    modules.flatMap((feature) => feature.reactions ?? []),
  );
  for (const feature of modules) {
    for (const { name, run, options } of feature.jobs ?? [])
      services.queue.register(name, (payload, context) => run(services, payload, context), options);
    for (const [kind, canRead] of Object.entries(feature.channels ?? {}))
      services.realtime.access.register(kind, canRead(services));
    for (const resolver of feature.fileAccess?.read ?? []) fileReadAccess.register(resolver);
    for (const guard of feature.fileAccess?.write ?? []) fileWriteAccess.register(guard);
  }
}

/** Runs the features' start hooks; the returned function stops what they started, and waits for it. */
export function startFeatures(services: Services, modules: readonly FeatureModule[]): () => Promise<void> {
  const stops = modules.flatMap((feature) => feature.start?.(services) ?? []);
  return async () => {
    await Promise.all(stops.map((stop) => stop()));
  };
}
