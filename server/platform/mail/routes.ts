import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env';

export function devMailRoutes() {
  return new Hono<AppEnv>();
}
