import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env';
import { requestIdOf } from './request-headers';

/**
 * One structured line per request: errors at warn/error, the rest at debug. The line is only
 * built when its level is on (at the default `info`, a successful request costs a clock read).
 */
export const requestLog: MiddlewareHandler<AppEnv> = async (c, next) => {
  const started = performance.now();
  await next();
  logRequest(c, started, c.res.status);
};

/** The request log's line for an answer of `status`, begun at `started` (performance.now()). */
export function logRequest(c: Context<AppEnv>, started: number, status: number): void {
  const level = status >= 500 ? 'error' : status >= 400 ? 'info' : 'debug';
  const logger = c.get('services').logger;
  if (!logger.isLevelEnabled(level)) return;
  const line = {
    requestId: requestIdOf(c),
    method: c.req.method,
    path: c.req.path,
    status,
    ms: Math.round((performance.now() - started) * 10) / 10,
    userId: c.get('user')?.id,
  };
  logger[level](line, status >= 500 ? 'request failed' : status >= 400 ? 'request refused' : 'request');
}
