import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { messages } from '@shared/messages';
import { DomainError, RateLimited } from '../errors';
import type { AppEnv } from './app-env';
import { fail } from './envelope';
import { requestIdOf } from './request-headers';

/** The one place domain errors become HTTP answers. Anything unexpected is logged and a 500. */
export function handleError(error: Error, c: Context<AppEnv>) {
  if (error instanceof DomainError) {
    if (error instanceof RateLimited && error.retryAfterSeconds)
      c.header('Retry-After', String(error.retryAfterSeconds));
    return fail(c, error.status, error.message, error.issues ? { issues: error.issues } : {});
  }
  if (error instanceof HTTPException) {
    const status = error.status as ContentfulStatusCode;
    const message = status === 413 ? messages.generic.requestTooLarge : error.message || messages.generic.invalidInput;
    return fail(c, status, message);
  }
  c.get('services')?.logger.error({ err: error, path: c.req.path, requestId: requestIdOf(c) }, 'unhandled error');
  return fail(c, 500, messages.generic.somethingWentWrong);
}

export function apiNotFound(c: Context<AppEnv>) {
  return fail(c, 404, messages.generic.routeNotFound);
}
