import {
  zMarkReadBody,
  zMarkSeenBody,
  zNotificationByIdQuery,
  zNotificationListQuery,
  zNotificationSettingsPatch,
  zPushSubscriptionBody,
  zPushUnsubscribeBody,
} from '@shared/api/notifications';
import { type Context, Hono } from 'hono';
import { actingUser, sessionUser } from '../../http/acting-user';
import type { AppEnv } from '../../http/app-env';
import { ok } from '../../http/envelope';
import { readJson, readQuery } from '../../http/validate';
import { notificationService } from './service';

/** /api/notifications: the session's own list, read and seen marks, switches and push subscriptions. */
export function notificationRoutes() {
  const app = new Hono<AppEnv>();
  const service = (c: Context<AppEnv>) => notificationService(c.get('services'));

  app.get('/', async (c) => {
    const actor = sessionUser(c);
    const paging = readQuery(c, zNotificationListQuery);
    return ok(c, await service(c).list(actor, paging));
  });

  app.get('/id', async (c) => {
    sessionUser(c);
    const query = readQuery(c, zNotificationByIdQuery);
    const actor = actingUser(c, query.userId);
    return ok(c, await service(c).byId(actor, query.notificationId));
  });

  app.patch('/read', async (c) => {
    const actor = sessionUser(c);
    return ok(c, await service(c).markRead(actor, await readJson(c, zMarkReadBody)));
  });

  app.patch('/seen', async (c) => {
    const actor = sessionUser(c);
    await readJson(c, zMarkSeenBody);
    return ok(c, await service(c).markSeen(actor));
  });

  app.get('/preferences', async (c) => ok(c, await service(c).settings(sessionUser(c))));

  app.patch('/preferences', async (c) => {
    const actor = sessionUser(c);
    return ok(c, await service(c).updateSettings(actor, await readJson(c, zNotificationSettingsPatch)));
  });

  app.get('/push/key', async (c) => {
    sessionUser(c);
    return ok(c, await service(c).pushKey());
  });

  app.post('/push/subscriptions', async (c) => {
    const actor = sessionUser(c);
    return ok(c, await service(c).subscribe(actor, await readJson(c, zPushSubscriptionBody)), 201);
  });

  app.delete('/push/subscriptions', async (c) => {
    const actor = sessionUser(c);
    const { endpoint } = await readJson(c, zPushUnsubscribeBody);
    return ok(c, await service(c).unsubscribe(actor, endpoint));
  });

  return app;
}
