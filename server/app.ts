import { Hono } from 'hono';
import { messages } from '@shared/messages';
import { authRoutes } from './auth/auth-routes';
import { mountBareRoutes, mountFeatureRoutes, serveBareRoutesFirst } from './features/feature-module';
import { featureModules } from './features';
import type { AppEnv } from './http/app-env';
import { durableAnswers } from './http/durable-answers';
import { compressJson } from './http/compress-json';
import { apiNotFound, handleError } from './http/error-handler';
import { idempotency } from './http/idempotency';
import { apiDocumentHeaders } from './http/api-document-headers';
import { requestBodyLimit } from './http/request-body';
import { requestLog } from './http/request-log';
import { sessionMiddleware } from './http/session';
import { staticRoutes } from './http/static';
import { channelRoutes } from './realtime/routes';
import { servicesForRequest } from './platform/storage/request-origin';
import { fileRoutes } from './platform/storage/routes';
import { devMailRoutes } from './platform/mail/routes';
import { devQueueRoutes } from './platform/queue/dev-routes';
import type { Services } from './services';

const JSON_BODY_LIMIT = 1024 * 1024;

/**
 * The HTTP app: middleware, then the routes of every feature module (features/index.ts)
 * and of the shared mechanisms under /api, then the web app.
 */
export function createApp(services: Services) {
  const app = new Hono<AppEnv>();
  app.onError(handleError);

  // Bare routes (the health check) are served before any of this (serveBareRoutesFirst):
  // each sets what it needs. Mounted here too, for the route table.
  mountBareRoutes(app, featureModules, services);
  app.use('*', (c, next) => {
    c.set('services', servicesForRequest(services, c.req.url));
    return next();
  });
  app.use('/api/*', apiDocumentHeaders);

  const api = new Hono<AppEnv>();
  const limitJsonBody = requestBodyLimit(JSON_BODY_LIMIT, (ctx) =>
    ctx.json({ isSuccess: false, message: messages.generic.requestTooLarge }, 413),
  );
  api.use('*', durableAnswers);
  api.use('*', compressJson);
  api.use('*', (c, next) => {
    // Only bodies are limited (GETs skip it: reading the body slows the fast path); file
    // uploads carry their own limit.
    if (c.req.method === 'GET' || c.req.method === 'HEAD' || c.req.path.startsWith('/api/files/')) return next();
    if (c.req.path === '/api/contact/import') return next();
    return limitJsonBody(c, next);
  });
  api.use('*', sessionMiddleware);
  api.use('*', requestLog);
  api.use('*', idempotency);
  api.route('/auth', authRoutes());
  mountFeatureRoutes(api, featureModules, services);
  api.route('/channels', channelRoutes());
  api.route('/', fileRoutes());

  app.route('/api', api);
  app.all('/api/*', apiNotFound);
  if (services.config.isDev) {
    app.route('/dev', devMailRoutes());
    app.route('/dev', devQueueRoutes());
  }
  app.route(
    '/',
    staticRoutes(
      services.config,
      featureModules.flatMap((f) => f.pages ?? []),
      Object.assign({}, ...featureModules.map((f) => f.pageLookups ?? {})),
      // A signed-in page's first answers are made through the whole app, as the page would ask.
      (request) => app.fetch(request),
    ),
  );
  serveBareRoutesFirst(app, featureModules, services, handleError);
  return app;
}
