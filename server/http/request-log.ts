import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env';

/** One structured line per request: errors at warn/error, the rest at debug. */
export const requestLog: MiddlewareHandler<AppEnv> = async (c, next) => {
  const started = performance.now();
  await next();
  const status = c.res.status;
  const line = {
    requestId: c.get('requestId'),
    method: c.req.method,
    path: c.req.path,
    status,
    ms: Math.round((performance.now() - started) * 10) / 10,
    userId: c.get('user')?.id,
  };
  const logger = c.get('services').logger;
  if (status >= 500) logger.error(line, 'request failed');
  else if (status >= 400) logger.info(line, 'request refused');
  else logger.debug(line, 'request');
};
