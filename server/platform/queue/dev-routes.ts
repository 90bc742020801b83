import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../http/app-env';
import { readJson } from '../../http/validate';
import { advanceQueueClock } from './testing/advance';

const zAdvance = z.object({
  minutes: z
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60),
});

/**
 * Development only (mounted with the outbox, never in production): `POST /dev/queue/advance`
 * `{minutes}` moves the database queue's delayed jobs that much earlier and wakes the workers,
 * so an end-to-end test sees a delayed e-mail without waiting. A JSON body is required: another
 * site's page cannot send one without a CORS preflight this route never grants.
 */
export function devQueueRoutes() {
  const app = new Hono<AppEnv>();
  app.post('/queue/advance', async (c) => {
    if (!(c.req.header('content-type') ?? '').startsWith('application/json'))
      return c.json({ isSuccess: false, message: 'Send JSON.' }, 415);
    const { minutes } = await readJson(c, zAdvance);
    const { db, queue } = c.get('services');
    const moved = await advanceQueueClock(db, minutes * 60_000);
    queue.wake?.();
    return c.json({ isSuccess: true, data: { moved } });
  });
  return app;
}
