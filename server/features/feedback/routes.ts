import { Hono } from 'hono';
import { zFeedbackCreate, zFeedbackListQuery } from '@shared/api/feedback';
import { actingUser, sessionUser } from '../../http/acting-user';
import type { AppEnv } from '../../http/app-env';
import { list, ok } from '../../http/envelope';
import { readJson, readQuery } from '../../http/validate';
import { feedbackService } from './service';

/** `POST /api/feedback/app/user` (spec 1 §7) and, for support staff, `GET /api/feedback/app`. */
export function feedbackRoutes() {
  const app = new Hono<AppEnv>();

  app.post('/app/user', async (c) => {
    sessionUser(c);
    const body = await readJson(c, zFeedbackCreate);
    const actor = actingUser(c, body.userId, body.createdBy, ...body.attachments.map((file) => file.createdBy));
    return ok(c, await feedbackService(c.get('services')).create(actor, body), 201);
  });

  app.get('/app', async (c) => {
    const actor = sessionUser(c);
    const { skip, limit } = readQuery(c, zFeedbackListQuery);
    const page = await feedbackService(c.get('services')).list(actor, skip, limit);
    return list(c, page.results, page.count);
  });

  return app;
}
