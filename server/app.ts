import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { messages } from '@shared/messages';
import { bodyLimit } from 'hono/body-limit';
import { secureHeaders } from 'hono/secure-headers';
import { authRoutes } from './auth/auth-routes';
import { healthRoutes } from './features/health/routes';
import { contactRoutes } from './features/contacts/routes';
import { groupRoutes } from './features/groups/routes';
import { invitationRoutes } from './features/invitations/routes';
import { pairingRoutes } from './features/pairings/routes';
import { userRoutes } from './features/users/routes';
import { searchRoutes } from './features/search/routes';
import { profileRoutes } from './features/profiles/routes';
import { preferenceRoutes } from './features/preferences/routes';
import { registerPostFileAccess } from './features/posts/file-access';
import { postRoutes, registerPostChannel } from './features/posts/routes';
import { commentRoutes } from './features/comments/routes';
import { likeRoutes } from './features/likes/routes';
import { linkPreviewRoutes } from './features/link-preview/routes';
import { chatRoutes } from './features/chat/routes';
import type { AppEnv } from './http/app-env';
import { apiNotFound, handleError } from './http/error-handler';
import { requestLog } from './http/request-log';
import { sessionMiddleware } from './http/session';
import { staticRoutes } from './http/static';
import { channelRoutes } from './realtime/routes';
import { fileRoutes } from './platform/storage/routes';
import { devMailRoutes } from './platform/mail/routes';
import type { Services } from './services';

const JSON_BODY_LIMIT = 1024 * 1024;

/**
 * The HTTP app: middleware, then one `.route()` per feature under /api, then the web
 * app. A new feature adds its routes file here and nothing else.
 */
export function createApp(services: Services) {
  const app = new Hono<AppEnv>();
  app.onError(handleError);

  app.use('*', async (c, next) => {
    c.set('services', services);
    c.set('requestId', c.req.header('x-request-id') ?? randomUUID());
    await next();
  });
  app.use('*', secureHeaders({ crossOriginResourcePolicy: false, crossOriginOpenerPolicy: false }));

  registerPostChannel(services);
  registerPostFileAccess();
  const api = new Hono<AppEnv>();
  const limitJsonBody = bodyLimit({
    maxSize: JSON_BODY_LIMIT,
    onError: (ctx) => ctx.json({ isSuccess: false, message: messages.generic.requestTooLarge }, 413),
  });
  api.use('*', (c, next) => {
    // Only bodies are limited (GETs skip it: reading the body slows the fast path); file
    // uploads carry their own limit.
    if (c.req.method === 'GET' || c.req.method === 'HEAD' || c.req.path.startsWith('/api/files/')) return next();
    if (c.req.path === '/api/contact/import') return next();
    return limitJsonBody(c, next);
  });
  api.use('*', sessionMiddleware);
  api.use('*', requestLog);
  api.route('/auth', authRoutes());
  api.route('/', healthRoutes());
  api.route('/', postRoutes());
  api.route('/', commentRoutes());
  api.route('/reaction', likeRoutes());
  api.route('/chat', chatRoutes());
  api.route('/user', userRoutes());
  api.route('/', pairingRoutes());
  api.route('/', groupRoutes());
  api.route('/', invitationRoutes());
  api.route('/', contactRoutes());
  api.route('/user/notification/preferences', preferenceRoutes());
  api.route('/search', searchRoutes());
  api.route('/', profileRoutes());
  api.route('/channels', channelRoutes());
  api.route('/', fileRoutes());
  api.route('/', linkPreviewRoutes());

  app.route('/api', api);
  app.all('/api/*', apiNotFound);
  if (services.config.isDev) app.route('/dev', devMailRoutes());
  app.route('/', staticRoutes(services.config));
  return app;
}
