import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env';

export function fileRoutes() {
  return new Hono<AppEnv>();
}
