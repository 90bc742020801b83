import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env';

export function channelRoutes() {
  return new Hono<AppEnv>();
}
